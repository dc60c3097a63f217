import { unevenPair } from './ghostSpread'
import { fail } from './errors'
import { isGhost } from './ghosts'
import { partnerSeat, SEATS, type RoundPlan, type Seat } from './types'

type Seats = Record<Seat, string>

const ghostSeats = (seats: Seats): Seat[] => SEATS.filter((s) => isGhost(seats[s]))

// Everything below is the between-rounds rule (RULES.md section 7) applied to one round before
// it starts, seat by seat: the fewest players move, and only when the ghosts would bunch up.

/** The bottom table closes: its players take the ghost seats above it, nearest first. */
function closeBottom(tables: Seats[]): void {
  const closing = tables.pop() as Seats
  const movers = SEATS.map((s) => closing[s]).filter((id) => !isGhost(id))
  for (let k = tables.length - 1; k >= 0; k--) {
    const seats = tables[k] as Seats
    for (const seat of ghostSeats(seats)) {
      const id = movers.shift()
      if (id !== undefined) seats[seat] = id
    }
  }
}

/** Trades ghosts for players of the nearest thinner table until no table has two more. */
function spread(tables: Seats[]): void {
  for (;;) {
    const trade = unevenPair(tables.map((seats) => ghostSeats(seats).length))
    if (trade === null) return
    const full = tables[trade.full] as Seats
    const thin = tables[trade.thin] as Seats
    const ghost = ghostSeats(full)[0] as Seat
    // a player whose partner stays real: the ghost who takes the seat never partners a ghost
    const mover = SEATS.find((s) => !isGhost(thin[s]) && !isGhost(thin[partnerSeat(s)]))
    if (mover === undefined) return
    ;[full[ghost], thin[mover]] = [thin[mover], full[ghost]]
  }
}

/** A team of two ghosts trades one of them for a player of the other team at its table. */
function splitGhostTeams(seats: Seats): void {
  for (const [a, b, c, d] of [
    ['N', 'S', 'E', 'W'],
    ['E', 'W', 'N', 'S'],
  ] as const) {
    if (!isGhost(seats[a]) || !isGhost(seats[b])) continue
    const other = isGhost(seats[c]) ? d : c
    ;[seats[b], seats[other]] = [seats[other], seats[b]]
  }
}

/**
 * A guest leaves before any result of the round is in: the ghost `ghost` plays her seat in this
 * very round. When ghosts reach four the bottom table closes and its players take the ghost
 * seats above; ghosts are then spread as between rounds, and never partner each other.
 */
export function seatDeparture(plan: RoundPlan, player: string, ghost: string): RoundPlan {
  const tables: Seats[] = plan.tables.map((t) => ({ ...t.seats }))
  const at = tables.find((seats) => SEATS.some((s) => seats[s] === player))
  const seat = at && SEATS.find((s) => at[s] === player)
  if (!at || !seat) fail('invalid-changes', 'changes.notSeated', { player })
  at[seat] = ghost
  const ghosts = tables.reduce((n, seats) => n + ghostSeats(seats).length, 0)
  const real = tables.length * 4 - ghosts
  if (real < 2) fail('invalid-changes', 'changes.tooFew', { count: real })
  if (plan.play === 'team') {
    if (tables.length > 1 && ghosts >= 4) closeBottom(tables)
    spread(tables)
    tables.forEach(splitGhostTeams)
  }
  // a literal in openingRound's key order, so every plan has one shape
  return {
    set: plan.set,
    round: plan.round,
    target: plan.target,
    seed: plan.seed,
    play: plan.play,
    tables: tables.map((seats, i) => ({ table: i + 1, seats })),
  }
}
