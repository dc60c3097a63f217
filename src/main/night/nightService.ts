import { randomInt } from 'node:crypto'
import { AppError } from '@shared/app-error'
import {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  createRandom,
  roundsInNight,
  validateRules,
  digitalRollOff,
  seedFrom,
  type PrizeCategory,
  type RollOffWinners,
  type TableResult,
} from '@shared/bunco'
import {
  NIGHT_REVISION,
  personOf,
  playerKey,
  type NightAction,
  type NightDetails,
  type NightState,
} from '@shared/night'
import { rollOffThrows } from '@shared/rollOffSaid'
import type { RulesInput } from '@shared/schemas/rules'
import type {
  HistoryEntry,
  NightPlayer,
  NightSummary,
  NightView,
  Notice,
  Standing,
} from '@shared/views'
import type { NightMoneyView } from '@shared/club'
import type { Db } from '../db/connection'
import { nightExtrasRepo } from './nightExtrasRepo'
import { nightsRepo } from './nightsRepo'
import { peopleRepo, rosterVersion } from '../roster/peopleRepo'
import type { EventRow } from './eventsRepo'
import { damagedNight, isDamagedNight } from './eventRows'
import type { NightStore, Saved } from './nightStore'
import type { RosterService } from '../roster/rosterService'
import { historyEntries, nightPlayers, nightView, standings } from './nightViews'

/** Every night use-case the contract exposes. */
export interface NightService {
  list(): NightSummary[]
  create(
    input: Partial<NightDetails> & { title: string; date: string; rules?: RulesInput },
  ): NightView
  get(nightId: number): NightView
  /** Saves a host action (or a phone's, naming its `source`, e.g. 'table:3'). */
  act(nightId: number, action: NightAction, notice?: Notice, source?: string): NightView
  /**
   * Saves one action as `act` does, without making the night's view: the id of the event saved
   * (a phone's result in a room of 300, where nobody reads that view).
   */
  record(nightId: number, action: NightAction, source?: string): number
  setGuests(nightId: number, personIds: readonly number[]): NightView
  start(nightId: number, seed?: number): NightView
  correct(nightId: number, round: number, result: TableResult): NightView
  guest(
    nightId: number,
    personId: number,
    change: 'arrive' | 'leave' | 'leaveNow' | 'passDie',
  ): NightView
  /** A guest not yet on the roster walks in: added to it and arriving, in one transaction. */
  arriveNew(nightId: number, name: string, note?: string): NightView
  settleRollOffs(
    nightId: number,
    rollOffs: Partial<Record<PrizeCategory, number>>,
    digital: readonly PrizeCategory[],
  ): NightView
  undo(nightId: number): NightView
  redo(nightId: number): NightView
  standings(nightId: number): Standing[]
  history(nightId: number): HistoryEntry[]
  /** Deletes a night for good, once a backup of the store holds it. */
  remove(nightId: number): Promise<NightSummary[]>
}

/** The rounds of a night from its stored rules; a damaged row still lists, with the default. */
function totalRounds(rulesJson: string): number {
  try {
    return roundsInNight(validateRules(JSON.parse(rulesJson)))
  } catch {
    return roundsInNight(DEFAULT_RULES)
  }
}

