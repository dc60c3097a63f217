// The table confirms: the host picks the third mode, two tables' phones (a 360 × 640 Pixel-like
// phone and an iPhone 13, with touch) send round 1, and the team that did not win answers on a
// phone of its own that opened the table's link (the phone that sent it says so, and offers no
// answer). At table 1 they say "right": it counts and the host's board says who confirmed.
// At table 2 they say "wrong": it waits, marked for the host, and the host accepts it with a click. The
// question's screen fits a small phone, light and dark, with nothing serious for axe.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import { devices, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'
import { onScreen, SMALL_PHONE } from './smallPhone'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, smallestTarget, smallestText } from './pageHelpers'

const run = e2eAvailable()
const NAMES = [
  'Ann Lee',
  'Bea Moss',
  'Cal Diaz',
  'Dot Reyes',
  'Eve Stone',
  'Fay Wong',
  'Gus Park',
  'Hal Berg',
]
const first = (name: string): string => name.split(' ')[0]!

describe.runIf(run)('the table confirms its own results', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-confirms-'))
  let hostPage: Page
  let phonesBrowser: Browser
  const phones: Page[] = []
  // the other team's own phone at each table: it answers what the table's phone sent
  const answerers: Page[] = []
  const links: string[] = []
  let nightId = 0
  const problems: string[] = []

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: join(outputFolder(), `${name}.png`) })
  }
  const view = (): Promise<NightView> => pageCall<NightView>(hostPage, 'night:get', { nightId })
  const nameOf = (v: NightView, id: string): string =>
    v.players.find((p) => p.player === id)?.name ?? id

  async function openPhone(url: string, device: 'small' | 'iPhone 13', scheme = 'light') {
    const context = await phonesBrowser.newContext({
      ...(device === 'small' ? SMALL_PHONE : devices['iPhone 13']),
      locale: 'en-US',
      colorScheme: scheme as 'light' | 'dark',
    })
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${device}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`${device}: ${e.message}`))
    await page.goto(url)
    await page.getByTestId('seat-N').waitFor()
    return page
  }

  /** What the table's winners do: tap who won, type the points, send. */
  async function send(phone: Page, winner: 'NS' | 'EW', points: [number, number]): Promise<void> {
    await phone.getByTestId(`winner-${winner}`).tap()
    await phone.getByTestId('more').tap()
    await phone.getByTestId('points-NS').tap()
    await phone.getByTestId('points-NS').pressSequentially(String(points[0]))
    await phone.getByTestId('points-EW').tap()
    await phone.getByTestId('points-EW').pressSequentially(String(points[1]))
    await phone.getByTestId('send').tap()
  }

  const sentText = (phone: Page): Promise<string | null> =>
    phone.getByTestId('sent').textContent({ timeout: 10_000 })

  let room: PartyRoom | undefined
  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: NAMES,
      title: 'Confirm night',
      date: '2026-12-05',
      seed: 13,
    })
    ;({ hostPage, nightId, devices: phonesBrowser } = room)
  }, 90_000)

  afterAll(() => closeParty(room, dataFolder))

  it('the host switches phones on and picks "the other team confirms"', async () => {
    await switchPhonesOn(hostPage)
    await hostPage.getByTestId('mode-table').click()
    await expect
      .poll(
        async () => (await pageCall<{ mode: string }>(hostPage, 'phones:status', { nightId })).mode,
      )
      .toBe('table')
    await hostPage.getByTestId('tables-in').waitFor()
    for (const table of [1, 2]) {
      links.push((await hostPage.getByTestId(`phone-link-${table}`).textContent())!.trim())
    }
    phones.push(await openPhone(links[0]!, 'small'))
    phones.push(await openPhone(links[1]!, 'iPhone 13'))
    answerers.push(await openPhone(links[0]!, 'small'))
    answerers.push(await openPhone(links[1]!, 'iPhone 13'))
    for (const phone of [...phones, ...answerers]) {
      await expect.poll(() => phone.getByTestId('live').textContent()).toBe('Live')
    }
  })

  it('table 1: the losing team taps "Yes, right" on its own phone; it counts and the board says who confirmed', async () => {
    const v = await view()
    const seats = v.current!.plan.tables[0]!.seats
    const phone = phones[0]!
    const other = answerers[0]!
    const asked = `${first(nameOf(v, seats.E))} & ${first(nameOf(v, seats.W))}`
    await send(phone, 'NS', [21, 14])
    // the phone that sent it asks nothing: East and West answer on a phone of their own
    await expect
      .poll(() => phone.getByTestId('confirm').locator('h2').textContent())
      .toBe(`${asked}: is this right?`)
    expect(await phone.getByTestId('confirm-other').textContent()).toBe(
      `${asked} answer on a phone of their own: they scan this table’s QR code.`,
    )
    expect(await phone.getByTestId('confirm-right').count()).toBe(0)
    expect(await phone.getByTestId('send').count()).toBe(0)
    expect(await sentText(phone)).toBe('Sent: the other team checks it on a phone of their own.')
    expect(await phone.getByTestId('phone-may').textContent()).toBe(
      'This phone speaks for table 1 in round 1.',
    )
    await shot(phone, 'confirm-sender-360-light')
    // on their own phone they are asked, first on the screen of a small phone
    const ask = other.getByTestId('confirm').locator('h2')
    await expect.poll(() => ask.textContent()).toBe(`${asked}: is this right?`)
    expect(await other.getByTestId('confirm-result').textContent()).toContain('won 21–14')
    await shot(other, 'confirm-ask-360-light')
    for (const id of ['confirm', 'confirm-right', 'confirm-wrong'])
      expect(await onScreen(other, id), id).toBe(true)
    // while they are asked, their two answers are the only buttons: no Send bar
    expect(await other.getByTestId('send').count()).toBe(0)
    expect(await smallestText(other)).toBeGreaterThanOrEqual(17)
    expect(await smallestTarget(other)).toBeGreaterThanOrEqual(48)
    expect(await axeFindings(other)).toEqual([])
    // nothing counts yet; the host's board says who is asked
    expect((await view()).current!.results).toEqual([])
    const state1 = hostPage.getByTestId('state-1')
    await expect
      .poll(() => state1.textContent())
      .toContain(`waiting for ${nameOf(v, seats.E)} & ${nameOf(v, seats.W)} to confirm`)
    await hostPage.getByTestId('board-1').scrollIntoViewIfNeeded()
    await shot(hostPage, 'confirm-host-board-asked')
    // the same question on a phone in dark mode: nothing serious for axe either
    const dark = await openPhone(links[0]!, 'iPhone 13', 'dark')
    await dark.getByTestId('confirm-right').waitFor()
    await shot(dark, 'confirm-ask-iphone-dark')
    expect(await smallestText(dark)).toBeGreaterThanOrEqual(17)
    expect(await axeFindings(dark)).toEqual([])
    await dark.context().close()

    await other.getByTestId('confirm-right').tap()
    await expect.poll(() => sentText(other)).toBe('Counted. Thank you!')
    // said where the question was, on the small phone's screen
    await expect.poll(() => onScreen(other, 'sent')).toBe(true)
    await expect.poll(() => sentText(phone)).toBe('Counted. Thank you!')
    expect(await phone.getByTestId('send').textContent()).toBe('Send a correction')
    expect(await phone.getByTestId('confirm').count()).toBe(0)
    // by answering, their phone joined the table for the round
    expect(await other.getByTestId('phone-may').getAttribute('data-may')).toBe('joined')
    const results = (await view()).current!.results
    expect(results.map((r) => [r.table, r.winner, r.points])).toEqual([
      [1, 'NS', { NS: 21, EW: 14 }],
    ])
    await expect
      .poll(() => state1.textContent())
      .toContain(`confirmed at the table by ${nameOf(v, seats.E)} & ${nameOf(v, seats.W)}`)
    await hostPage.getByTestId('board-1').scrollIntoViewIfNeeded()
    await shot(hostPage, 'confirm-host-board-confirmed')
  })

  it('table 2: the losing team taps "No, it’s wrong"; the host sees it marked and accepts it', async () => {
    const v = await view()
    const seats = v.current!.plan.tables[1]!.seats
    const phone = phones[1]!
    const other = answerers[1]!
    await send(phone, 'EW', [9, 17])
    const ask = other.getByTestId('confirm').locator('h2')
    await expect
      .poll(() => ask.textContent())
      .toBe(`${first(nameOf(v, seats.N))} & ${first(nameOf(v, seats.S))}: is this right?`)
    // the same question in the other languages still fits a small phone's first screen
    for (const locale of ['fr-FR', 'de-DE', 'ja-JP']) {
      const context = await phonesBrowser.newContext({ ...SMALL_PHONE, locale })
      const other = await context.newPage()
      await other.goto(links[1]!)
      await other.getByTestId('confirm-wrong').waitFor()
      await shot(other, `confirm-ask-360-${locale}`)
      for (const id of ['confirm-right', 'confirm-wrong'])
        expect(await onScreen(other, id), `${locale} ${id}`).toBe(true)
      expect(await smallestText(other), locale).toBeGreaterThanOrEqual(17)
      expect(await smallestTarget(other), locale).toBeGreaterThanOrEqual(48)
      await context.close()
    }
    await other.getByTestId('confirm-wrong').tap()
    await expect
      .poll(() => sentText(other))
      .toBe('The other team said it is wrong: the host decides.')
    await expect.poll(() => onScreen(other, 'sent')).toBe(true)
    await shot(other, 'confirm-wrong-iphone')
    await expect
      .poll(() => sentText(phone))
      .toBe('The other team said it is wrong: the host decides.')
    expect((await view()).current!.results.map((r) => r.table)).toEqual([1])
    // the results tab says one phone result waits, and leads to it
    await hostPage.getByTestId('tab-entry').click()
    await expect
      .poll(() => hostPage.getByTestId('phones-waiting').textContent())
      .toContain('1 result waits for you')
    await hostPage.getByTestId('phones-waiting-open').click()
    const board2 = hostPage.getByTestId('board-2')
    await expect
      .poll(() => hostPage.getByTestId('state-2').textContent())
      .toContain(`${nameOf(v, seats.N)} & ${nameOf(v, seats.S)} said it is wrong`)
    // marked for the host as the results that wait for them are, with what the phone sent
    expect(await hostPage.getByTestId('state-2').getAttribute('class')).toContain('disputed')
    expect(await board2.textContent()).toContain('won 17–9')
    await board2.scrollIntoViewIfNeeded()
    await shot(hostPage, 'confirm-host-board-disputed')
    expect(await axeFindings(hostPage)).toEqual([])
    await hostPage.getByTestId('accept-2').click()
    await expect.poll(() => hostPage.getByTestId('accept-2').count()).toBe(0)
    await expect.poll(() => sentText(phone)).toBe('Confirmed by the host.')
    const results = (await view()).current!.results
    expect(results.map((r) => [r.table, r.winner, r.points])).toEqual([
      [1, 'NS', { NS: 21, EW: 14 }],
      [2, 'EW', { NS: 9, EW: 17 }],
    ])
    expect(
      problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED|EventSource/.test(p)),
    ).toEqual([])
  })

  it('an answer tapped while the phone has no connection is kept and counts once it is back', async () => {
    // the next round, as the host closes this one
    await pageCall(hostPage, 'night:commitRound', { nightId, round: 1 })
    const v = await view()
    expect(v.current!.plan.round).toBe(2)
    const phone = phones[0]!
    const other = answerers[0]!
    await expect.poll(() => phone.getByTestId('round').textContent()).toContain('Round 2')
    await send(phone, 'EW', [5, 21])
    await other.getByTestId('confirm-right').waitFor()
    await other.context().setOffline(true)
    await other.getByTestId('confirm-right').tap()
    await expect
      .poll(() => other.getByTestId('confirm-queued').textContent())
      .toContain('“Yes, right” is not sent yet')
    expect((await view()).current!.results).toEqual([])
    await shot(other, 'confirm-queued-offline')
    await other.context().setOffline(false)
    await expect.poll(() => sentText(other), { timeout: 20_000 }).toBe('Counted. Thank you!')
    const results = (await view()).current!.results
    expect(results.map((r) => [r.table, r.winner])).toEqual([[1, 'EW']])
  })
})
