import { realPlayers, seatArrival } from '../bunco'
import { refuse } from './fail'
import { ghostSpreadOf } from './revision'
import { personOf, type NightState } from './state'

function seatedNow(state: NightState): Set<string> {
  return new Set(state.current ? realPlayers(state.current.plan) : [])
}

function checkKey(player: string): void {
  if (personOf(player) === null) refuse('unknownPlayer', { player }, 'invalid-args')
}

/** Sets who plays, before the night starts. */
export function setGuests(state: NightState, guests: readonly string[]): NightState {
  if (state.status !== 'setup') refuse('notInSetup')
  guests.forEach(checkKey)
  const twice = guests.find((g, i) => guests.indexOf(g) !== i)
  if (twice !== undefined) refuse('guestTwice', { player: twice }, 'invalid-args')
  return { ...state, guests: [...guests] }
}

/**
 * A guest arrives mid-night: while no result of the round is in, they take a ghost's seat in
 * it at once; otherwise (or with no empty seat) they are seated from the next round. A guest
 * who was leaving simply stays.
 */
export function arrive(state: NightState, player: string): NightState {
  checkKey(player)
  if (state.status === 'setup') return setGuests(state, [...state.guests, player])
  if (state.status !== 'playing' || !state.current) refuse('nightOver')
  const { arrive: coming, leave: going } = state.pending
  if (going.includes(player)) {
    return { ...state, pending: { arrive: coming, leave: going.filter((p) => p !== player) } }
  }
  if (seatedNow(state).has(player) || coming.includes(player)) {
    refuse('alreadyHere', { player })
  }
  const { plan, results } = state.current
  const how = ghostSpreadOf(state.revision ?? 1)
  const seated = results.length === 0 ? seatArrival(plan, player, how) : null
  if (seated) {
    const joined = { ...state.joined, [player]: plan.round }
    const left = { ...state.left }
    delete left[player]
    return { ...state, current: { ...state.current, plan: seated }, joined, left }
  }
  return { ...state, pending: { arrive: [...coming, player], leave: going } }
}

/** A guest leaves: a ghost takes their place from the next round (or cancels their arrival). */
export function leave(state: NightState, player: string): NightState {
  checkKey(player)
  if (state.status === 'setup') {
    if (!state.guests.includes(player)) refuse('notSeated', { player })
    return { ...state, guests: state.guests.filter((g) => g !== player) }
  }
  if (state.status !== 'playing' || !state.current) refuse('nightOver')
  const { arrive: coming, leave: going } = state.pending
  if (coming.includes(player)) {
    return { ...state, pending: { arrive: coming.filter((p) => p !== player), leave: going } }
  }
  if (!seatedNow(state).has(player)) refuse('notSeated', { player })
  if (going.includes(player)) refuse('alreadyLeaving', { player })
  const stay = seatedNow(state).size - going.length - 1 + coming.length
  if (stay < 2) refuse('tooFewGuests', { count: stay, minimum: 2 })
  return { ...state, pending: { arrive: coming, leave: [...going, player] } }
}

/** The traveling die passes to a player at the open round. */
export function passDie(state: NightState, player: string): NightState {
  if (!state.rules.travelingDie.enabled) refuse('dieDisabled')
  if (state.status !== 'playing' || !state.current) refuse('nightOver')
  if (!seatedNow(state).has(player)) refuse('notSeated', { player })
  const round = state.current.plan.round
  return {
    ...state,
    current: { ...state.current, dieHolder: player },
    diePasses: [...state.diePasses, { round, player }],
  }
}
