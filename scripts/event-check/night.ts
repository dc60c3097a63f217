// The simulated night from its settings to its last payout, in the order an organiser lives it:
// the list imported, prizes set out, the door and the sellers and the donors all evening at once,
// the door closed, the draws, the 50/50 and the payouts; bad input tried at each turn.
import { saveSettings } from '../../src/main/fundraiser/fundraiserActions'
import {
  badAfterPayout,
  badBeforeSales,
  badFiftyFiftyDrawn,
  badFiles,
  badMidNight,
  type BadTally,
} from './bad'
import { arrivalMistake, arrive, closeDoor, secondDesk, walkIn } from './desk'
import { attendeeFiles } from './files'
import { SETTINGS, donate, drawFiftyFifty, drawPrizes, openBooks, payOut, sell } from './games'
import { importFiles } from './imports'
import { people, type Person } from './people'
import { DESKS, act, shuffled, type Sim } from './sim'

type Moment =
  | { kind: 'arrive'; id: string }
  | { kind: 'walkIn'; person: Person }
  | { kind: 'raffle' | 'fiftyFifty' | 'donation' }

/** The evening's moments in a seeded order: arrivals, walk-ins, ticket sales, donations. */
function evening(sim: Sim, arrivals: string[], walkIns: Person[], guests: number): Moment[] {
  const times = (n: number, kind: 'raffle' | 'fiftyFifty' | 'donation'): Moment[] =>
    Array.from({ length: n }, () => ({ kind }))
  return shuffled(sim, [
    ...arrivals.map((id): Moment => ({ kind: 'arrive', id })),
    ...walkIns.map((person): Moment => ({ kind: 'walkIn', person })),
    ...times(Math.round(guests * 0.6), 'raffle'),
    ...times(Math.round(guests * 0.3), 'fiftyFifty'),
    ...times(Math.max(3, Math.round(guests / 8)), 'donation'),
  ])
}

/** The door and the sellers all evening: two desks taking the queue in turn. */
function doorAndSales(
  sim: Sim,
  bad: BadTally,
  arrivals: string[],
  walkIns: Person[],
  guests: number,
): void {
  const moments = evening(sim, arrivals, walkIns, guests)
  moments.forEach((moment, i) => {
    // the two desks take the door's queue in turn, now and then out of turn
    const desk = DESKS[(i + (sim.random.next() < 0.2 ? 1 : 0)) % 2] ?? 'desk-A'
    if (moment.kind === 'arrive') arrive(sim, moment.id, desk)
    else if (moment.kind === 'walkIn') walkIn(sim, moment.person, desk)
    else if (moment.kind === 'donation') donate(sim)
    else sell(sim, moment.kind)
    if (i === Math.floor(moments.length / 2)) badMidNight(sim, bad)
  })
  // two volunteers at once on the same guest: at least once a night
  const inside = arrivals.find((id) => sim.book.guests.get(id)?.status === 'arrived')
  if (sim.tally.deskConflicts === 0 && inside) secondDesk(sim, inside, 'desk-A')
}

/** The whole night for `guests` people, one in eight a walk-in. */
export function runNight(sim: Sim, bad: BadTally, guests: number): void {
  const started = saveSettings(sim.deps, sim.nightId, SETTINGS)
  sim.seq = started.seq
  sim.state = started.state
  badBeforeSales(sim, bad)

  const everyone = people(guests, sim.random)
  const walkIns = everyone.filter((_, i) => i % 8 === 7)
  const listed = everyone.filter((_, i) => i % 8 !== 7)
  const ids = importFiles(sim, attendeeFiles(listed, sim.random))
  badFiles(sim, bad)
  console.error(
    `event-check: ${ids.size} imported, ${sim.tally.duplicatesLeftOut} repeats left out`,
  )

  openBooks()
  for (let i = 0; i < Math.max(6, Math.round(guests / 30)); i++) {
    const donor = i % 3 === 0 ? null : `Shop ${i}`
    act(sim, { type: 'prize', name: `Basket ${i + 1}`, donor }, sim.deps.laptop)
  }
  const registered = [...ids.values()]
  const noShows = registered.filter(() => sim.random.next() < 0.07)
  const arrivals = registered.filter((id) => !noShows.includes(id))
  const mistaken = arrivals.find((id) => (sim.book.guests.get(id)?.paid ?? 0) > 0)
  if (mistaken) arrivalMistake(sim, mistaken, 'desk-B')
  doorAndSales(sim, bad, arrivals, walkIns, guests)
  closeDoor(sim, noShows)

  drawPrizes(sim)
  drawFiftyFifty(sim)
  badFiftyFiftyDrawn(sim, bad)
  payOut(sim)
  badAfterPayout(sim, bad)
  console.error(`event-check: the night saved ${sim.seq} events; reading it back from disk`)
}
