// What each line of a night's history says: the action, with the names of the people it was
// about (the winners of a table, a guest arriving), for the history screen and the undo notice.
import { seatsOf, type RoundPlan, type Seat, type TableResult } from '@shared/bunco'
import { applyAction, type NightAction, type NightState } from '@shared/night'
import type { HistorySaid } from '@shared/views'
import type { EventRow } from './eventsRepo'
import { actionOf, undoTargetOf } from './eventRows'
import { activeActions, UNDO } from './undoStack'

/** Every round's seating: as played, or as last seen while it was being played. */
type Plans = Map<number, RoundPlan>

/**
 * The seatings a history line may name: a round entered and then undone (or left unplayed
 * when the night finished early) is no longer in the final state, so the log is replayed to
 * find the seating it had. A log that does not replay keeps what the final state knows.
 */
function plansOf(events: readonly EventRow[], state: NightState): Plans {
  const plans: Plans = new Map()
  try {
    let replayed: NightState | null = null
    for (const e of activeActions(events)) {
      replayed = applyAction(replayed, actionOf(e), 'replay')
      if (replayed.current) plans.set(replayed.current.plan.round, replayed.current.plan)
    }
  } catch {
    // a damaged log is named elsewhere; its lines keep the names the final state gives
  }
  if (state.current) plans.set(state.current.plan.round, state.current.plan)
  for (const played of state.played) plans.set(played.plan.round, played.plan)
  return plans
}

function winnersOf(plan: RoundPlan | undefined, result: TableResult): string[] {
  const table = plan?.tables.find((t) => t.table === result.table)
  if (!table) return []
  const w = result.winner
  const seats: readonly Seat[] = w === 'NS' || w === 'EW' ? seatsOf(w) : [w]
  return seats.map((s) => table.seats[s])
}

/** Says one night action, naming the people in it through `name` (player key → name); a
 * table's result entered again with the same outcome (`before`) says only what changed. */
export function sayAction(
  action: NightAction,
  plans: Plans,
  name: (player: string) => string,
  before?: TableResult,
): HistorySaid {
  const key = `history.says.${action.type}`
  switch (action.type) {
    case 'create':
      return { key, params: { title: action.details.title } }
    case 'guests':
      return { key, params: { count: action.guests.length } }
    case 'result':
      if (before && sameOutcome(before, action.result))
        return sayCounts(action.round, before, action.result, name)
      return sayResult(key, action.round, action.result, plans, name)
    case 'correct':
      return sayResult(key, action.round, action.result, plans, name)
    case 'results':
    case 'commit':
      return { key, params: { round: action.round } }
    case 'leave':
      return { key: action.now ? `${key}Now` : key, params: { name: name(action.player) } }
    case 'arrive':
    case 'passDie':
      return { key, params: { name: name(action.player) } }
    case 'rollOffs': {
      const [prize, player] = Object.entries(action.rollOffs)[0] ?? []
      return prize && player
        ? { key, params: { prize: `@prizes.${prize}`, name: name(player) } }
        : { key: 'history.says.rollOffsNone', params: {} }
    }
    case 'playoff':
      return { key: 'playoff.history.playoff', params: { field: action.field } }
    case 'playoffRollOff':
      return { key: 'playoff.history.playoffRollOff', params: { names: action.picks.map(name) } }
    case 'playoffTable': {
      const winner = `@playoff.winners.${action.winner}`
      return { key: 'playoff.history.playoffTable', params: { table: action.table, winner } }
    }
    default:
      return { key, params: {} }
  }
}

/** A result as its line says it: who won, with the points, or that a roll-off decided it. */
function sayResult(
  key: string,
  round: number,
  result: TableResult,
  plans: Plans,
  name: (player: string) => string,
): HistorySaid {
  const winners = winnersOf(plans.get(round), result).map(name)
  const points = result.points
  const how = result.rollOff ? 'RollOff' : points ? 'Points' : ''
  return {
    key: `${key}${how}`,
    params: {
      round,
      table: result.table,
      names: winners,
      ...(points ? { ns: points.NS, ew: points.EW } : {}),
    },
  }
}

/** The same winner, points and roll-off: only counts (a Bunco clicked) can have changed. */
function sameOutcome(a: TableResult, b: TableResult): boolean {
  return (
    a.winner === b.winner &&
    a.points?.NS === b.points?.NS &&
    a.points?.EW === b.points?.EW &&
    (a.rollOff ?? false) === (b.rollOff ?? false)
  )
}

/** What a result entered again changed: one player's count ("Ann: 2 Buncos"), or whose. */
function sayCounts(
  round: number,
  before: TableResult,
  after: TableResult,
  name: (player: string) => string,
): HistorySaid {
  const changes: { player: string; kind: (typeof COUNTS)[number]; n: number }[] = []
  for (const kind of COUNTS) {
    const players = new Set([...Object.keys(before[kind] ?? {}), ...Object.keys(after[kind] ?? {})])
    for (const player of players) {
      const n = after[kind]?.[player] ?? 0
      if (n !== (before[kind]?.[player] ?? 0)) changes.push({ player, kind, n })
    }
  }
  const params = { round, table: after.table }
  const [only, ...more] = changes
  if (!only) return { key: 'history.says.unchanged', params }
  if (more.length > 0) {
    const names = [...new Set(changes.map((c) => name(c.player)))]
    return { key: 'history.says.counts', params: { ...params, names } }
  }
  const what = `@history.kinds.${only.kind}`
  return {
    key: 'history.says.count',
    params: { ...params, name: name(only.player), what, n: only.n },
  }
}

const COUNTS = ['buncos', 'minis', 'wipeouts', 'travels'] as const

/**
 * Each table result entry's result before it (the same round and table, entered earlier), by
 * event id, for the entries whose line then says only what changed.
 */
function resultsBefore(events: readonly EventRow[]): Map<number, TableResult> {
  const last = new Map<string, TableResult>()
  const before = new Map<number, TableResult>()
  for (const e of events) {
    if (e.type === UNDO) continue
    const action = actionOf(e)
    if (action.type !== 'result' && action.type !== 'results' && action.type !== 'commit') continue
    const entered = action.type === 'result' ? [action.result] : (action.results ?? [])
    for (const r of entered) {
      const k = `${action.round}:${r.table}`
      const earlier = last.get(k)
      if (action.type === 'result' && earlier) before.set(e.id, earlier)
      last.set(k, r)
    }
  }
  return before
}

/** The night's log as the history screen says it, newest first; an undo says what it undid. */
export function sayHistory(
  events: readonly EventRow[],
  state: NightState,
  name: (player: string) => string,
): { said: HistorySaid; undid: HistorySaid | null }[] {
  const byId = new Map(events.map((e) => [e.id, e]))
  const plans = plansOf(events, state)
  const earlier = resultsBefore([...events].sort((a, b) => a.id - b.id))
  const say = (e: EventRow): HistorySaid =>
    e.type === UNDO
      ? { key: 'history.says.undo', params: {} }
      : sayAction(actionOf(e), plans, name, earlier.get(e.id))
  return events.map((e) => {
    if (e.type !== UNDO) return { said: say(e), undid: null }
    const target = byId.get(undoTargetOf(e))
    return { said: say(e), undid: target ? say(target) : null }
  })
}
