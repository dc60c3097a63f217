// One simulated club night, as a host plays it: answers, stand-ins, a start from the list, buy-ins
// ticked (some by card, one untick and tick again), a walk-in now and then, a night of random
// results with its roll-offs settled. Returns what the simulation itself saw paid and won.
import {
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  createRandom,
  type PrizeCategory,
  type Random,
} from '../../src/shared/bunco'
import type { ClubMoney, ClubView } from '../../src/shared/club'
import type { NightView } from '../../src/shared/views'
import { answer, pay, playToEnd } from '../../test/drivers/club-driver'
import { must, type Call } from '../../test/drivers/night-driver'

/** What one night moved, as the simulation counted it. */
export interface NightRecord {
  seasonId: string
  buyIns: Map<number, number>
  view: NightView
  /** The club's split when the night started: the one its pot must follow. */
  money: ClubMoney
}

/** A random split of the pot: some prizes a night may not award (they carry or spread). */
export function randomMoney(random: Random, currency: string, buyIn: number): ClubMoney {
  const prizes = [...PRIZE_CATEGORIES].filter(() => random.next() < 0.6)
  let left = 10_000
  const shares = prizes.map((prize) => {
    const bp = random.int(Math.min(left, 6000) + 1)
    left -= bp
    return { prize, percent: bp / 100 }
  })
  return {
    currency,
    buyIn,
    dues: random.next() < 0.3 ? buyIn * 4 : 0,
    shares,
    unclaimed: random.next() < 0.5 ? 'carry' : 'spread',
  }
}

/** Random house rules for a short club night: its prizes, ties and the traveling die. */
function randomRules(random: Random): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[random.int(list.length)] as T
  const die = random.next() < 0.4
  return {
    sets: 1 + random.int(2),
    travelingDie: { enabled: die, passOn: 'bunco' },
    prizes: PRIZE_CATEGORIES.map((category: PrizeCategory) => ({
      category,
      enabled: category === 'travelingDie' ? die : random.next() < 0.7,
      tie: pick(PRIZE_TIE_RULES),
    })),
  }
}

/** Plays one scheduled night of the club through main. */
export async function playClubNight(
  call: Call,
  club: ClubView,
  entryId: string,
  seasonId: string,
  walkIns: readonly number[],
  seed: number,
): Promise<NightRecord> {
  const random = createRandom(seed)
  const clubId = club.clubId
  const members = club.people.filter((p) => p.role === 'member').map((p) => p.personId)
  const subs = club.people.filter((p) => p.role === 'substitute').map((p) => p.personId)
  const away: number[] = []
  for (const personId of members) {
    const roll = random.next()
    const reply = roll < 0.75 ? 'coming' : roll < 0.92 ? 'notComing' : 'unanswered'
    if (reply !== 'unanswered') await answer(call, clubId, entryId, personId, reply)
    if (reply !== 'coming') away.push(personId)
  }
  let view = await must<ClubView>(call, 'club:get', { clubId })
  let rsvp = view.seasons.flatMap((s) => s.entries).find((e) => e.entryId === entryId)?.rsvp
  // substitutes fill the empty seats, standing in for a member who is away when there is one
  for (const personId of subs) {
    if (!rsvp || (rsvp.seatsToFill === 0 && rsvp.coming.length >= 4)) break
    view = await must(call, 'club:act', {
      clubId,
      action: { type: 'substitute', entryId, personId, for: away.shift() ?? null },
    })
    rsvp = view.seasons.flatMap((s) => s.entries).find((e) => e.entryId === entryId)?.rsvp
  }
  let night = await must<NightView>(call, 'club:startNight', { clubId, entryId })
  const guests = night.players.map((p) => p.personId).filter((id): id is number => id !== null)
  if (random.next() < 0.15 && walkIns.length > 0) {
    const walkIn = walkIns[random.int(walkIns.length)] ?? 0
    if (!guests.includes(walkIn)) guests.push(walkIn)
  }
  while (guests.length < 4) guests.push(walkIns[guests.length] ?? 0)
  await must(call, 'night:setGuests', { nightId: night.id, personIds: guests })
  night = await must(call, 'night:setRules', { nightId: night.id, rules: randomRules(random) })
  const buyIns = new Map<number, number>()
  for (const personId of guests) {
    if (random.next() < 0.1) continue // forgot to pay
    await pay(call, clubId, entryId, personId, club.money.buyIn)
    buyIns.set(personId, club.money.buyIn)
    if (random.next() < 0.05) {
      // ticked by mistake, then ticked again by card
      await must(call, 'club:act', { clubId, action: { type: 'unpaid', entryId, personId } })
      await must(call, 'club:act', {
        clubId,
        action: { type: 'paid', entryId, personId, amount: club.money.buyIn, method: 'other' },
      })
    }
  }
  const end = await playToEnd(call, night, random)
  return { seasonId, buyIns, view: end, money: club.money }
}
