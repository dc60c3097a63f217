import { createRandom } from '@shared/bunco'
import type { ExportedFile, NightView, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { freshStore, replayMatches, snapshot } from '../night/helpers'

async function playedNight(): Promise<{
  ctx: ReturnType<typeof freshStore>['ctx']
  call: ReturnType<typeof freshStore>['call']
  nightId: number
}> {
  const { ctx, call } = freshStore()
  const ids = await addPeople(call, 10, '=cmd|Guest')
  let v = await startNight(call, ids, { seed: 21, title: 'Soirée d’été' })
  const random = createRandom(4)
  for (let r = 0; r < 4; r++) v = await playRound(call, v, random)
  await must(call, 'night:undo', { nightId: v.id })
  return { ctx, call, nightId: v.id }
}

describe('export and import', () => {
  it('round-trips a night into another store with the same seating, marks and standings', async () => {
    const a = await playedNight()
    const file = await must<ExportedFile>(a.call, 'night:exportJson', { nightId: a.nightId })
    expect(file.fileName).toBe('2026-11-28-Soiree-d-ete.bunco.json')
    const b = freshStore()
    await addPeople(b.call, 3, 'Someone else')
    const imported = await must<NightView>(b.call, 'night:import', { json: file.content })
    expect(imported.roundsPlayed).toBe(3)
    const sa = await must<Standing[]>(a.call, 'night:standings', { nightId: a.nightId })
    const sb = await must<Standing[]>(b.call, 'night:standings', { nightId: imported.id })
    const strip = (s: Standing[]): unknown =>
      s.map((x) => [x.name, x.wins, x.losses, x.buncos, x.marks])
    expect(strip(sb)).toEqual(strip(sa))
    expect(replayMatches(b.ctx)).toEqual([])
    a.ctx.close()
    b.ctx.close()
  })

  it.each([
    ['not JSON', '{nope', /not a night saved by Bunco Night/],
    ['another format', JSON.stringify({ format: 'x', version: 1 }), /not a night saved/],
    ['JSON with no format', '[1, 2, 3]', /not a night saved/],
    ['a damaged night', JSON.stringify({ format: 'bunco-night/night', version: 1 }), /cannot be/],
    [
      'a newer version',
      JSON.stringify({ format: 'bunco-night/night', version: 99 }),
      /newer version/,
    ],
  ])('refuses %s and imports nothing', async (_l, json, message) => {
    const b = freshStore()
    const before = snapshot(b.ctx)
    const outcome = await b.call('night:import', { json })
    expect(outcome.ok || outcome.error.message).toMatch(message)
    expect(snapshot(b.ctx)).toBe(before)
    b.ctx.close()
  })

  it('imports all or nothing when an action in the file breaks the rules', async () => {
    const a = await playedNight()
    const file = await must<ExportedFile>(a.call, 'night:exportJson', { nightId: a.nightId })
    const parsed = JSON.parse(file.content) as {
      actions: { action: { type: string; round?: number } }[]
    }
    const commit = parsed.actions.find((x) => x.action.type === 'commit')
    if (commit) commit.action.round = 7
    const b = freshStore()
    const before = snapshot(b.ctx)
    const outcome = await b.call('night:import', { json: JSON.stringify(parsed) })
    expect(outcome.ok || outcome.error.message).toMatch(/cannot be imported/)
    expect(snapshot(b.ctx)).toBe(before)
    expect((await b.call('night:list', {})).ok && (await b.call('night:list', {}))).toMatchObject({
      value: [],
    })
    a.ctx.close()
    b.ctx.close()
  })

  it('writes standings as CSV with spreadsheet formulas neutralised', async () => {
    const a = await playedNight()
    const csv = await must<ExportedFile>(a.call, 'night:exportCsv', { nightId: a.nightId })
    const lines = csv.content.trim().split('\r\n')
    expect(lines[0]).toBe('name,wins,losses,buncos,minis,wipeouts,points,rounds')
    expect(lines).toHaveLength(11)
    for (const line of lines.slice(1)) expect(line.startsWith("'=cmd|Guest")).toBe(true)
    a.ctx.close()
  })
})
