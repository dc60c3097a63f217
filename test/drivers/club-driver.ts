// Drives a club through main's contract as a host would: members and substitutes, a season,
// RSVPs, stand-ins, buy-ins ticked, club nights played to the end with roll-offs settled.
import type { Random } from '../../src/shared/bunco'
import type { ClubMoney, ClubView, RsvpAnswer } from '../../src/shared/club'
import type { NightView } from '../../src/shared/views'
import { must, playRound, type Call } from './night-driver'

/** Default season rules for simulated clubs: ranked by wins, everyone qualifies. */
export const WINS_SEASON = {
  scoring: 'wins',
  placementPoints: [],
  minNights: 0,
  dropWorst: 0,
} as const

/** Creates a club with these members and substitutes; returns its view. */
export async function clubWith(
  call: Call,
  name: string,
  money: ClubMoney,
  members: readonly number[],
  substitutes: readonly number[],
): Promise<ClubView> {
  let club = await must<ClubView>(call, 'club:create', { name, money })
  for (const personId of members)
    club = await must(call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'role', personId, role: 'member' },
    })
  for (const personId of substitutes)
    club = await must(call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'role', personId, role: 'substitute' },
    })
  return club
}

/** Sends one RSVP answer. */
export function answer(
  call: Call,
  clubId: string,
  entryId: string,
  personId: number,
  reply: RsvpAnswer,
): Promise<ClubView> {
  return must(call, 'club:act', {
    clubId,
    action: { type: 'rsvp', entryId, personId, answer: reply },
  })
}

/** Ticks a buy-in as paid. */
export function pay(
  call: Call,
  clubId: string,
  entryId: string,
  personId: number,
  amount: number,
): Promise<ClubView> {
  return must(call, 'club:act', {
    clubId,
    action: { type: 'paid', entryId, personId, amount, method: 'cash' },
  })
}

/**
 * Plays a started night to its end with random results, then settles every roll-off by a random
 * pick among the tied (as the host would after rolling off at the table).
 */
export async function playToEnd(call: Call, start: NightView, random: Random): Promise<NightView> {
  const view = await must<NightView>(call, 'night:start', {
    nightId: start.id,
    seed: 1 + random.int(1_000_000),
  })
  return finishPlaying(call, view, random)
}

/** Plays a night already started to its end, roll-offs settled (see playToEnd). */
export async function finishPlaying(
  call: Call,
  started: NightView,
  random: Random,
): Promise<NightView> {
  let view = started
  while (view.current) view = await playRound(call, view, random)
  if (view.status !== 'finished') view = await must(call, 'night:finish', { nightId: view.id })
  for (let tries = 0; tries < 10; tries++) {
    const open = view.awards?.find((a) => a.status === 'needsRollOff')
    if (!open) break
    const pick = open.tied[random.int(open.tied.length)] ?? ''
    view = await must(call, 'night:settleRollOffs', {
      nightId: view.id,
      rollOffs: { [open.prize]: Number(pick.slice(1)) },
    })
  }
  return view
}

/** A club whose one season (a calendar year) has these nights on its schedule. */
export async function clubSeason(
  call: Call,
  club: {
    name: string
    money: ClubMoney
    members: readonly number[]
    substitutes?: readonly number[]
    year: number
    dates: readonly string[]
    host: number | null
    place: (date: string) => string
    notes: string
  },
): Promise<{ club: ClubView; seasonId: string }> {
  let view = await clubWith(call, club.name, club.money, club.members, club.substitutes ?? [])
  view = await must(call, 'club:season', {
    clubId: view.clubId,
    name: String(club.year),
    start: `${club.year}-01-01`,
    end: `${club.year}-12-31`,
    rules: WINS_SEASON,
  })
  const seasonId = view.seasons[0]?.seasonId ?? ''
  for (const date of club.dates)
    view = await must(call, 'club:entry', {
      clubId: view.clubId,
      seasonId,
      date,
      host: club.host,
      place: club.place(date),
      notes: club.notes,
    })
  return { club: view, seasonId }
}

/** Plays a scheduled night as its host: everyone says they come, it starts, all pay, it ends. */
export async function playScheduled(
  call: Call,
  clubId: string,
  entryId: string,
  people: readonly number[],
  buyIn: number,
  random: Random,
): Promise<NightView> {
  for (const p of people) await answer(call, clubId, entryId, p, 'coming')
  const night = await must<NightView>(call, 'club:startNight', { clubId, entryId })
  for (const p of people) await pay(call, clubId, entryId, p, buyIn)
  return playToEnd(call, night, random)
}
