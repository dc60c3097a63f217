// The host's changes to a night: each saved as one event (a refusal naming its player as the host
// knows them), the round's hook told of a commit, and the night's view made of what was saved.
import { randomInt } from 'node:crypto'
import { PRIZE_CATEGORIES, type RollOffWinners, type TableResult } from '@shared/bunco'
import {
  NIGHT_REVISION,
  personOf,
  type NightAction,
  type NightDetails,
  type NightState,
} from '@shared/night'
import type { RulesInput } from '@shared/schemas/rules'
import type { NightSummary, NightView, Notice } from '@shared/views'
import { namedRefusal } from './namedRefusal'
import type { NightDeps } from './nightDeps'
import { namedPlayers, nightList, viewAfter } from './nightReads'
import type { Saved } from './nightStore'

/** The name the host knows a night's player by (their key when nobody is found). */
export function playerName(deps: NightDeps, nightId: number, player: string): string {
  return namedPlayers(deps, nightId).find((p) => p.player === player)?.name ?? player
}

/** Runs `run`; a refusal naming a player by key names them as the host knows them. */
function withNames<T>(deps: NightDeps, nightId: number, run: () => T): T {
  try {
    return run()
  } catch (err) {
    throw namedRefusal(err, (player) => {
      const found = namedPlayers(deps, nightId).find((p) => p.player === player)
      const id = personOf(player)
      return found?.name ?? (id !== null ? deps.people.get(id)?.name : undefined)
    })
  }
}

// A roll-off pick made stale by this action (a higher prize took that player) is dropped by the
// night model; the host is told which prize needs its roll-off again.
function droppedNotice(
  deps: NightDeps,
  nightId: number,
  before: RollOffWinners,
  after: Saved,
): Notice | undefined {
  const kept = after.state.rollOffs
  for (const prize of PRIZE_CATEGORIES) {
    const player = before[prize]
    if (player === undefined || kept[prize] === player) continue
    const name = playerName(deps, nightId, player)
    return { key: 'notices.rollOffDropped', params: { prize: `@prizes.${prize}`, player: name } }
  }
  return undefined
}

// one action saved (its people named in a refusal) and the round's hooks told; with the state
// it was saved on
function save(
  deps: NightDeps,
  nightId: number,
  action: NightAction,
  source?: string,
): { saved: Saved; before: NightState } {
  const before = deps.store.state(nightId)
  const saved = withNames(deps, nightId, () => deps.store.apply(nightId, action, source))
  if (action.type === 'commit') deps.hooks.onRoundCommitted?.(nightId)
  roundsMoved(deps, nightId, roundsBegun(before), saved.state)
  return { saved, before }
}

/** Saves a host action (or a phone's, naming its `source`, e.g. 'table:3'); the night's view. */
export function actOnNight(
  deps: NightDeps,
  nightId: number,
  action: NightAction,
  notice?: Notice,
  source?: string,
): NightView {
  const { saved, before } = save(deps, nightId, action, source)
  const kept = before.rollOffs
  const picks = action.type === 'rollOffs' ? { ...kept, ...action.rollOffs } : kept
  return viewAfter(deps, nightId, saved, droppedNotice(deps, nightId, picks, saved) ?? notice)
}

/**
 * Saves one action as `actOnNight` does, without making the night's view: the id of the event
 * saved (a phone's result in a room of 300, where nobody reads that view).
 */
export function recordAction(
  deps: NightDeps,
  nightId: number,
  action: NightAction,
  source?: string,
): number {
  return save(deps, nightId, action, source).saved.eventId
}

/** A new night; its rules are completed and checked by the engine when the action is applied. */
export function createNight(
  deps: NightDeps,
  input: Partial<NightDetails> & { title: string; date: string; rules?: RulesInput },
): NightView {
  const details = { title: input.title, date: input.date, venue: input.venue ?? '' }
  const rules = input.rules ?? {}
  const saved = deps.store.create({ type: 'create', details, rules, revision: NIGHT_REVISION })
  return viewAfter(deps, saved.nightId, saved)
}

/** Seats the first round (a random seed unless one is given). */
export function startNight(deps: NightDeps, nightId: number, seed?: number): NightView {
  return actOnNight(deps, nightId, { type: 'start', seed: seed ?? randomInt(0, 2 ** 32) })
}

/** Replaces a table's result of a round already played; the host is told it was corrected. */
export function correctResult(
  deps: NightDeps,
  nightId: number,
  round: number,
  result: TableResult,
): NightView {
  const notice = { key: 'notices.corrected', params: { round, table: result.table } }
  return actOnNight(deps, nightId, { type: 'correct', round, result }, notice)
}

/** Undoes the night's newest action. */
export function undoNight(deps: NightDeps, nightId: number): NightView {
  const before = roundsBegun(deps.store.state(nightId))
  const saved = deps.store.undo(nightId)
  roundsMoved(deps, nightId, before, saved.state)
  return viewAfter(deps, nightId, saved)
}

/** Does again the action undone last. */
export function redoNight(deps: NightDeps, nightId: number): NightView {
  const before = roundsBegun(deps.store.state(nightId))
  const saved = withNames(deps, nightId, () => deps.store.redo(nightId))
  roundsMoved(deps, nightId, before, saved.state)
  return viewAfter(deps, nightId, saved)
}

// how many rounds have begun: the start began the first, each commit the next (the last one's
// "next" is the night's end)
function roundsBegun(state: NightState): number {
  return state.played.length + (state.status === 'setup' ? 0 : 1)
}

// an action, an undo or a redo that began a round, or took one's beginning back, tells the clock
function roundsMoved(deps: NightDeps, nightId: number, before: number, after: NightState): void {
  const now = roundsBegun(after)
  if (now > before) deps.hooks.onRoundBegins?.(nightId)
  if (now < before) deps.hooks.onRoundUndone?.(nightId)
}

/** Deletes a night for good, once a backup of the store holds it; the nights left. */
export async function deleteNight(deps: NightDeps, nightId: number): Promise<NightSummary[]> {
  deps.store.state(nightId)
  if (deps.hooks.backup) await deps.hooks.backup()
  if (deps.hooks.beforeRemove) await deps.hooks.beforeRemove(nightId)
  deps.db.transaction(() => deps.nights.remove(nightId)).immediate()
  deps.store.forget()
  deps.players.delete(nightId)
  deps.tallies.delete(nightId)
  return nightList(deps)
}
