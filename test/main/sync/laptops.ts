// Laptops sharing a club through a folder, for the sync tests: real main contexts over their own
// stores, a club with people, a season and answers, and one look at the folder as the app makes it.
import type { ClubView } from '@shared/club'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { syncClub } from '../../../src/main/sync/clubSync'
import { answer, clubSeason, pay } from '../../drivers/club-driver'
import { addPeople, must, type Call } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'

/** A laptop: its main context and its dispatch. */
export interface Laptop {
  ctx: MainContext
  call: Call
}

/** A laptop whose folder dialog answers with `folder` (null: the host cancels). */
export function laptopWith(folder: () => string | null = () => null): Laptop {
  const ctx = createMainContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    hooks: { pickFolder: () => Promise.resolve(folder()) },
  })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

/** The club money most sync tests use: a 5.00 buy-in, 80 % to the most wins, the rest carried. */
export const MONEY = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [{ prize: 'mostWins' as const, percent: 80 }],
  unclaimed: 'carry' as const,
}

/** One look at the folder as the app makes it: the club, its people and its nights. */
export const look = (l: Laptop, folder: string, clubId: string, passphrase: string | null = null) =>
  syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock, passphrase, l.ctx.store)

/** Ann's laptop with a club: people, a season, two nights, answers, a stand-in, buy-ins. */
export async function annsClub(ann: Laptop): Promise<string> {
  const people = await addPeople(ann.call, 9, 'Player')
  const { club } = await clubSeason(ann.call, {
    name: 'Tuesday Bunco',
    money: MONEY,
    members: people.slice(0, 8),
    substitutes: [people[8] ?? 0],
    year: 2027,
    dates: ['2027-01-12', '2027-02-09'],
    host: people[0] ?? null,
    place: () => 'Ann’s',
    notes: '',
  })
  const entryId = club.seasons[0]?.entries[0]?.entryId ?? ''
  for (const p of people.slice(0, 7)) await answer(ann.call, club.clubId, entryId, p, 'coming')
  await answer(ann.call, club.clubId, entryId, people[7] ?? 0, 'notComing')
  await must(ann.call, 'club:act', {
    clubId: club.clubId,
    action: { type: 'substitute', entryId, personId: people[8], for: people[7] },
  })
  await pay(ann.call, club.clubId, entryId, people[0] ?? 0, 500)
  return club.clubId
}

/** A club as a host sees it, with names for ids (each laptop has its own ids). */
export async function seen(l: Laptop, clubId: string): Promise<unknown> {
  const v = await must<ClubView>(l.call, 'club:get', { clubId })
  const name = (id: number | null) => (id === null ? null : v.names[id])
  return {
    name: v.name,
    money: v.money,
    people: v.people.map((p) => [p.name, p.role]),
    seasons: v.seasons.map((s) => ({
      name: s.name,
      entries: s.entries.map((e) => ({
        date: e.date,
        host: name(e.host),
        answers: e.answers.map((a) => [name(a.personId), a.answer]).sort(),
        paid: e.payments.map((p) => [name(p.personId), p.amount]).sort(),
        substitutes: e.substitutes.map((x) => [name(x.personId), name(x.for)]),
      })),
    })),
  }
}
