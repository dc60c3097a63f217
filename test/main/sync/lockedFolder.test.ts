// A locked club folder is closed (finding 9): someone without the passphrase who knows the club
// (they had it before the lock) adds files, and nothing of theirs is read; a change never speaks
// for a laptop other than the one whose files hold it, in an open folder too; clocks and ids are
// checked for shape; the same change in two versions is said, not silently kept two ways.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import { formatHlc } from '@shared/sync/hlc'
import type { AddedPerson, NightView, Person } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { clubRepo } from '../../../src/main/club/clubRepo'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import {
  decodeSegment,
  encodeSegment,
  segmentName,
  type SyncEvent,
} from '../../../src/main/sync/segmentFile'
import { must } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { annsClub, laptopWith, look, seen, type Laptop } from './laptops'

const PASS = 'dice on tuesdays 2027'

const kinds = (r: { scan: { notices: { kind: string; count: number }[] } } | null) =>
  Object.fromEntries((r?.scan.notices ?? []).map((n) => [n.kind, n.count]))

/** Mallory's own files for the club, as his laptop writes them into a folder of his own. */
function mallorysFiles(mallory: Laptop, clubId: string): string {
  const scratch = tempFolder()
  look(mallory, scratch, clubId)
  return join(scratch, LAPTOPS_FOLDER, mallory.ctx.club.clock.laptop)
}

/** Everything Mallory does to the club on his laptop: 25 members, a new name, all to him. */
async function mallorysChanges(mallory: Laptop, clubId: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    const added = await must<AddedPerson>(mallory.call, 'roster:add', { name: `Invented ${i}` })
    await must(mallory.call, 'club:act', {
      clubId,
      action: { type: 'role', personId: added.person.id, role: 'member' },
    })
  }
  await must(mallory.call, 'club:act', { clubId, action: { type: 'rename', name: 'Mallory’s' } })
  await must(mallory.call, 'club:act', {
    clubId,
    action: {
      type: 'money',
      money: {
        currency: 'EUR',
        buyIn: 500,
        dues: 0,
        shares: [{ prize: 'mostLosses', percent: 100 }],
        unclaimed: 'carry',
      },
    },
  })
  const view = await must<ClubView>(mallory.call, 'club:get', { clubId })
  const entryId = view.seasons[0]?.entries[1]?.entryId
  await must<NightView>(mallory.call, 'club:startNight', { clubId, entryId })
}

/** Ann's club in an open folder, and Mallory's laptop that read it there. */
async function openToMallory() {
  const folder = tempFolder()
  const ann = laptopWith()
  const clubId = await annsClub(ann)
  look(ann, folder, clubId)
  const mallory = laptopWith()
  look(mallory, folder, clubId)
  return { folder, ann, clubId, mallory }
}

/** The segments of one laptop's folder, decoded (open folder). */
function segmentsOf(dir: string): { name: string; events: SyncEvent[] }[] {
  return readdirSync(dir)
    .filter((n) => n.startsWith('segment-'))
    .flatMap((name) => {
      const read = decodeSegment(readFileSync(join(dir, name), 'utf8'))
      return read.kind === 'segment' ? [{ name, events: read.segment.events }] : []
    })
}

describe('a locked club folder', () => {
  it('reads nothing unsealed added after the lock, from someone who knew the club before', async () => {
    const folder = tempFolder()
    const ann = laptopWith(() => folder)
    const clubId = await annsClub(ann)
    look(ann, folder, clubId)
    // Mallory had the club while the folder was open
    const mallory = laptopWith()
    look(mallory, folder, clubId)
    look(ann, folder, clubId, PASS)
    const bea = laptopWith()
    look(bea, folder, clubId, PASS)
    await mallorysChanges(mallory, clubId)
    const his = mallorysFiles(mallory, clubId)
    cpSync(his, join(folder, LAPTOPS_FOLDER, mallory.ctx.club.clock.laptop), { recursive: true })
    // and the same files again, under Bea's laptop, claiming to be hers
    const beas = join(folder, LAPTOPS_FOLDER, bea.ctx.club.clock.laptop)
    for (const s of segmentsOf(his)) {
      const claimed = s.events.map((e) => ({
        ...e,
        hlc: e.hlc.replace(mallory.ctx.club.clock.laptop, bea.ctx.club.clock.laptop),
      }))
      writeFileSync(
        join(beas, segmentName(90 + Number(s.name.slice(8, 16)))),
        encodeSegment(bea.ctx.club.clock.laptop, 90 + Number(s.name.slice(8, 16)), claimed),
      )
    }
    for (let i = 0; i < 2; i++)
      for (const l of [ann, bea])
        expect(kinds(look(l, folder, clubId, PASS))).toHaveProperty('unsealed')
    const people = await must<Person[]>(bea.call, 'roster:list', { includeArchived: true })
    expect(people.filter((p) => p.name.startsWith('Invented'))).toEqual([])
    const club = await must<ClubView>(bea.call, 'club:get', { clubId })
    expect(club.name).toBe('Tuesday Bunco')
    expect(club.money.shares).toEqual([{ prize: 'mostWins', percent: 80 }])
    expect(club.seasons[0]?.entries.every((e) => e.nightId === null)).toBe(true)
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
    // nothing of Mallory's was taken in, so nothing of his is sealed into Bea's files
    const forged = new Set(
      clubRepo(mallory.ctx.db)
        .events(clubId)
        .map((e) => e.uid),
    )
    for (const l of [ann, bea])
      expect(
        clubRepo(l.ctx.db)
          .events(clubId)
          .filter((e) => forged.has(e.uid) && e.laptop === mallory.ctx.club.clock.laptop),
      ).toEqual([])
  })
})

