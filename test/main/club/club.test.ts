// A club through main's contract over a real SQLite file: people, a season, RSVPs with a
// substitute, a night started from the list, buy-ins, payouts to the cent, the calendar file.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/shared/bunco'
import type { ClubView, SeasonReport } from '../../../src/shared/club'
import type { ExportedFile, NightView } from '../../../src/shared/views'
import { addPeople, must, type Call } from '../../drivers/night-driver'
import { answer, clubWith, pay, playToEnd, WINS_SEASON } from '../../drivers/club-driver'
import { freshStore, snapshot } from '../night/helpers'

const MONEY = {
  currency: 'USD',
  buyIn: 500,
  dues: 0,
  shares: [
    { prize: 'mostWins' as const, percent: 50 },
    { prize: 'mostBuncos' as const, percent: 30 },
    { prize: 'mostLosses' as const, percent: 10 },
  ],
  unclaimed: 'carry' as const,
}

/** A club of eight members and two substitutes, a 2026 season and two nights on it. */
async function club(call: Call): Promise<{ club: ClubView; people: number[]; seasonId: string }> {
  const people = await addPeople(call, 10, 'Member')
  let view = await clubWith(call, 'Tuesday Bunco', MONEY, people.slice(0, 8), people.slice(8))
  view = await must(call, 'club:season', {
    clubId: view.clubId,
    name: '2026',
    start: '2026-01-01',
    end: '2026-12-31',
    rules: WINS_SEASON,
  })
  const seasonId = view.seasons[0]?.seasonId ?? ''
  for (const [date, host] of [
    ['2026-02-03', people[0]],
    ['2026-03-03', people[1]],
  ] as const)
    view = await must(call, 'club:entry', {
      clubId: view.clubId,
      seasonId,
      date,
      host,
      place: `${date} place`,
      notes: 'Bring a dish',
    })
  return { club: view, people, seasonId }
}

/** The problem codes or message of a refused call. */
async function refused(call: Call, name: Parameters<Call>[0], args: unknown): Promise<string> {
  const out = await call(name, args)
  if (out.ok) return 'accepted'
  return out.error.message
}

