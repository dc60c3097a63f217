// "Move to another computer": everything out of one store and into another, merged by uid.
import { createRandom } from '@shared/bunco'
import type { TransferPreview, TransferResult } from '@shared/transfer/views'
import type { ExportedFile, NightView, Person, SeasonRow } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight, type Call } from '../../drivers/night-driver'
import { freshStore, replayMatches, snapshot } from '../night/helpers'

type Store = ReturnType<typeof freshStore>

async function playNight(s: Store, ids: number[], title: string, seed: number): Promise<number> {
  let v = await startNight(s.call, ids, { seed, title })
  for (let r = 0; r < 3; r++) v = await playRound(s.call, v, createRandom(seed * 10 + r))
  await must(s.call, 'night:finish', { nightId: v.id })
  return v.id
}

const exportAll = async (call: Call): Promise<string> =>
  (await must<ExportedFile>(call, 'transfer:exportAll', {})).content
const preview = (call: Call, json: string): Promise<TransferPreview> =>
  must<TransferPreview>(call, 'transfer:previewImport', { json })
const importAll = (call: Call, json: string, settings = false): Promise<TransferResult> =>
  must<TransferResult>(call, 'transfer:importAll', { json, settings })
const season = (call: Call): Promise<SeasonRow[]> => must<SeasonRow[]>(call, 'season:standings', {})
const roster = (call: Call): Promise<Person[]> =>
  must<Person[]>(call, 'roster:list', { includeArchived: true })