describe('changes in any club folder', () => {
  it('never speak for a laptop other than the one whose segment holds them (open folder)', async () => {
    const { folder, ann, clubId, mallory } = await openToMallory()
    const view = await must<ClubView>(mallory.call, 'club:get', { clubId })
    const entryId = view.seasons[0]?.entries[0]?.entryId
    const payer = view.people[1]?.personId
    await must(mallory.call, 'club:act', {
      clubId,
      action: { type: 'paid', entryId, personId: payer, amount: 99_999, method: 'cash' },
    })
    const [his] = segmentsOf(mallorysFiles(mallory, clubId)).map((s) => s.events)
    // Mallory slips his buy-in into a new segment of Ann's, as if Ann's laptop wrote it
    const annsDir = join(folder, LAPTOPS_FOLDER, ann.ctx.club.clock.laptop)
    const annsLast = segmentsOf(annsDir).at(-1)
    const buyIn = (his ?? []).filter((e) => JSON.stringify(e.body).includes('99999'))
    expect(buyIn).toHaveLength(1)
    writeFileSync(
      join(annsDir, segmentName(2)),
      encodeSegment(ann.ctx.club.clock.laptop, 2, [...(annsLast?.events ?? []), ...buyIn]),
    )
    const bea = laptopWith()
    const read = look(bea, folder, clubId)
    expect(kinds(read)).toMatchObject({ wrongLaptop: 1 })
    const club = await must<ClubView>(bea.call, 'club:get', { clubId })
    expect(club.seasons[0]?.entries[0]?.payments.map((p) => p.amount)).toEqual([500])
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  })

  it('are refused when their clock or id is not of the app’s shape (a clock of "~" pins nothing)', async () => {
    const { folder, ann, clubId, mallory } = await openToMallory()
    await must(mallory.call, 'club:act', { clubId, action: { type: 'rename', name: 'Pinned' } })
    const dir = mallorysFiles(mallory, clubId)
    const me = mallory.ctx.club.clock.laptop
    const events = segmentsOf(dir).flatMap((s) => s.events)
    const rename = events.filter((e) => JSON.stringify(e.body).includes('Pinned'))
    const forged = [
      ...rename.map((e) => ({ ...e, hlc: '~' })),
      ...rename.map((e) => ({
        ...e,
        id: `ev-${'f'.repeat(36)}`,
        hlc: formatHlc({ wall: Date.now() + 365 * 86_400_000, counter: 0, laptop: me }),
      })),
    ]
    cpSync(dir, join(folder, LAPTOPS_FOLDER, me), { recursive: true })
    writeFileSync(join(folder, LAPTOPS_FOLDER, me, segmentName(1)), encodeSegment(me, 1, forged))
    const bea = laptopWith()
    const read = look(bea, folder, clubId)
    expect(kinds(read)).toMatchObject({ badShape: 1, future: 1 })
    // Ann renames after: her name holds on both laptops
    await must(ann.call, 'club:act', { clubId, action: { type: 'rename', name: 'Ann’s later' } })
    look(ann, folder, clubId)
    look(bea, folder, clubId)
    expect((await must<ClubView>(bea.call, 'club:get', { clubId })).name).toBe('Ann’s later')
    expect((await must<ClubView>(ann.call, 'club:get', { clubId })).name).toBe('Ann’s later')
  })

  it('found in two versions under the same id are said, not kept two ways in silence', async () => {
    const folder = tempFolder()
    const ann = laptopWith()
    const clubId = await annsClub(ann)
    await must(ann.call, 'club:act', { clubId, action: { type: 'rename', name: 'Right name' } })
    look(ann, folder, clubId)
    const dir = join(folder, LAPTOPS_FOLDER, ann.ctx.club.clock.laptop)
    const [first] = segmentsOf(dir)
    const twin = (first?.events ?? []).map((e) =>
      JSON.stringify(e.body).includes('Right name')
        ? {
            ...e,
            body: JSON.parse(JSON.stringify(e.body).replace('Right name', 'Other name')) as unknown,
          }
        : e,
    )
    writeFileSync(
      join(dir, 'segment-00000001 (Ann’s conflicted copy 2027-01-12).json'),
      encodeSegment(ann.ctx.club.clock.laptop, 1, twin),
    )
    for (const l of [laptopWith(), ann]) {
      const read = look(l, folder, clubId)
      expect(kinds(read)).toMatchObject({ twoVersions: 1 })
      expect((await must<ClubView>(l.call, 'club:get', { clubId })).name).toBe('Right name')
    }
  })
})
