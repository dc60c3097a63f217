// A night's slides go with the night in its own file (night:exportJson), as they do in the move
// file: in their order, each picture byte for byte; a forged picture refuses the file whole,
// naming the slide, and nothing is written; a night file from before slides still imports.
import { afterEach, describe, expect, it } from 'vitest'
import type { SlideView } from '../../../src/shared/slides'
import type { ExportedFile, NightView } from '../../../src/shared/views'
import { must } from '../../drivers/night-driver'
import { snapshot } from '../night/helpers'
import { base64, withNight } from '../fundraiser/helpers'
import { jpegBytes, pngBytes } from '../../shared/slides/images'

type Made = Awaited<ReturnType<typeof withNight>>
const open: Made[] = []
afterEach(() => {
  for (const made of open.splice(0)) made.ctx.close()
})

async function store(): Promise<Made> {
  const made = await withNight()
  open.push(made)
  return made
}

interface NightFile {
  version: number
  slides?: { sponsor: string | null; kind: string; image: string | null }[]
}

const kept = (list: SlideView[]): unknown => list.map(({ id: _id, ...rest }) => rest)

async function exported(): Promise<{ a: Made; json: string }> {
  const a = await store()
  const { call, nightId } = a
  const add = (slide: object): Promise<SlideView[]> =>
    must(call, 'slides:add', { nightId, ...slide })
  await add({ kind: 'text', sponsor: null, text: 'Raffle at nine', image: null })
  await add({ kind: 'image', sponsor: 'Acme', text: 'Thanks', image: base64(pngBytes(64, 32)) })
  await add({ kind: 'image', sponsor: 'Deli', text: '', image: base64(jpegBytes(9, 7)) })
  const file = await must<ExportedFile>(call, 'night:exportJson', { nightId })
  return { a, json: file.content }
}

describe('a night’s own file', () => {
  it('carries its slides: imported elsewhere they are the same, in order, byte for byte', async () => {
    const { a, json } = await exported()
    const file = JSON.parse(json) as NightFile
    expect(file.version).toBe(3)
    expect(file.slides?.map((s) => s.sponsor)).toEqual([null, 'Acme', 'Deli'])
    const b = await store()
    const night = await must<NightView>(b.call, 'night:import', { json })
    const here = await must<SlideView[]>(b.call, 'slides:list', { nightId: night.id })
    const there = await must<SlideView[]>(a.call, 'slides:list', { nightId: a.nightId })
    expect(kept(here)).toEqual(kept(there))
    const url = (made: Made, nightId: number, slide?: SlideView): Promise<string> =>
      must<string>(made.call, 'slides:image', { nightId, slideId: slide?.id })
    expect(await url(b, night.id, here[1])).toBe(await url(a, a.nightId, there[1]))
    expect(await url(b, night.id, here[2])).toBe(await url(a, a.nightId, there[2]))
    // the night that was there before has none
    expect(await must(b.call, 'slides:list', { nightId: b.nightId })).toEqual([])
  })

  it('with a picture that is not one, or too large, is refused naming the slide; nothing is written', async () => {
    const { json } = await exported()
    const b = await store()
    const before = snapshot(b.ctx)
    for (const image of [
      base64(new TextEncoder().encode('<svg onload="alert(1)"/>')),
      base64(pngBytes(9000, 10)),
    ]) {
      const file = JSON.parse(json) as NightFile
      file.slides![2]!.image = image
      const out = await b.call('night:import', { json: JSON.stringify(file) })
      expect(out).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
      expect(!out.ok && out.error.message).toContain('slide 3')
      expect(snapshot(b.ctx)).toBe(before)
    }
    expect(b.ctx.db.prepare('SELECT count(*) AS n FROM night_slides').get()).toEqual({ n: 0 })
  })

  it('from before slides (version 2) still imports, with none', async () => {
    const { json } = await exported()
    const old = JSON.parse(json) as NightFile
    old.version = 2
    delete old.slides
    const c = await store()
    const night = await must<NightView>(c.call, 'night:import', { json: JSON.stringify(old) })
    expect(await must(c.call, 'slides:list', { nightId: night.id })).toEqual([])
    // a file from a newer app than this one is refused, saying so
    const forged = { ...(JSON.parse(json) as NightFile), version: 4 }
    const out = await c.call('night:import', { json: JSON.stringify(forged) })
    expect(!out.ok && out.error.message).toMatch(/newer version/)
  })
})