describe('a club through main', () => {
  it('starts a night from who is coming, with the substitute standing in', async () => {
    const { call } = freshStore()
    const { club: c, people } = await club(call)
    const entryId = c.seasons[0]?.entries[0]?.entryId ?? ''
    for (const p of people.slice(0, 7)) await answer(call, c.clubId, entryId, p, 'coming')
    await answer(call, c.clubId, entryId, people[7] ?? 0, 'notComing')
    const view = await must<ClubView>(call, 'club:act', {
      clubId: c.clubId,
      action: { type: 'substitute', entryId, personId: people[8], for: people[7] },
    })
    const entry = view.seasons[0]?.entries[0]
    expect(entry?.rsvp).toMatchObject({ tables: 2, seatsToFill: 0 })
    const night = await must<NightView>(call, 'club:startNight', { clubId: c.clubId, entryId })
    expect(night.players.map((p) => p.personId).sort()).toEqual(
      [...people.slice(0, 7), people[8]].sort(),
    )
    expect(night.details).toMatchObject({ title: 'Tuesday Bunco', date: '2026-02-03' })
    expect(night.money).toMatchObject({ clubId: c.clubId, pot: 0, settled: false })
    // starting again opens the same night
    const again = await must<NightView>(call, 'club:startNight', { clubId: c.clubId, entryId })
    expect(again.id).toBe(night.id)
  })

  it('splits the pot of a played night to the cent and carries what nobody won', async () => {
    const { call } = freshStore()
    const { club: c, people, seasonId } = await club(call)
    const entries = c.seasons[0]?.entries ?? []
    const random = createRandom(21)
    let carried = 0
    for (const entry of entries) {
      for (const p of people.slice(0, 8)) await answer(call, c.clubId, entry.entryId, p, 'coming')
      const night = await must<NightView>(call, 'club:startNight', {
        clubId: c.clubId,
        entryId: entry.entryId,
      })
      for (const p of people.slice(0, 8)) await pay(call, c.clubId, entry.entryId, p, 500)
      const end = await playToEnd(call, night, random)
      const money = end.money
      expect(money?.settled).toBe(true)
      expect(money?.carriedIn).toBe(carried)
      expect(money?.pot).toBe(4000 + carried)
      const paid = money?.payouts.reduce((a, p) => a + p.amount, 0) ?? 0
      expect(paid + (money?.carried ?? 0) + (money?.kept ?? 0)).toBe(money?.pot)
      carried = money?.carried ?? 0
    }
    const report = await must<SeasonReport>(call, 'club:report', { clubId: c.clubId, seasonId })
    expect(report.mismatches).toEqual([])
    expect(report.played).toBe(2)
    expect(report.totals.paidIn).toBe(8000)
    expect(report.totals.paidOut + report.totals.kept + report.totals.carried).toBe(8000)
    const won = report.people.reduce((a, p) => a + p.won, 0)
    expect(won).toBe(report.totals.paidOut)
    expect(report.standings.filter((s) => s.qualified)).toHaveLength(8)
  })

  it('writes a calendar a maintained parser reads, each night once, in the host’s language', async () => {
    const { call } = freshStore()
    const { club: c, seasonId } = await club(call)
    const file = await must<ExportedFile>(call, 'club:calendar', {
      clubId: c.clubId,
      seasonId,
      language: 'fr',
    })
    expect(file.mimeType).toBe('text/calendar')
    expect(file.fileName).toBe('Tuesday Bunco 2026.ics')
    const calendar = new ICAL.Component(ICAL.parse(file.content))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.startDate.toString())).toEqual(['2026-02-03', '2026-03-03'])
    expect(new Set(events.map((e) => e.uid)).size).toBe(2)
    expect(events[0]?.summary).toBe('Tuesday Bunco : Bunco chez Member 1')
    expect(events[0]?.location).toBe('2026-02-03 place')
    expect(events[0]?.description).toContain('Notes : Bring a dish')
  })

  it('refuses bad input in the host’s language and changes nothing', async () => {
    const { ctx, call } = freshStore('de-DE')
    const { club: c, people } = await club(call)
    const entryId = c.seasons[0]?.entries[0]?.entryId ?? ''
    const before = snapshot(ctx)
    expect(
      await refused(call, 'club:act', {
        clubId: c.clubId,
        action: { type: 'substitute', entryId, personId: people[0], for: null },
      }),
    ).toContain('ist Mitglied des Clubs')
    expect(
      await refused(call, 'club:act', {
        clubId: c.clubId,
        action: {
          type: 'money',
          money: {
            ...MONEY,
            shares: [
              { prize: 'mostWins', percent: 70 },
              { prize: 'mostBuncos', percent: 40 },
            ],
          },
        },
      }),
    ).toContain('110')
    expect(
      await refused(call, 'club:act', {
        clubId: c.clubId,
        action: { type: 'paid', entryId, personId: people[0], amount: -500, method: 'cash' },
      }),
    ).not.toBe('accepted')
    expect(
      await refused(call, 'club:act', {
        clubId: c.clubId,
        action: { type: 'paid', entryId, personId: people[0], amount: 2.5, method: 'cash' },
      }),
    ).not.toBe('accepted')
    const empty = await must<ClubView>(call, 'club:season', {
      clubId: c.clubId,
      name: '2027',
      start: '2027-01-01',
      end: '2027-12-31',
      rules: WINS_SEASON,
    })
    const after = snapshot(ctx)
    const season2027 = empty.seasons.find((s) => s.name === '2027')?.seasonId
    expect(
      await refused(call, 'club:calendar', { clubId: c.clubId, seasonId: season2027 }),
    ).toContain('noch keinen Abend')
    expect(snapshot(ctx)).toBe(after)
    expect(after).not.toBe(before)
  })

  it('follows a merged person: their club place and answers are the person they became', async () => {
    const { call } = freshStore()
    const { club: c, people } = await club(call)
    const [extra] = await addPeople(call, 1, 'Twin')
    const entryId = c.seasons[0]?.entries[0]?.entryId ?? ''
    await must(call, 'club:act', {
      clubId: c.clubId,
      action: { type: 'role', personId: extra, role: 'substitute' },
    })
    await answer(call, c.clubId, entryId, extra ?? 0, 'coming')
    await must(call, 'roster:merge', { keep: people[9], merge: extra })
    const view = await must<ClubView>(call, 'club:get', { clubId: c.clubId })
    expect(view.people.filter((p) => p.personId === extra)).toEqual([])
    expect(view.people.filter((p) => p.personId === people[9])).toHaveLength(1)
    expect(view.seasons[0]?.entries[0]?.answers).toContainEqual({
      personId: people[9],
      answer: 'coming',
    })
  })

  it('lists clubs with their next night, and pushes a change once it is saved', async () => {
    const { ctx, call } = freshStore()
    const seen: string[] = []
    ctx.push.subscribe((m) => {
      if (m.name === 'club:changed') seen.push(m.data.clubId)
    })
    const { club: c } = await club(call)
    const list = await must<{ name: string; next: string | null; members: number }[]>(
      call,
      'club:list',
      {},
    )
    expect(list).toEqual([
      { clubId: c.clubId, name: 'Tuesday Bunco', members: 8, substitutes: 2, next: '2026-02-03' },
    ])
    expect(seen.length).toBeGreaterThan(10)
    expect(new Set(seen)).toEqual(new Set([c.clubId]))
  })
})