describe('move to another computer', () => {
  it('reads a file saved before text sizes as the standard size', async () => {
    const a = freshStore()
    const file = await must<ExportedFile>(a.call, 'transfer:exportAll', {})
    const old = JSON.parse(file.content) as { settings: Record<string, unknown> }
    delete old.settings['textSize']
    const b = freshStore('fr-FR')
    await must(b.call, 'settings:set', { textSize: 'large' })
    const seen = await preview(b.call, JSON.stringify(old))
    expect(seen.settings.textSize).toBe('standard')
    await importAll(b.call, JSON.stringify(old), true)
    expect((await must<{ textSize: string }>(b.call, 'settings:get', {})).textSize).toBe('standard')
    a.ctx.close()
    b.ctx.close()
  })

  it('moves the roster, every night and the settings to an empty computer', async () => {
    const a = freshStore()
    await must(a.call, 'settings:set', {
      language: 'de',
      paperSize: 'letter',
      theme: 'dark',
      textSize: 'largest',
    })
    const ids = await addPeople(a.call, 9, 'Guest')
    await must(a.call, 'roster:archive', { id: ids[8], archived: true })
    await playNight(a, ids.slice(0, 8), 'January', 1)
    const file = await must<ExportedFile>(a.call, 'transfer:exportAll', {})
    expect(file.fileName).toMatch(/^bunco-night-\d{4}-\d{2}-\d{2}\.bunco-all\.json$/)

    const b = freshStore('fr-FR')
    const seen = await preview(b.call, file.content)
    expect(seen).toMatchObject({
      samePeople: 0,
      nameTwins: [],
      addNights: [{ title: 'January', date: '2026-11-28' }],
      sameNights: 0,
      otherNights: [],
      settings: { language: 'de', paperSize: 'letter', theme: 'dark', textSize: 'largest' },
      settingsDiffer: true,
    })
    expect(seen.addPeople).toHaveLength(9)
    expect(await importAll(b.call, file.content, true)).toEqual({
      people: 9,
      nights: 1,
      clubs: 0,
      updatedClubs: 0,
      settings: true,
    })
    expect(await must(b.call, 'settings:get', {})).toEqual({
      language: 'de',
      paperSize: 'letter',
      theme: 'dark',
      textSize: 'largest',
    })
    const strip = (p: Person[]): unknown =>
      p.map(({ name, archived, nights }) => [name, archived, nights])
    expect(strip(await roster(b.call))).toEqual(strip(await roster(a.call)))
    const rows = (s: SeasonRow[]): unknown => s.map(({ personId: _, ...r }) => r)
    expect(rows(await season(b.call))).toEqual(rows(await season(a.call)))
    expect(replayMatches(b.ctx)).toEqual([])
    a.ctx.close()
    b.ctx.close()
  })

  it('merges people by id, never by name, so the season covers the nights of both laptops', async () => {
    const a = freshStore()
    const regulars = await addPeople(a.call, 8, 'Guest')
    await playNight(a, regulars, 'Hosted by Ann', 2)

    // The next host takes everything over, adds a newcomer and someone who shares a name.
    const b = freshStore()
    await importAll(b.call, await exportAll(a.call))
    const onB = (await roster(b.call)).map((p) => p.id)
    const newcomer = await addPeople(b.call, 1, 'Newcomer')
    const namesake = await addPeople(b.call, 1, 'Guest') // "Guest 1", another person
    await playNight(b, [...onB.slice(0, 6), ...newcomer, ...namesake], 'Hosted by Bea', 3)

    const back = await exportAll(b.call)
    const seen = await preview(a.call, back)
    expect(seen.addPeople.sort()).toEqual(['Guest 1', 'Newcomer 1'])
    expect(seen.samePeople).toBe(8)
    expect(seen.nameTwins).toEqual(['Guest 1'])
    expect(seen.addNights).toEqual([{ title: 'Hosted by Bea', date: '2026-11-28' }])
    expect(seen.sameNights).toBe(1)
    expect(await importAll(a.call, back)).toEqual({
      people: 2,
      nights: 1,
      clubs: 0,
      updatedClubs: 0,
      settings: false,
    })

    const standings = await season(a.call)
    const guest1 = standings.filter((r) => r.name === 'Guest 1')
    expect(guest1.map((r) => r.nights).sort()).toEqual([1, 2])
    expect(standings.find((r) => r.name === 'Guest 2')?.nights).toBe(2)
    expect(standings.find((r) => r.name === 'Guest 8')?.nights).toBe(1)
    expect(standings.find((r) => r.name === 'Newcomer 1')?.nights).toBe(1)
    // Both laptops now hold the same season.
    const rows = (s: SeasonRow[]): unknown =>
      s
        .map(({ personId: _, ...r }) => r)
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))
    expect(rows(standings)).toEqual(rows(await season(b.call)))
    expect(replayMatches(a.ctx)).toEqual([])
    a.ctx.close()
    b.ctx.close()
  })

  it('adds nothing from a file it already holds, and says so', async () => {
    const a = freshStore()
    await playNight(a, await addPeople(a.call, 8), 'Once', 4)
    const file = await exportAll(a.call)
    const seen = await preview(a.call, file)
    expect(seen).toMatchObject({ addPeople: [], samePeople: 8, addNights: [], sameNights: 1 })
    const before = snapshot(a.ctx)
    expect(await importAll(a.call, file)).toEqual({
      people: 0,
      nights: 0,
      clubs: 0,
      updatedClubs: 0,
      settings: false,
    })
    expect(snapshot(a.ctx)).toBe(before)
    a.ctx.close()
  })

  it('keeps this computer’s copy of a night that went on elsewhere, and names it', async () => {
    const a = freshStore()
    const ids = await addPeople(a.call, 8)
    let v: NightView = await startNight(a.call, ids, { seed: 5, title: 'Unfinished' })
    v = await playRound(a.call, v, createRandom(50))
    const b = freshStore()
    await importAll(b.call, await exportAll(a.call))
    const onB = (await must<{ id: number }[]>(b.call, 'night:list', {}))[0]?.id ?? 0
    const there = await must<NightView>(b.call, 'night:get', { nightId: onB })
    await playRound(b.call, there, createRandom(51))
    const seen = await preview(a.call, await exportAll(b.call))
    expect(seen.otherNights).toEqual([{ title: 'Unfinished', date: '2026-11-28' }])
    expect(seen.addNights).toEqual([])
    await importAll(a.call, await exportAll(b.call))
    expect((await must<NightView>(a.call, 'night:get', { nightId: v.id })).roundsPlayed).toBe(1)
    a.ctx.close()
    b.ctx.close()
  })

  it('attaches a night to the person kept here when its player was merged here', async () => {
    const a = freshStore()
    const ids = await addPeople(a.call, 8)
    const b = freshStore()
    await importAll(b.call, await exportAll(a.call))
    await playNight(a, ids, 'After the move', 6)
    // On B, "Guest 1" turns out to be the same person as a new entry "Gee", kept instead.
    const gee = await addPeople(b.call, 1, 'Gee')
    const guest1 = (await roster(b.call)).find((p) => p.name === 'Guest 1')?.id
    await must(b.call, 'roster:merge', { keep: gee[0], merge: guest1 })
    await importAll(b.call, await exportAll(a.call))
    const rows = await season(b.call)
    expect(rows.find((r) => r.name === 'Gee 1')?.nights).toBe(1)
    expect(rows.find((r) => r.name === 'Guest 1')).toBeUndefined()
    a.ctx.close()
    b.ctx.close()
  })

  it('backs up this computer’s data before it imports', async () => {
    const a = freshStore()
    await playNight(a, await addPeople(a.call, 8), 'Backed', 7)
    const b = freshStore()
    await addPeople(b.call, 2, 'Local')
    const before = b.ctx.status().backups.length
    await importAll(b.call, await exportAll(a.call))
    await b.ctx.idle()
    const backups = b.ctx.status().backups
    expect(backups.length).toBe(before + 1)
    expect(backups[0]?.reason).toBe('manual')
    a.ctx.close()
    b.ctx.close()
  })

  it.each([
    ['not JSON', '{nope', /not a “Move to another computer” file/],
    ['a night file', JSON.stringify({ format: 'bunco-night/night', version: 1 }), /not a “Move/],
    ['a newer version', JSON.stringify({ format: 'bunco-night/everything', version: 9 }), /newer/],
    ['a damaged file', JSON.stringify({ format: 'bunco-night/everything', version: 1 }), /cannot/],
  ])('refuses %s, imports nothing and backs nothing up', async (_label, json, message) => {
    const b = freshStore()
    const before = snapshot(b.ctx)
    const outcomes = [
      await b.call('transfer:previewImport', { json }),
      await b.call('transfer:importAll', { json, settings: true }),
    ]
    for (const outcome of outcomes) expect(outcome.ok || outcome.error.message).toMatch(message)
    expect(snapshot(b.ctx)).toBe(before)
    expect(b.ctx.status().backups).toEqual([])
    b.ctx.close()
  })

  it('imports all or nothing when a night in the file breaks the rules', async () => {
    const a = freshStore()
    await playNight(a, await addPeople(a.call, 8), 'Fine', 8)
    await playNight(a, await addPeople(a.call, 8, 'Other'), 'Broken', 9)
    const file = JSON.parse(await exportAll(a.call)) as {
      nights: { actions: { action: { type: string; round?: number } }[] }[]
    }
    const broken = file.nights[1]?.actions.find((x) => x.action.type === 'commit')
    if (!broken) throw new Error('no commit to break')
    broken.action.round = 30
    const b = freshStore()
    const before = snapshot(b.ctx)
    const outcome = await b.call('transfer:importAll', {
      json: JSON.stringify(file),
      settings: false,
    })
    expect(outcome.ok || outcome.error.message).toMatch(/cannot be imported/)
    expect(snapshot(b.ctx)).toBe(before)
    b.ctx.close()
  })
})
