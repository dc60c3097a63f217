// A sponsor's slide on the TV's page in a real browser: a charity night's phones on before its
// first round, a PNG and an announcement added by the host; the TV at 1920 × 1080 shows the
// picture (decoded at its size, under the page's own policy, nothing refused) and, when the clock
// turns, the announcement; once the first round starts and dice roll, no slide.
import { deflateSync } from 'node:zlib'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crc32 } from '@shared/slides'
import type { NightView } from '@shared/views'
import { addPeople, must } from '../drivers/night-driver'
import { loopbackContext, phonesOn } from '../drivers/phones-night'
import type { MainContext } from '../../src/main/context'
import { saveSettings } from '../../src/main/fundraiser/fundraiserActions'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { SETTINGS, base64 } from '../main/fundraiser/helpers'
import { tempFolder } from '../main/helpers'
import { e2eAvailable, launchBrowserForContexts, outputFolder } from './browser'

/** A real PNG a browser decodes: `width` × `height` of stripes in two colours. */
function stripes(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set(
        Math.floor(x / 40) % 2 ? [200, 40, 60] : [30, 90, 200],
        y * (width * 3 + 1) + 1 + x * 3,
      )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe.runIf(e2eAvailable())('slides on the TV’s page', () => {
  let ctx: MainContext
  let browser: Browser
  let tv: Page
  let nightId = 0
  const problems: string[] = []

  beforeAll(async () => {
    const made = loopbackContext({ dataFolder: tempFolder(), locales: ['en-US'], version: '0.1.0' })
    ctx = made.ctx
    const ids = await addPeople(made.call, 8)
    const night = await must<NightView>(made.call, 'night:create', {
      title: 'Sponsors night',
      date: '2026-12-07',
    })
    nightId = night.id
    await must(made.call, 'night:setGuests', { nightId, personIds: ids })
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    await must(made.call, 'slides:add', {
      nightId,
      kind: 'image',
      sponsor: 'Corner Bakery',
      text: 'Fresh bread for the winners',
      image: base64(stripes(640, 360)),
    })
    await must(made.call, 'slides:add', {
      nightId,
      kind: 'text',
      sponsor: null,
      text: 'The raffle is drawn at nine',
      image: null,
    })
    const status = await phonesOn(ctx, nightId)
    browser = await launchBrowserForContexts()
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    tv = await context.newPage()
    // a refused request is named by its address (a desktop browser also asks for /favicon.ico)
    tv.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
        problems.push(m.text())
      }
    })
    tv.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) {
        problems.push(`${r.status()} ${r.url()}`)
      }
    })
    tv.on('pageerror', (e) => problems.push(e.message))
    // the clock at 0: the rotation's first slot, the first sponsor's picture
    await tv.clock.install({ time: 0 })
    await tv.goto(status.tv?.url ?? '')
  })

  afterAll(async () => {
    await browser?.close()
    await stopServer(ctx.phones)
    ctx.close()
  })

  it('shows the sponsor’s picture at its size, under the page’s policy, nothing refused', async () => {
    const slide = tv.locator('[data-testid="slide"]')
    await slide.locator('img').waitFor()
    await expect
      .poll(() =>
        slide.locator('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
      )
      .toBe(640)
    expect(await slide.textContent()).toContain('With thanks to Corner Bakery')
    await tv.screenshot({ path: join(outputFolder(), 'tv-slide-picture.png') })
    expect(problems).toEqual([])
  })

  it('turns to the announcement with the clock', async () => {
    await tv.clock.runFor(8_000)
    const slide = tv.locator('[data-testid="slide"]')
    await expect.poll(() => slide.textContent()).toContain('The raffle is drawn at nine')
    expect(await slide.textContent()).toContain('Announcement')
    // the whole screen, whatever the page under it holds
    expect(await slide.evaluate((e) => e.getBoundingClientRect().width)).toBe(1920)
    await tv.screenshot({ path: join(outputFolder(), 'tv-slide-text.png') })
  })

  it('shows no slide once dice roll', async () => {
    await ctx.dispatch('night:start', { nightId })
    // the page reads the started night first: a read in flight while the fake clock jumps 20 s
    // would be given up by its time limit, as a laptop that stopped answering is
    await expect
      .poll(() => tv.locator('body').textContent(), { timeout: 20_000 })
      .toContain('Round 1 of')
    await tv.clock.runFor(20_000)
    await expect
      .poll(() => tv.locator('[data-testid="slide"]').count(), { timeout: 20_000 })
      .toBe(0)
    expect(problems).toEqual([])
  })
})
