// A night's slides through the contract over a real store: added (a picture checked by its bytes,
// whatever it is called), listed in order, moved, removed; a bad one refused in the host's
// language with nothing written; each change pushed to the TV's stream and the projector.
import { afterEach, describe, expect, it } from 'vitest'
import type { SlideView } from '../../../src/shared/slides'
import { must } from '../../drivers/night-driver'
import { base64, withNight } from '../fundraiser/helpers'
import { jpegBytes, pngBytes } from '../../shared/slides/images'

type Made = Awaited<ReturnType<typeof withNight>>
let made: Made | null = null
afterEach(() => {
  made?.ctx.close()
  made = null
})

async function night(): Promise<Made> {
  made = await withNight()
  return made
}

const image = (bytes: Uint8Array, sponsor: string | null, text = ''): object => ({
  kind: 'image',
  sponsor,
  text,
  image: base64(bytes),
})

describe('a night’s slides', () => {
  it('keeps pictures and texts in order, with each sponsor and the picture’s size', async () => {
    const { call, nightId } = await night()
    await must(call, 'slides:add', { nightId, ...image(pngBytes(800, 600), ' Acme ', 'Thanks!') })
    await must(call, 'slides:add', { nightId, ...image(jpegBytes(1920, 1080), 'Bakery') })
    const list = await must<SlideView[]>(call, 'slides:add', {
      nightId,
      kind: 'text',
      sponsor: '',
      text: 'The raffle is drawn at nine.',
      image: null,
    })
    expect(list.map((s) => [s.sponsor, s.kind, s.text, s.image?.type, s.image?.width])).toEqual([
      ['Acme', 'image', 'Thanks!', 'image/png', 800],
      ['Bakery', 'image', '', 'image/jpeg', 1920],
      [null, 'text', 'The raffle is drawn at nine.', undefined, undefined],
    ])
    const url = await must<string>(call, 'slides:image', { nightId, slideId: list[0]?.id })
    expect(url.startsWith('data:image/png;base64,')).toBe(true)
    expect(Buffer.from(url.split(',')[1] ?? '', 'base64')).toEqual(Buffer.from(pngBytes(800, 600)))
  })

  it('moves and removes slides, and says a slide already gone', async () => {
    const { call, nightId } = await night()
    for (const text of ['one', 'two', 'three']) {
      await must(call, 'slides:add', { nightId, kind: 'text', sponsor: null, text, image: null })
    }
    const [a, b, c] = await must<SlideView[]>(call, 'slides:list', { nightId })
    let list = await must<SlideView[]>(call, 'slides:move', { nightId, slideId: c?.id, to: 0 })
    expect(list.map((s) => s.text)).toEqual(['three', 'one', 'two'])
    list = await must<SlideView[]>(call, 'slides:move', { nightId, slideId: c?.id, to: 60 })
    expect(list.map((s) => s.text)).toEqual(['one', 'two', 'three'])
    list = await must<SlideView[]>(call, 'slides:remove', { nightId, slideId: b?.id })
    expect(list.map((s) => s.id)).toEqual([a?.id, c?.id])
    const again = await call('slides:remove', { nightId, slideId: b?.id })
    expect(again).toMatchObject({ ok: false, error: { code: 'not-found' } })
    expect(!again.ok && again.error.message).toContain('no longer in the night')
  })

  it('refuses what is not a PNG or JPEG by its bytes, whatever the file, and writes nothing', async () => {
    const { call, ctx, nightId } = await night()
    await must(call, 'settings:set', { language: 'fr' })
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')
    const truncated = pngBytes(10, 10).subarray(0, 24)
    for (const bytes of [gif, svg, truncated]) {
      const out = await call('slides:add', { nightId, ...image(bytes, 'Acme') })
      expect(out).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
      expect(!out.ok && out.error.message).toContain('PNG ou JPEG')
    }
    const huge = await call('slides:add', { nightId, ...image(pngBytes(8000, 10), 'Acme') })
    expect(!huge.ok && huge.error.message).toContain('8000 × 10')
    const empty = await call('slides:add', {
      nightId,
      kind: 'text',
      sponsor: null,
      text: '   ',
      image: null,
    })
    expect(empty.ok).toBe(false)
    const tooBig = await call('slides:add', {
      nightId,
      kind: 'image',
      sponsor: null,
      text: '',
      image: 'A'.repeat(3 * 1024 * 1024),
    })
    expect(tooBig).toMatchObject({ ok: false, error: { code: 'invalid-args' } })
    expect(ctx.db.prepare('SELECT count(*) AS n FROM night_slides').get()).toEqual({ n: 0 })
  })

  it('tells the TV’s stream and the projector after each change, and refuses another night', async () => {
    const { call, ctx, nightId } = await night()
    const heard: unknown[] = []
    ctx.push.subscribe((m) => m.name === 'slides:changed' && heard.push(m.data))
    await must(call, 'slides:add', { nightId, kind: 'text', sponsor: 'A', text: 'Hi', image: null })
    expect(heard).toEqual([{ nightId }])
    const other = await call('slides:list', { nightId: nightId + 99 })
    expect(other).toMatchObject({ ok: false, error: { code: 'not-found' } })
  })
})
