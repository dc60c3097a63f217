// The night's slides on the TV over the Wi-Fi: its view lists them in order (no picture in it), a
// picture is served to the TV's code only, as its own type and never sniffed; a table's, a
// guest's or a revoked code, another night's slide, a text slide or a made-up id get nothing.
import { DEFAULT_RULES } from '@shared/bunco'
import type { PhonesStatus } from '@shared/phones/board'
import type { PhoneTvView } from '@shared/phones/views'
import type { SlideView } from '@shared/slides'
import type { NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { base64 } from '../fundraiser/helpers'
import { jpegBytes, pngBytes } from '../../shared/slides/images'
import { phonesContext } from './phonesContext'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

const codeOf = (url: string): string => new URL(url).hash.slice(3)

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, {
    guests: 8,
    seed: 5,
    rules: { ...DEFAULT_RULES, sets: 1 },
  })
  const add = (nightId: number, slide: object): Promise<SlideView[]> =>
    must(call, 'slides:add', { nightId, ...slide })
  await add(night.id, { kind: 'image', sponsor: 'Acme', text: 'Hi', image: base64(pngBytes(8, 4)) })
  await add(night.id, { kind: 'text', sponsor: null, text: 'Raffle at nine', image: null })
  const slides = await add(night.id, {
    kind: 'image',
    sponsor: 'Deli',
    text: '',
    image: base64(jpegBytes(6, 3)),
  })
  return { ctx, call, night, status, slides, tv: codeOf(status.tv?.url ?? '') }
}

describe('slides on the TV', () => {
  it('lists the night’s slides in its view, with the night’s status and no picture', async () => {
    const { status, tv } = await party()
    const res = await fetch(`${status.url}api/v/${tv}`)
    const view = (await res.json()) as PhoneTvView
    expect(view.slides.status).toBe('playing')
    expect(view.clock.moveEndsAt).toBeNull()
    expect(view.slides.items.map((s) => [s.sponsor, s.kind, s.text])).toEqual([
      ['Acme', 'image', 'Hi'],
      [null, 'text', 'Raffle at nine'],
      ['Deli', 'image', ''],
    ])
    expect(JSON.stringify(view.slides)).not.toContain('base64')
  })

  it('serves a picture to the TV’s code as its own type, never sniffed', async () => {
    const { status, slides, tv } = await party()
    const png = await fetch(`${status.url}api/v/${tv}/slides/${slides[0]?.id}`)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('x-content-type-options')).toBe('nosniff')
    // the TV's page may show it: its policy takes pictures from its own address
    const page = await fetch(`${status.url}p/`)
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self'")
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(pngBytes(8, 4))
    const jpeg = await fetch(`${status.url}api/v/${tv}/slides/${slides[2]?.id}`)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
  })

  it('gives a picture to no other code, and nothing for a text, a made-up id or another night', async () => {
    const { ctx, call, night, status, slides, tv } = await party()
    const picture = slides[0]?.id ?? 0
    const path = (code: string, id: number | string): string =>
      `${status.url}api/v/${code}/slides/${id}`
    const table = status.tables[0]?.code ?? ''
    const guest = await must<{ url: string }>(call, 'phones:guestLink', {
      nightId: night.id,
      player: night.current?.plan.tables[0]?.seats.N,
    })
    for (const code of [table, codeOf(guest.url), 'A'.repeat(22)]) {
      const res = await fetch(path(code, picture))
      expect(res.status).toBe(403)
      expect(res.headers.get('content-type')).not.toMatch(/^image/)
    }
    // a table's own routes have no pictures at all
    expect((await fetch(`${status.url}api/t/${table}/slides/${picture}`)).status).toBe(404)
    for (const id of [slides[1]?.id ?? 0, 999, '0', '-1', '1e3', 'x']) {
      expect((await fetch(path(tv, id))).status).toBe(404)
    }
    const other = await must<NightView>(call, 'night:create', {
      title: 'Other',
      date: '2026-12-08',
    })
    const theirs = await must<SlideView[]>(call, 'slides:add', {
      nightId: other.id,
      kind: 'image',
      sponsor: 'Theirs',
      text: '',
      image: base64(pngBytes(2, 2)),
    })
    expect((await fetch(path(tv, theirs[0]?.id ?? 0))).status).toBe(404)
    const renewed = await must<PhonesStatus>(call, 'phones:reissueTv', { nightId: night.id })
    expect((await fetch(path(tv, picture))).status).toBe(403)
    expect((await fetch(path(codeOf(renewed.tv?.url ?? ''), picture))).status).toBe(200)
    expect(ctx.db.open).toBe(true)
  })
})
