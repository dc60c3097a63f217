// The club's people edited on two laptops sharing a folder: each field keeps its latest edit by
// hybrid clock (ties by laptop id), merges reach every laptop and stay merged, whatever the
// laptops' clocks say and in whichever order the laptops read.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { Person } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { syncClub } from '../../../src/main/sync/clubSync'
import { laptopClock } from '../../../src/main/sync/laptopClock'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import { mergeGroups } from '../../../src/main/roster/rosterEdits'
import type { PersonEdit } from '../../../src/main/roster/personEditsRepo'
import { clubSeason } from '../../drivers/club-driver'
import { addPeople, must } from '../../drivers/night-driver'
import { freshStore } from '../night/helpers'
import { tempFolder } from '../helpers'

type Laptop = ReturnType<typeof freshStore>

const MONEY = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [{ prize: 'mostWins' as const, percent: 80 }],
  unclaimed: 'carry' as const,
}

const sync = (l: Laptop, folder: string, clubId: string) =>
  syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock)

/** Both laptops read and write until neither has anything new. */
function settle(laptops: readonly Laptop[], folder: string, clubId: string): void {
  for (let i = 0; i < 3; i++) for (const l of laptops) sync(l, folder, clubId)
}

/** The roster as a host sees it (everyone, archived too), by name. */
async function roster(l: Laptop): Promise<[string, string, boolean][]> {
  const people = await must<Person[]>(l.call, 'roster:list', { includeArchived: true })
  return people.map((p) => [p.name, p.note, p.archived])
}

/** A person's id on a laptop, by name (ids differ per laptop). */
async function idOf(l: Laptop, name: string): Promise<number> {
  const people = await must<Person[]>(l.call, 'roster:list', { includeArchived: true })
  const found = people.find((p) => p.name === name)
  if (!found) throw new Error(`no ${name}`)
  return found.id
}

/** Ann's club of six, on Ann's laptop and read by Bea's. */
async function shared(): Promise<{ ann: Laptop; bea: Laptop; folder: string; clubId: string }> {
  const folder = tempFolder()
  const [ann, bea] = [freshStore(), freshStore()]
  const people = await addPeople(ann.call, 6, 'Player')
  const { club } = await clubSeason(ann.call, {
    name: 'Roster club',
    money: MONEY,
    members: people,
    year: 2027,
    dates: ['2027-01-12'],
    host: null,
    place: () => '',
    notes: '',
  })
  settle([ann, bea], folder, club.clubId)
  return { ann, bea, folder, clubId: club.clubId }
}

/** Gives a laptop's clock a fixed wall time (its store's clock, as the app uses it). */
function clockAt(l: Laptop, wall: () => number): void {
  l.ctx.club.clock = laptopClock(l.ctx.db, wall)
}

describe('a person edited on two laptops', () => {
  it('keeps the later rename by clock on both laptops, whichever reads first', async () => {
    const { ann, bea, folder, clubId } = await shared()
    clockAt(ann, () => Date.parse('2030-01-01T10:00:00Z'))
    clockAt(bea, () => Date.parse('2030-01-01T10:00:05Z'))
    await must(ann.call, 'roster:rename', { id: await idOf(ann, 'Player 1'), name: 'Ann says' })
    await must(bea.call, 'roster:rename', { id: await idOf(bea, 'Player 1'), name: 'Bea says' })
    settle([bea, ann], folder, clubId)
    expect(await roster(ann)).toEqual(await roster(bea))
    expect((await roster(ann)).map((p) => p[0])).toContain('Bea says')
    expect((await roster(ann)).map((p) => p[0])).not.toContain('Ann says')
  })

  it('breaks a tie of clocks by laptop id, the same on both laptops', async () => {
    const { ann, bea, folder, clubId } = await shared()
    const same = Date.parse('2030-06-01T10:00:00Z')
    clockAt(ann, () => same)
    clockAt(bea, () => same)
    await must(ann.call, 'roster:rename', { id: await idOf(ann, 'Player 2'), name: 'From Ann' })
    await must(bea.call, 'roster:rename', { id: await idOf(bea, 'Player 2'), name: 'From Bea' })
    settle([ann, bea], folder, clubId)
    const winner = ann.ctx.club.clock.laptop > bea.ctx.club.clock.laptop ? 'From Ann' : 'From Bea'
    expect(await roster(ann)).toEqual(await roster(bea))
    expect((await roster(bea)).map((p) => p[0])).toContain(winner)
  })

  it('keeps a name changed on one laptop and a note on the other: fields are separate', async () => {
    const { ann, bea, folder, clubId } = await shared()
    await must(ann.call, 'roster:rename', { id: await idOf(ann, 'Player 3'), name: 'Cleo' })
    await must(bea.call, 'roster:rename', {
      id: await idOf(bea, 'Player 3'),
      name: 'Player 3',
      note: 'brings dice',
    })
    await must(bea.call, 'roster:archive', { id: await idOf(bea, 'Player 4'), archived: true })
    settle([ann, bea], folder, clubId)
    expect(await roster(ann)).toEqual(await roster(bea))
    expect(await roster(ann)).toContainEqual(['Cleo', 'brings dice', false])
    expect(await roster(ann)).toContainEqual(['Player 4', '', true])
  })

  it.each([6, -6])(
    'lets an edit made after reading another win with a clock %i h off',
    async (h) => {
      const { ann, bea, folder, clubId } = await shared()
      clockAt(bea, () => Date.now() + h * 3_600_000)
      await must(ann.call, 'roster:rename', { id: await idOf(ann, 'Player 5'), name: 'Ann first' })
      settle([ann, bea], folder, clubId)
      await must(bea.call, 'roster:rename', { id: await idOf(bea, 'Ann first'), name: 'Bea after' })
      settle([ann, bea], folder, clubId)
      expect(await roster(ann)).toEqual(await roster(bea))
      expect((await roster(ann)).map((p) => p[0])).toContain('Bea after')
    },
  )
})

