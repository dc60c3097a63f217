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

/** Says one night action, naming the people in it through `name` (player key → name). */
export function sayAction(
  action: NightAction,
  plans: Plans,
  name: (player: string) => string,
): HistorySaid {
  const key = `history.says.${action.type}`
  switch (action.type) {
    case 'create':
      return { key, params: { title: action.details.title } }
    case 'guests':
      return { key, params: { count: action.guests.length } }
    case 'result':
    case 'correct': {
      const winners = winnersOf(plans.get(action.round), action.result).map(name)
      const points = action.result.points
      return {
        key: points ? `${key}Points` : key,
        params: {
          round: action.round,
          table: action.result.table,
          names: winners,
          ...(points ? { ns: points.NS, ew: points.EW } : {}),
        },
      }
    }
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
    default:
      return { key, params: {} }
  }
}

/** The night's log as the history screen says it, newest first; an undo says what it undid. */
export function sayHistory(
  events: readonly EventRow[],
  state: NightState,
  name: (player: string) => string,
): { said: HistorySaid; undid: HistorySaid | null }[] {
  const byId = new Map(events.map((e) => [e.id, e]))
  const plans = plansOf(events, state)
  const say = (e: EventRow): HistorySaid =>
    e.type === UNDO ? { key: 'history.says.undo', params: {} } : sayAction(actionOf(e), plans, name)
  return events.map((e) => {
    if (e.type !== UNDO) return { said: say(e), undid: null }
    const target = byId.get(undoTargetOf(e))
    return { said: say(e), undid: target ? say(target) : null }
  })
}
