// What a table's phone may do, said on its screen, as a guest carries her phone from table to
// table: Ann's 360 × 640 phone (touch) scans table 1's card and sends its round-1 result; in
// round 2 she sits at table 2, scans its card and sends; her old table-1 page then says it only
// shows table 1 and offers nothing to send. A guest with a 200-character name does not stretch
// her table's page on the same small phone.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, smallestTarget, smallestText } from './pageHelpers'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'
import { SMALL_PHONE } from './smallPhone'
import { PERSON_NAME_MAX } from '@shared/limits'

const run = e2eAvailable()
// one word of 200 letters: a name the roster takes, and nothing to break it at
// the longest name the host can type (PERSON_NAME_MAX), one word: far wider than a phone
const LONG = `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(PERSON_NAME_MAX - 35)}`
const NAMES = [
  'Ann Lee',
  'Bea Moss',
  'Cal Diaz',
  'Dot Reyes',
  LONG,
  'Fay Wong',
  'Gus Park',
  'Hal Berg',
]

describe.runIf(run)('what a table’s phone may do, on its screen', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-rights-'))
  let room: PartyRoom | undefined
  let hostPage: Page
  let nightId = 0
  let ann: BrowserContext
  const links: string[] = []
  const problems: string[] = []

  const shot = (page: Page, name: string): Promise<Buffer> =>
    page.screenshot({ path: join(outputFolder(), `${name}.png`) })
  const view = (): Promise<NightView> => pageCall<NightView>(hostPage, 'night:get', { nightId })

  /** Opens a link on Ann's phone, as its camera does after a scan. */
  async function scan(link: string): Promise<Page> {
    const page = await ann.newPage()
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(link)
    await page.getByTestId('seat-N').waitFor()
    return page
  }

  /** Scrolls the line saying what the phone may do into the screen (the page redraws often). */
  const seeLine = (page: Page): Promise<unknown> =>
    page.evaluate(
      `document.querySelector('[data-testid="phone-may"]')?.scrollIntoView({ block: 'center' })`,
    )

  /** Ann taps who won and Send, and waits until the phone says it counted. */
  async function sendFrom(page: Page, winner: 'NS' | 'EW'): Promise<void> {
    await page.getByTestId(`winner-${winner}`).tap()
    await page.getByTestId('send').tap()
    await expect.poll(() => page.getByTestId('sent').textContent()).toBe('Counted. Thank you!')
  }

  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: NAMES,
      title: 'Rights night',
      date: '2026-12-06',
      seed: 5,
    })
    ;({ hostPage, nightId } = room)
    ann = await room.devices.newContext({ ...SMALL_PHONE, locale: 'en-US' })
  }, 90_000)

  afterAll(() => closeParty(room, dataFolder))

  it('round 1: the phone may send for table 1, and after sending it speaks for table 1', async () => {
    await switchPhonesOn(hostPage)
    await hostPage.getByTestId('tables-in').waitFor()
    for (const table of [1, 2]) {
      links.push((await hostPage.getByTestId(`phone-link-${table}`).textContent())!.trim())
    }
    const page = await scan(links[0]!)
    const may = page.getByTestId('phone-may')
    await expect
      .poll(() => may.textContent())
      .toBe(
        'Sending or answering from this phone makes it table 1’s phone for round 1: a phone speaks for one table a round.',
      )
    await sendFrom(page, 'NS')
    await expect.poll(() => may.textContent()).toBe('This phone speaks for table 1 in round 1.')
    await seeLine(page)
    await shot(page, 'rights-table1-round1')
  })

  it('round 2 at table 2: her old table-1 page only shows table 1, with nothing to send', async () => {
    const old = ann.pages()[0]!
    // the host enters table 2's result and closes round 1
    await pageCall(hostPage, 'night:recordResult', {
      nightId,
      round: 1,
      result: { table: 2, winner: 'EW' },
    })
    await pageCall(hostPage, 'night:commitRound', { nightId, round: 1 })
    expect((await view()).current!.plan.round).toBe(2)
    await expect.poll(() => old.getByTestId('round').textContent()).toContain('Round 2')
    // she sits at table 2 now: she scans its card and sends its result
    const at2 = await scan(links[1]!)
    await sendFrom(at2, 'EW')
    expect(await at2.getByTestId('phone-may').textContent()).toBe(
      'This phone speaks for table 2 in round 2.',
    )
    // her table-1 page, still open, is told: it says what the phone may do there, and offers no Send
    await old.bringToFront()
    const may = old.getByTestId('phone-may')
    await expect
      .poll(() => may.textContent())
      .toBe('This phone speaks for table 2 in round 2: here it only shows table 1.')
    for (const id of ['send', 'winner-NS', 'winner-EW', 'confirm-right'])
      expect(await old.getByTestId(id).count(), id).toBe(0)
    expect(await old.getByTestId('seat-N').isVisible()).toBe(true)
    await shot(old, 'rights-table1-round2-elsewhere')
    // said in the guest's own language too, on the same small screen
    for (const [lang, said] of [
      ['fr', 'Ce téléphone parle pour la table 2 à la manche 2'],
      ['de', 'Dieses Handy spricht in Runde 2 für Tisch 2'],
      ['ja', 'このスマホはラウンド2でテーブル2を担当しています'],
    ] as const) {
      await old.getByTestId(`lang-${lang}`).tap()
      await expect.poll(() => may.textContent()).toContain(said)
      await seeLine(old)
      await shot(old, `rights-table1-round2-elsewhere-${lang}`)
    }
    await old.getByTestId('lang-en').tap()
    expect(await smallestText(old)).toBeGreaterThanOrEqual(17)
    expect(await smallestTarget(old)).toBeGreaterThanOrEqual(48)
    expect(await axeFindings(old)).toEqual([])
    // nothing of table 1's round 2 came from her phone
    expect((await view()).current!.results.map((r) => r.table)).toEqual([2])
    expect(problems).toEqual([])
  })

  it('the longest name wraps on a 360 × 640 phone: the page does not scroll sideways', async () => {
    const v = await view()
    const id = v.players.find((p) => p.name === LONG)!.player
    const table = v.current!.plan.tables.find((t) => Object.values(t.seats).includes(id))!.table
    const status = await pageCall<{ tables: { table: number; url: string }[] }>(
      hostPage,
      'phones:status',
      { nightId },
    )
    const guest = await room!.devices.newContext({ ...SMALL_PHONE, locale: 'en-US' })
    const page = await guest.newPage()
    await page.goto(status.tables.find((t) => t.table === table)!.url)
    await page.getByTestId('seat-N').waitFor()
    await page.getByTestId('winner-NS').waitFor()
    await shot(page, 'rights-long-name-360')
    const width = await page.evaluate<number>('document.documentElement.scrollWidth')
    expect(width).toBeLessThanOrEqual(360)
    // the name is there, whole, on more than one line
    const seat = page.locator('.seat strong', { hasText: 'Wolfeschlegel' })
    expect((await seat.textContent())!.length).toBe(LONG.length)
    expect((await seat.boundingBox())!.width).toBeLessThanOrEqual(360)
    await guest.close()
  })

  it('the host gives a guest a new code: her old page says so, the new link opens it', async () => {
    const v = await view()
    const bea = v.players.find((p) => p.name === 'Bea Moss')!
    const link = await pageCall<{ url: string }>(hostPage, 'phones:guestLink', {
      nightId,
      player: bea.player,
    })
    const phone = await room!.devices.newContext({ ...SMALL_PHONE, locale: 'en-US' })
    const old = await phone.newPage()
    await old.goto(link.url)
    await old.getByTestId('guest-seat').waitFor()
    // the host picks her on the phones tab and presses New code
    await hostPage.getByTestId('guest-pick').selectOption({ label: 'Bea Moss' })
    await hostPage.getByTestId('guest-qr').waitFor()
    const before = (await hostPage.getByTestId('guest-link').textContent())!.trim()
    expect(before).toBe(link.url)
    await hostPage.getByTestId('guest-reissue').click()
    await hostPage.getByTestId('guest-reissue-yes').click()
    await expect
      .poll(async () => (await hostPage.getByTestId('guest-link').textContent())!.trim())
      .not.toBe(before)
    await hostPage.getByTestId('guest-qr').scrollIntoViewIfNeeded()
    await shot(hostPage, 'rights-host-guest-new-code')
    await expect
      .poll(() => old.getByTestId('fatal').textContent(), { timeout: 10_000 })
      .toBe('This code was replaced. Scan the new QR code from the host.')
    await shot(old, 'rights-guest-old-code')
    const fresh = await phone.newPage()
    await fresh.goto((await hostPage.getByTestId('guest-link').textContent())!.trim())
    await fresh.getByTestId('guest-seat').waitFor()
    await phone.close()
  })
})