/** Creates the night service over the store. */
export function nightService(
  db: Db,
  store: NightStore,
  roster: Pick<RosterService, 'add'>,
  hooks: {
    /** Called after a round of the night is committed (the round's backup). */
    onRoundCommitted?: (nightId: number) => void
    /** Backs the store up; rejects when no backup could be made. */
    backup?: () => Promise<void>
    /** Called once the backup holds a night about to be deleted (its phones stop). */
    beforeRemove?: (nightId: number) => Promise<void>
    /** The night's money when it is a club's night (its pot, shares and payouts). */
    moneyOf?: (nightId: number) => NightMoneyView | null
  } = {},
): NightService {
  const people = peopleRepo(db)
  const extras = nightExtrasRepo(db)
  const nights = nightsRepo(db)

  // The named player list changes only when guests come and go or the roster is edited.
  const playerCache = new Map<number, { key: unknown[]; players: NightPlayer[] }>()
  const players = (nightId: number): NightPlayer[] => {
    const s = store.state(nightId)
    const key = [s.guests, s.joined, s.left, s.pending, rosterVersion(db)]
    const hit = playerCache.get(nightId)
    if (hit && hit.key.every((k, i) => k === key[i])) return hit.players
    const fresh = nightPlayers(extras.namedPlayers(nightId))
    playerCache.set(nightId, { key, players: fresh })
    return fresh
  }

  const view = (nightId: number, saved: Saved, notice?: Notice): NightView =>
    nightView(nightId, saved.state, players(nightId), {
      canUndo: store.canUndo(nightId),
      canRedo: store.canRedo(nightId),
      savedEventId: saved.eventId,
      notice: notice ?? null,
      money: hooks.moneyOf?.(nightId) ?? null,
    })

  // Errors name players by key ('p12'); the host reads names.
  const named = <T>(nightId: number, run: () => T): T => {
    try {
      return run()
    } catch (err) {
      if (err instanceof AppError && typeof err.params['player'] === 'string') {
        const key = err.params['player']
        const found = players(nightId).find((p) => p.player === key)
        const id = personOf(key)
        const name = found?.name ?? (id !== null ? people.get(id)?.name : undefined) ?? key
        throw new AppError(err.code, err.messageKey, { ...err.params, player: name }, err.problems)
      }
      throw err
    }
  }

  const requirePerson = (id: number): void => {
    const person = people.get(id)
    if (!person) throw new AppError('not-found', 'errors.store.personNotFound', { id })
    if (person.merged_into !== null) {
      throw new AppError('conflict', 'errors.store.personMerged', { name: person.name })
    }
  }

  // A roll-off pick made stale by this action (a higher prize took that player) is dropped by
  // the night model; the host is told which prize needs its roll-off again.
  const droppedNotice = (
    nightId: number,
    before: RollOffWinners,
    after: Saved,
  ): Notice | undefined => {
    const kept = after.state.rollOffs
    for (const prize of PRIZE_CATEGORIES) {
      const player = before[prize]
      if (player === undefined || kept[prize] === player) continue
      const name = players(nightId).find((p) => p.player === player)?.name ?? player
      return { key: 'notices.rollOffDropped', params: { prize: `@prizes.${prize}`, player: name } }
    }
    return undefined
  }

  // one action saved (its people named in the log) and the round's hook told
  const save = (nightId: number, action: NightAction, source?: string): Saved => {
    const saved = named(nightId, () => store.apply(nightId, action, source))
    if (action.type === 'commit') hooks.onRoundCommitted?.(nightId)
    return saved
  }

  const act = (
    nightId: number,
    action: NightAction,
    notice?: Notice,
    source?: string,
  ): NightView => {
    const before = store.state(nightId).rollOffs
    const picks = action.type === 'rollOffs' ? { ...before, ...action.rollOffs } : before
    const saved = save(nightId, action, source)
    return view(nightId, saved, droppedNotice(nightId, picks, saved) ?? notice)
  }

  // A damaged night is shown as far as its log reads, with what is wrong named; nothing changes it.
  const reading = (
    nightId: number,
  ): {
    state: NightState
    players: NightPlayer[]
    rows: () => readonly EventRow[]
    lastEventId: number
    damage: Notice | null
  } => {
    try {
      const state = store.state(nightId)
      return {
        state,
        players: players(nightId),
        // the whole log is read only where it is shown (the history), not for every view
        rows: () => store.events(nightId),
        lastEventId: store.lastEventId(nightId),
        damage: null,
      }
    } catch (err) {
      const log = isDamagedNight(err) ? store.readable(nightId) : null
      if (!log?.damage || !log.state) throw err
      const refusal = damagedNight(nightId, log.damage)
      return {
        state: log.state,
        players: nightPlayers(extras.namedPlayers(nightId)),
        rows: () => log.rows,
        lastEventId: log.rows.at(-1)?.id ?? 0,
        damage: { key: refusal.messageKey, params: refusal.params },
      }
    }
  }

  return {
    list: () => {
      const damaged = store.damaged()
      return nights.list().map((n) => ({
        id: n.id,
        title: n.title,
        date: n.date,
        venue: n.venue,
        status: n.status,
        players: n.players,
        roundsPlayed: n.rounds_played,
        totalRounds: totalRounds(n.rules),
        damaged: damaged.has(n.id),
      }))
    },
    create(input) {
      const details = { title: input.title, date: input.date, venue: input.venue ?? '' }
      // Completed and checked by the engine when the action is applied.
      const rules = input.rules ?? {}
      const saved = store.create({ type: 'create', details, rules, revision: NIGHT_REVISION })
      return view(saved.nightId, saved)
    },
    get(nightId) {
      const read = reading(nightId)
      // the night's last event, so a window that opens it skips the push of that same change
      const eventId = read.lastEventId
      if (!read.damage) return view(nightId, { state: read.state, eventId })
      return nightView(nightId, read.state, read.players, {
        canUndo: false,
        canRedo: false,
        savedEventId: eventId,
        damage: read.damage,
        money: hooks.moneyOf?.(nightId) ?? null,
      })
    },
    act,
    record: (nightId, action, source) => save(nightId, action, source).eventId,
    setGuests(nightId, personIds) {
      personIds.forEach(requirePerson)
      return act(nightId, { type: 'guests', guests: personIds.map(playerKey) })
    },
    start: (nightId, seed) => act(nightId, { type: 'start', seed: seed ?? randomInt(0, 2 ** 32) }),
    correct(nightId, round, result) {
      return act(
        nightId,
        { type: 'correct', round, result },
        {
          key: 'notices.corrected',
          params: { round, table: result.table },
        },
      )
    },
    guest(nightId, personId, change) {
      if (change === 'arrive') requirePerson(personId)
      const player = playerKey(personId)
      if (change === 'leaveNow') {
        const name = players(nightId).find((p) => p.player === player)?.name ?? player
        const notice = { key: 'notices.leftNow', params: { name } }
        return act(nightId, { type: 'leave', player, now: true }, notice)
      }
      return act(nightId, { type: change, player })
    },
    arriveNew(nightId, name, note) {
      // the new person and their arrival are kept together, or neither is
      return store.transaction(() => {
        const { person } = roster.add(name, note)
        return act(nightId, { type: 'arrive', player: playerKey(person.id) })
      })
    },
    settleRollOffs(nightId, rollOffs, digital) {
      const state = store.state(nightId)
      const chosen: RollOffWinners = {}
      for (const prize of PRIZE_CATEGORIES) {
        const personId = rollOffs[prize]
        if (personId !== undefined) chosen[prize] = playerKey(personId)
      }
      // the app's roll-off is said with its dice (the last one rolled, when several are)
      let rolled: Notice | undefined
      for (const prize of digital) {
        const award = state.awards?.find((a) => a.prize === prize)
        if (!award || award.status !== 'needsRollOff') continue
        const random = createRandom(
          seedFrom(state.seed ?? 0, 'prize', prize, store.events(nightId).length),
        )
        const outcome = digitalRollOff(award.tied, random)
        chosen[prize] = outcome.winner
        const name = (p: string): string => players(nightId).find((x) => x.player === p)?.name ?? p
        const throws = rollOffThrows(outcome, name)
        const params = { prize: `@prizes.${prize}`, throws, name: name(outcome.winner) }
        rolled = { key: 'notices.appRolled', params }
      }
      return act(nightId, { type: 'rollOffs', rollOffs: chosen }, rolled)
    },
    undo: (nightId) => view(nightId, store.undo(nightId)),
    redo: (nightId) =>
      view(
        nightId,
        named(nightId, () => store.redo(nightId)),
      ),
    standings(nightId) {
      const read = reading(nightId)
      return standings(read.state, read.players)
    },
    async remove(nightId) {
      store.state(nightId)
      if (hooks.backup) await hooks.backup()
      if (hooks.beforeRemove) await hooks.beforeRemove(nightId)
      db.transaction(() => nights.remove(nightId)).immediate()
      store.forget()
      playerCache.delete(nightId)
      return this.list()
    },
    history(nightId) {
      const read = reading(nightId)
      return historyEntries(read.rows(), read.state, read.players)
    },
  }
}
