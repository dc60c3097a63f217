// What the host reads of the nights: the list, a night's view, its standings and its history. A
// damaged night is shown as far as its log reads, with what is wrong named; nothing changes it.
import { DEFAULT_RULES, roundsInNight, tally, tallyOnto, validateRules } from '@shared/bunco'
import type { NightState } from '@shared/night'
import type {
  HistoryEntry,
  NightPlayer,
  NightSummary,
  NightView,
  Notice,
  Standing,
} from '@shared/views'
import { rosterVersion } from '../roster/peopleRepo'
import { damagedNight, isDamagedNight } from './eventRows'
import type { EventRow } from './eventsRepo'
import type { NightDeps } from './nightDeps'
import type { Saved } from './nightStore'
import { historyEntries, nightPlayers, nightView, standings } from './nightViews'

/** The rounds of a night from its stored rules; a damaged row still lists, with the default. */
function totalRounds(rulesJson: string): number {
  try {
    return roundsInNight(validateRules(JSON.parse(rulesJson)))
  } catch {
    return roundsInNight(DEFAULT_RULES)
  }
}

/** The night's players named from the roster (kept until guests change or the roster is edited). */
export function namedPlayers(deps: NightDeps, nightId: number): NightPlayer[] {
  const s = deps.store.state(nightId)
  const key = [s.guests, s.joined, s.left, s.pending, rosterVersion(deps.db)]
  const hit = deps.players.get(nightId)
  if (hit && hit.key.every((k, i) => k === key[i])) return hit.players
  const fresh = nightPlayers(deps.extras.namedPlayers(nightId))
  deps.players.set(nightId, { key, players: fresh })
  return fresh
}

/**
 * The night's standings in `state`, its records kept from the state shown before: a commit adds
 * its one round, anything else (an undo, a correction, a replay) tallies the night again.
 */
function standingsNow(
  deps: NightDeps,
  nightId: number,
  state: NightState,
  players: readonly NightPlayer[],
): Standing[] {
  const running = tallyOnto(deps.tallies.get(nightId), state.played)
  deps.tallies.set(nightId, running)
  // A standing shares its partners and opponents with the kept records, which the next commit
  // adds to: copying them cost more than the tally saved. A view is sent (a copy) or read at once.
  return standings([...running.records.values()], state, players)
}

/** The host's view of the night as an action left it. */
export function viewAfter(
  deps: NightDeps,
  nightId: number,
  saved: Saved,
  notice?: Notice,
): NightView {
  const players = namedPlayers(deps, nightId)
  return nightView(nightId, saved.state, players, {
    canUndo: deps.store.canUndo(nightId),
    canRedo: deps.store.canRedo(nightId),
    savedEventId: saved.eventId,
    standings: standingsNow(deps, nightId, saved.state, players),
    notice: notice ?? null,
    money: deps.hooks.moneyOf?.(nightId) ?? null,
  })
}

/** A night as it reads: its state and players, or, when damaged, as far as its log reads. */
interface Reading {
  state: NightState
  players: NightPlayer[]
  /** The whole log, read only where it is shown (the history), not for every view. */
  rows: () => readonly EventRow[]
  lastEventId: number
  damage: Notice | null
}

function reading(deps: NightDeps, nightId: number): Reading {
  try {
    return {
      state: deps.store.state(nightId),
      players: namedPlayers(deps, nightId),
      rows: () => deps.store.events(nightId),
      lastEventId: deps.store.lastEventId(nightId),
      damage: null,
    }
  } catch (err) {
    const log = isDamagedNight(err) ? deps.store.readable(nightId) : null
    if (!log?.damage || !log.state) throw err
    const refusal = damagedNight(nightId, log.damage)
    return {
      state: log.state,
      players: nightPlayers(deps.extras.namedPlayers(nightId)),
      rows: () => log.rows,
      lastEventId: log.rows.at(-1)?.id ?? 0,
      damage: { key: refusal.messageKey, params: refusal.params },
    }
  }
}

function standingsRead(deps: NightDeps, nightId: number, read: Reading): Standing[] {
  // a damaged night's state is shown as far as it reads, never kept
  if (read.damage) return standings(tally(read.state.played), read.state, read.players)
  return standingsNow(deps, nightId, read.state, read.players)
}

/** Every night, newest first, with how far it is played (a damaged one is marked). */
export function nightList(deps: NightDeps): NightSummary[] {
  const damaged = deps.store.damaged()
  return deps.nights.list().map((n) => ({
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
}

/** A night's view; its last event, so a window that opens it skips the push of that change. */
export function nightOf(deps: NightDeps, nightId: number): NightView {
  const read = reading(deps, nightId)
  const eventId = read.lastEventId
  if (!read.damage) return viewAfter(deps, nightId, { state: read.state, eventId })
  return nightView(nightId, read.state, read.players, {
    canUndo: false,
    canRedo: false,
    savedEventId: eventId,
    standings: standingsRead(deps, nightId, read),
    damage: read.damage,
    money: deps.hooks.moneyOf?.(nightId) ?? null,
  })
}

/** The night's standings. */
export function nightStandings(deps: NightDeps, nightId: number): Standing[] {
  return standingsRead(deps, nightId, reading(deps, nightId))
}

/** The night's log as the history screen lists it. */
export function nightHistory(deps: NightDeps, nightId: number): HistoryEntry[] {
  const read = reading(deps, nightId)
  return historyEntries(read.rows(), read.state, read.players)
}
