// Clubs move with everything else: their people, seasons, schedule, answers and money arrive on
// the other computer with its own ids, a second import adds nothing twice, and a club changed on
// both computers gains only the changes it lacks.
import { createRandom } from '@shared/bunco'
import type { ClubSummary, ClubView, SeasonReport } from '@shared/club'
import type { TransferPreview, TransferResult } from '@shared/transfer/views'
import type { ExportedFile, NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { answer, clubSeason, playScheduled } from '../../drivers/club-driver'
import { addPeople, must, type Call } from '../../drivers/night-driver'
import { freshStore, snapshot } from '../night/helpers'

const MONEY = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [
    { prize: 'mostWins' as const, percent: 60 },
    { prize: 'travelingDie' as const, percent: 20 },
  ],
  unclaimed: 'carry' as const,
}

const exportAll = async (call: Call): Promise<string> =>
  (await must<ExportedFile>(call, 'transfer:exportAll', {})).content

/** A club with a played night (paid, split, carried) and a scheduled one with answers. */
async function playedClub(call: Call): Promise<{ clubId: string; seasonId: string }> {
  const people = await addPeople(call, 9, 'Member')
  const { club, seasonId } = await clubSeason(call, {
    name: 'Family Bunco',
    money: MONEY,
    members: people.slice(0, 8),
    substitutes: [people[8] ?? 0],
    year: 2026,
    dates: ['2026-04-04', '2026-05-02'],
    host: people[0] ?? null,
    place: () => 'Oma',
    notes: '',
  })
  const [first, second] = club.seasons[0]?.entries ?? []
  await playScheduled(
    call,
    club.clubId,
    first?.entryId ?? '',
    people.slice(0, 8),
    500,
    createRandom(3),
  )
  await answer(call, club.clubId, second?.entryId ?? '', people[2] ?? 0, 'notComing')
  return { clubId: club.clubId, seasonId }
}

describe('clubs moved to another computer', () => {
  it('arrive whole, with the same standings and money, and never twice', async () => {
    const a = freshStore()
    const { clubId, seasonId } = await playedClub(a.call)
    // the other computer already has people of its own, so every id differs
    const b = freshStore()
    await addPeople(b.call, 5, 'Neighbour')
    const file = await exportAll(a.call)
    const seen = await must<TransferPreview>(b.call, 'transfer:previewImport', { json: file })
    expect(seen.addClubs).toEqual(['Family Bunco'])
    const done = await must<TransferResult>(b.call, 'transfer:importAll', {
      json: file,
      settings: false,
    })
    expect(done).toMatchObject({ clubs: 1, updatedClubs: 0, nights: 1 })
    const report = (s: ReturnType<typeof freshStore>) =>
      must<SeasonReport>(s.call, 'club:report', { clubId, seasonId })
    const [ra, rb] = [await report(a), await report(b)]
    expect(rb.standings.map((l) => [l.name, l.score, l.place])).toEqual(
      ra.standings.map((l) => [l.name, l.score, l.place]),
    )
    expect(rb.totals).toEqual(ra.totals)
    expect(rb.people.map((p) => [p.name, p.paidIn, p.won])).toEqual(
      ra.people.map((p) => [p.name, p.paidIn, p.won]),
    )
    const viewB = await must<ClubView>(b.call, 'club:get', { clubId })
    const nightB = viewB.seasons[0]?.entries[0]?.nightId ?? 0
    const moneyB = (await must<NightView>(b.call, 'night:get', { nightId: nightB })).money
    expect(moneyB?.settled).toBe(true)
    expect(moneyB?.pot).toBe(4000)
    // importing the same file again changes nothing
    const before = snapshot(b.ctx)
    const again = await must<TransferResult>(b.call, 'transfer:importAll', {
      json: file,
      settings: false,
    })
    expect(again).toMatchObject({ clubs: 0, updatedClubs: 0 })
    expect(snapshot(b.ctx).replace(/"created_at":"[^"]*"/g, '')).toBe(
      before.replace(/"created_at":"[^"]*"/g, ''),
    )
  })

  it('brings a club here up to date with the changes made on the other computer', async () => {
    const a = freshStore()
    const { clubId } = await playedClub(a.call)
    const b = freshStore()
    await must(b.call, 'transfer:importAll', { json: await exportAll(a.call), settings: false })
    await must(a.call, 'club:act', {
      clubId,
      action: { type: 'rename', name: 'Family Bunco Club' },
    })
    const seen = await must<TransferPreview>(b.call, 'transfer:previewImport', {
      json: await exportAll(a.call),
    })
    expect(seen.updatedClubs).toEqual(['Family Bunco Club'])
    await must(b.call, 'transfer:importAll', { json: await exportAll(a.call), settings: false })
    const list = await must<ClubSummary[]>(b.call, 'club:list', {})
    expect(list.map((c) => c.name)).toEqual(['Family Bunco Club'])
  })

  it('reads a version 1 file (before clubs) as before', async () => {
    const a = freshStore()
    await addPeople(a.call, 4, 'Old')
    const file = JSON.parse(await exportAll(a.call)) as Record<string, unknown>
    delete file['clubs']
    file['version'] = 1
    const b = freshStore()
    const done = await must<TransferResult>(b.call, 'transfer:importAll', {
      json: JSON.stringify(file),
      settings: false,
    })
    expect(done).toMatchObject({ people: 4, clubs: 0 })
  })
})