describe('people merged on one laptop', () => {
  it('are merged on the other too, in the roster and in the club', async () => {
    const { ann, bea, folder, clubId } = await shared()
    await must(ann.call, 'roster:merge', {
      keep: await idOf(ann, 'Player 1'),
      merge: await idOf(ann, 'Player 2'),
    })
    settle([ann, bea], folder, clubId)
    const names = (await roster(bea)).map((p) => p[0])
    expect(names).toContain('Player 1')
    expect(names).not.toContain('Player 2')
    const club = await must<ClubView>(bea.call, 'club:get', { clubId })
    expect(club.people.map((p) => club.names[p.personId])).not.toContain('Player 2')
    expect(await roster(ann)).toEqual(await roster(bea))
  })

  it('stay one person when two laptops merged the same person into two others', async () => {
    const { ann, bea, folder, clubId } = await shared()
    await must(ann.call, 'roster:merge', {
      keep: await idOf(ann, 'Player 3'),
      merge: await idOf(ann, 'Player 4'),
    })
    await must(bea.call, 'roster:merge', {
      keep: await idOf(bea, 'Player 5'),
      merge: await idOf(bea, 'Player 4'),
    })
    settle([bea, ann], folder, clubId)
    const [a, b] = [await roster(ann), await roster(bea)]
    expect(a).toEqual(b)
    const left = a.map((p) => p[0]).filter((n) => ['Player 3', 'Player 4', 'Player 5'].includes(n))
    expect(left).toHaveLength(1)
  })

  it.each([
    ['each into the other', 'Player 2'],
    ['into a substitute and back', 'Sub'],
  ])('keep a member a member when two laptops merged two ways (%s)', async (_how, other) => {
    const { ann, bea, folder, clubId } = await shared()
    if (other === 'Sub') {
      const [sub] = await addPeople(ann.call, 1, 'Sub')
      await must(ann.call, 'club:act', {
        clubId,
        action: { type: 'role', personId: sub, role: 'substitute' },
      })
      await must(ann.call, 'roster:rename', { id: sub ?? 0, name: 'Sub' })
      settle([ann, bea], folder, clubId)
    }
    // the same person entered twice: Ann keeps one, Bea the other, before either has read
    await must(ann.call, 'roster:merge', {
      keep: await idOf(ann, 'Player 1'),
      merge: await idOf(ann, other),
    })
    await must(bea.call, 'roster:merge', {
      keep: await idOf(bea, other),
      merge: await idOf(bea, 'Player 1'),
    })
    settle([ann, bea], folder, clubId)
    for (const l of [ann, bea]) {
      const club = await must<ClubView>(l.call, 'club:get', { clubId })
      const merged = club.people.filter((p) =>
        ['Player 1', other].includes(club.names[p.personId] ?? ''),
      )
      expect(merged.map((p) => p.role)).toEqual(['member'])
      expect(club.people.filter((p) => p.role === 'member')).toHaveLength(other === 'Sub' ? 6 : 5)
    }
  })

  it('writes no edit of a person the club does not know into the folder', async () => {
    const { ann, folder, clubId } = await shared()
    const [outsider] = await addPeople(ann.call, 1, 'Neighbour')
    await must(ann.call, 'roster:rename', { id: outsider ?? 0, name: 'Private Name' })
    sync(ann, folder, clubId)
    const laptop = readdirSync(join(folder, LAPTOPS_FOLDER))[0] ?? ''
    const dir = join(folder, LAPTOPS_FOLDER, laptop)
    const text = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('')
    expect(text).not.toContain('Private Name')
    expect(text).not.toContain('Neighbour')
  })
})

describe('merge groups', () => {
  const edit = (gone: string, keep: string, hlc: string): PersonEdit => ({
    uid: `pe-${gone}${keep}${hlc}`,
    person_uid: gone,
    field: 'merged',
    value: keep,
    hlc,
    laptop: 'aaaa',
  })

  it('come out the same whatever order the merges were read in', () => {
    const edits = [edit('a', 'b', '1'), edit('a', 'c', '2'), edit('d', 'a', '3')]
    const once = mergeGroups(edits)
    expect(mergeGroups([...edits].reverse())).toEqual(once)
    expect(new Set(once.values()).size).toBe(1)
    expect([...once.keys()].sort()).toEqual(['a', 'b', 'd'])
  })

  it('never make a cycle of two merges that point at each other', () => {
    const groups = mergeGroups([edit('a', 'b', '1'), edit('b', 'a', '2')])
    expect(groups).toEqual(new Map([['a', 'b']]))
  })
})
