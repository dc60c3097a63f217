// A night's slides move to another computer with the whole store: in their order, each picture's
// bytes as they were; a file whose picture is not one (or too large) is refused whole, naming the
// slide, and nothing is written; a file from before slides still imports.
import { afterEach, describe, expect, it } from 'vitest'
import type { SlideView } from '../../../src/shared/slides'
import type { TransferResult } from '../../../src/shared/transfer/views'
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

interface MovedFile {
  version: number
  nights: { slides?: { sponsor: string | null; image: string | null }[] }[]
}

async function withSlides(): Promise<{ a: Made; json: string; url: string }> {
  const a = await store()
  const { call, nightId } = a
  const add = (slide: object): Promise<SlideView[]> =>
    must(call, 'slides:add', { nightId, ...slide })
  await add({ kind: 'image', sponsor: 'Acme', text: 'Thanks', image: base64(pngBytes(64, 32)) })
  await add({ kind: 'text', sponsor: null, text: 'Raffle at nine', image: null })
  const list = await add({
    kind: 'image',
    sponsor: 'Deli',
    text: '',
    image: base64(jpegBytes(9, 7)),
  })
  await must(call, 'slides:move', { nightId, slideId: list[2]?.id, to: 0 })
  const url = await must<string>(call, 'slides:image', { nightId, slideId: list[0]?.id })
  const json = (await must<ExportedFile>(call, 'transfer:exportAll', {})).content
  return { a, json, url }
}

const kept = (list: SlideView[]): unknown => list.map(({ id: _id, ...rest }) => rest)

describe('slides moved to another computer', () => {
  it('arrive with their night, in order, each picture byte for byte', async () => {
    const { a, json, url } = await withSlides()
    expect(JSON.parse(json)).toMatchObject({ version: 5 })
    const b = await store()
    const result = await must<TransferResult>(b.call, 'transfer:importAll', {
      json,
      settings: false,
    })
    expect(result.nights).toBe(1)
    const nights = await must<NightView[]>(b.call, 'night:list', {})
    const moved = nights.find((n) => n.id !== b.nightId)?.id
    const here = await must<SlideView[]>(b.call, 'slides:list', { nightId: moved })
    const there = await must<SlideView[]>(a.call, 'slides:list', { nightId: a.nightId })
    expect(kept(here)).toEqual(kept(there))
    expect(here.map((s) => s.sponsor)).toEqual(['Deli', 'Acme', null])
    const movedUrl = await must<string>(b.call, 'slides:image', {
      nightId: moved,
      slideId: here[1]?.id,
    })
    expect(movedUrl).toBe(url)
    // the night that had none still has none
    expect(await must(b.call, 'slides:list', { nightId: b.nightId })).toEqual([])
  })

  it('refuses a file whose picture is not one, or too large, and writes nothing', async () => {
    const { json } = await withSlides()
    const b = await store()
    const before = snapshot(b.ctx)
    const cases = [
      base64(new TextEncoder().encode('<svg onload="alert(1)"/>')),
      base64(pngBytes(9000, 10)),
    ]
    for (const image of cases) {
      const file = JSON.parse(json) as MovedFile
      const slide = file.nights[0]?.slides?.[1]
      if (slide) slide.image = image
      const out = await b.call('transfer:importAll', {
        json: JSON.stringify(file),
        settings: false,
      })
      expect(out).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
      expect(!out.ok && out.error.message).toContain('slide 2')
      const preview = await b.call('transfer:previewImport', { json: JSON.stringify(file) })
      expect(preview.ok).toBe(false)
      expect(snapshot(b.ctx)).toBe(before)
    }
    expect(b.ctx.db.prepare('SELECT count(*) AS n FROM night_slides').get()).toEqual({ n: 0 })
  })

  it('still imports a file from before slides (version 4)', async () => {
    const { json } = await withSlides()
    const old = JSON.parse(json) as MovedFile
    old.version = 4
    for (const night of old.nights) delete night.slides
    const c = await store()
    await must(c.call, 'transfer:importAll', { json: JSON.stringify(old), settings: false })
    expect(c.ctx.db.prepare('SELECT count(*) AS n FROM night_slides').get()).toEqual({ n: 0 })
    expect(await must<NightView[]>(c.call, 'night:list', {})).toHaveLength(2)
  })
})
