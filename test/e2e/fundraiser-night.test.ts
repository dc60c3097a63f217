// A charity night at the door, as volunteers run it at a laptop's 1366×768: the night made a
// fundraiser, a messy attendee list of hundreds imported (columns confirmed, a duplicate and a
// near-duplicate left out), 30 guests checked in by typing their names (at most three keys each
// after the name), a walk-in, a refund, raffle and 50/50 tickets sold and drawn, a donation with
// its receipt; the money raised and the cash drawer checked against the test's own sums to the
// cent, and the treasurer's papers printed.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poppler } from '../main/print/pdf/poppler'
import { e2eAvailable } from './browser'
import { fileHooks } from './fileHooks'
import {
  OTHERS,
  PRICES,
  attendeeFile,
  listGuests,
  typedFor,
  type ListGuest,
} from './fundraiserGuests'
import { shot, pdfPng } from './fundraiserShots'
import { axeInBothThemes, overflowing, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
const TEXT_BOXES = 'button, th, td, .field > span, h2, h3, .tab, legend, .choice'

describe.runIf(run)('a charity night at the door', () => {
  const files = fileHooks()
  let session: Session
  let page: Page
  let nightId = 0
  // the test's own books: every cent it saw change hands, summed its own way
  const money = { entry: 0, raffle: 0, fiftyKept: 0, donations: 0, cashIn: 0 }
  const keysPerCheckIn: number[] = []

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768, hooks: files.hooks })
    page = session.page
    await page.getByTestId('home').waitFor()
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Charity Bunco',
      date: '2026-12-05',
    })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'seating' })
    await page.reload()
    await page.getByTestId('setup-panel').waitFor()
  }, 60_000)

  afterAll(async () => {
    await session?.close()
    rmSync(files.folder, { recursive: true, force: true })
  })

  const field = (id: string) => page.getByTestId(id)

  async function typeInto(id: string, text: string): Promise<void> {
    // as a volunteer does: select what the field holds, then type over it
    await field(id).press('ControlOrMeta+a')
    await field(id).press('Backspace')
    await field(id).pressSequentially(text)
  }

  it('makes the night a fundraiser, refusing a bad price beside its field', async () => {
    await page.getByTestId('tab-fundraiser').click()
    await field('fund-settings').waitFor()
    await typeInto('fund-cause', 'Riverside Food Bank')
    await typeInto('fund-goal', '2500')
    expect(await field('fund-currency').inputValue()).toBe('USD')
    await typeInto('fund-price-early', '25')
    await typeInto('fund-price-regular', '30')
    await typeInto('fund-price-door', '-35')
    await expect.poll(() => field('fund-price-door-problem').textContent()).toContain('negative')
    await typeInto('fund-price-door', '35.00')
    expect(await field('fund-price-door-problem').count()).toBe(0)
    await typeInto('fund-raffle-ticket', '1')
    await typeInto('fund-raffle-strip-size', '1')
    await typeInto('fund-raffle-strip-price', '5')
    await typeInto('fund-fiftyFifty-ticket', '1.25')
    await field('fund-settings-save').click()
    expect(await field('fund-raffle-strip-size-problem').textContent()).toBe(
      'A strip holds at least two tickets, so 1 cannot be one.',
    )
    expect(await field('fundraiser').getByTestId('fund-cause-title').count()).toBe(0)
    await typeInto('fund-raffle-strip-size', '6')
    await field('fund-settings-save').click()
    await expect.poll(() => field('fund-cause-title').textContent()).toBe('Riverside Food Bank')
    expect(await field('fund-raised-line').textContent()).toBe('$0.00 raised of $2,500.00')
  })

  it('imports a messy list: columns confirmed, the duplicate and the near-duplicate left out', async () => {
    const csv = attendeeFile()
    const path = join(files.folder, 'Attendees export (Eventbrite).csv')
    writeFileSync(path, csv.text)
    const chooser = page.waitForEvent('filechooser')
    await field('import-choose').click()
    await (await chooser).setFiles(path)
    await field('import-preview').waitFor()
    expect(await field('import-read').textContent()).toBe(
      `${36 + OTHERS} rows read (text encoding: utf-8).`,
    )
    // the guesses, shown for the host to confirm
    const guessed = async (f: string): Promise<string> =>
      field(`import-column-${f}`).evaluate(
        (s) =>
          (s as unknown as { selectedOptions: { textContent: string | null }[] }).selectedOptions[0]
            ?.textContent ?? '',
      )
    expect(await guessed('fullName')).toBe('Column 3: Attendee')
    expect(await guessed('email')).toBe('Column 4: Email')
    expect(await guessed('amountPaid')).toBe('Column 6: Total Paid')
    expect(await guessed('orderNumber')).toBe('Column 1: Order #')
    // the order number is of no use tonight: the host sets that column aside, the file is read again
    await field('import-column-orderNumber').selectOption('')
    await expect.poll(() => guessed('orderNumber')).toBe('(none)')
    // the repeated order is left out already; the near-duplicate is the host's to judge
    expect(await field(`import-skip-${csv.duplicateRow}`).isChecked()).toBe(true)
    expect(await field(`import-row-${csv.duplicateRow}`).textContent()).toContain(
      'Same email as row',
    )
    expect(await field(`import-row-${csv.nearRow}`).textContent()).toContain('Name close to row')
    expect(await field(`import-skip-${csv.nearRow}`).isChecked()).toBe(false)
    await field(`import-skip-${csv.nearRow}`).check()
    await shot(page, 'fundraiser-import-en')
    expect(await overflowing(page, TEXT_BOXES)).toEqual([])
    expect(await field('import-confirm').textContent()).toContain(`(${34 + OTHERS})`)
    await field('import-confirm').click()
    await expect
      .poll(() => field('import-done').textContent())
      .toBe(`Guests imported: ${34 + OTHERS}.`)
    expect(await field('desk-counts').textContent()).toBe(`Checked in: 0 of ${34 + OTHERS}`)
    for (const g of listGuests()) money.entry += g.paid
  })

  async function checkIn(
    guest: ListGuest,
    method: string | null,
    accents: boolean,
    pictures = false,
  ): Promise<void> {
    const box = field('desk-search')
    // the box has the focus after the last guest: the volunteer just types
    expect(
      await box.evaluate(
        (b) =>
          b ===
          (globalThis as unknown as { document: { activeElement: unknown } }).document
            .activeElement,
      ),
    ).toBe(true)
    await page.keyboard.type(typedFor(guest, accents))
    await expect
      .poll(() => field('desk-hit').first().locator('.name').textContent())
      .toBe(`${guest.first} ${guest.last}`)
    const keys = method ? ['Enter', method, 'Enter'] : ['Enter', 'Enter']
    for (const [i, key] of keys.entries()) {
      if (pictures && i === 0) await shot(page, 'fundraiser-desk-hits-en')
      await page.keyboard.press(key)
      if (pictures && i === 1) await shot(page, 'fundraiser-desk-guest-en')
    }
    keysPerCheckIn.push(keys.length)
    await expect
      .poll(() => field('desk-done').textContent())
      .toContain(`${guest.first} ${guest.last}`)
    expect(await box.inputValue()).toBe('')
  }

  it('checks 30 guests in by typing their names, three keys at most after each name', async () => {
    await field('desk-search').focus()
    const digits = ['1', '2', '3'] as const
    const guests = listGuests().slice(0, 30)
    for (const [i, guest] of guests.entries()) {
      const digit = guest.due > 0 ? digits[i % 3] : null
      await checkIn(guest, digit ?? null, i % 2 === 0, i === 7)
      money.entry += guest.due
      if (digit === '1') money.cashIn += guest.due
      if (i === 7) await shot(page, 'fundraiser-desk-en')
    }
    expect(keysPerCheckIn).toHaveLength(30)
    expect(Math.max(...keysPerCheckIn)).toBeLessThanOrEqual(3)
    expect(await field('desk-counts').textContent()).toBe(`Checked in: 30 of ${34 + OTHERS}`)
    expect(await overflowing(page, TEXT_BOXES)).toEqual([])
  })

  it('adds a walk-in in seconds, refunds part of a payment, marks a no-show, undoes an arrival', async () => {
    await typeInto('walk-in-first', 'Tomás')
    await typeInto('walk-in-last', 'Ruiz')
    expect(await field('walk-in-amount').inputValue()).toBe('35.00')
    await field('walk-in-add').click()
    await expect.poll(() => field('walk-in-done').textContent()).toContain('Tomás Ruiz')
    money.entry += PRICES.door
    money.cashIn += PRICES.door
    expect(await field('desk-counts').textContent()).toBe(`Checked in: 31 of ${35 + OTHERS}`)
    // José Núñez paid $30.00 by card at the door: $10.00 of it goes back to his card
    await typeInto('desk-search', 'nunez')
    await page.keyboard.press('Enter')
    await field('desk-refund').click()
    await typeInto('desk-refund-amount', '40')
    await field('desk-refund-confirm').click()
    expect(await field('desk-refund-amount-problem').textContent()).toBe(
      'Only $30.00 of this payment can still be refunded, and $40.00 is more.',
    )
    await typeInto('desk-refund-amount', '10')
    await field('desk-refund-confirm').click()
    await expect.poll(() => field('desk-done').textContent()).toBe('Refunded $10.00 to José Núñez.')
    money.entry -= 1000
    // Emre Yilmaz sent word he cannot come; Priya Patel was checked in by mistake and is again
    for (const [typed, button, done] of [
      ['yilmaz e', 'desk-no-show', 'Emre Yilmaz is marked as a no-show.'],
      ['patel p', 'desk-undo-arrival', 'Priya Patel is no longer checked in.'],
    ] as const) {
      await field('desk-search').pressSequentially(typed)
      await page.keyboard.press('Enter')
      await field(button).click()
      await expect.poll(() => field('desk-done').textContent()).toBe(done)
    }
    expect(await field('desk-counts').textContent()).toBe(`Checked in: 30 of ${35 + OTHERS}`)
    const patel = listGuests().find((g) => g.last === 'Patel')
    if (!patel) throw new Error('no Priya Patel on the list')
    await checkIn(patel, null, true)
    expect(await field('desk-counts').textContent()).toBe(`Checked in: 31 of ${35 + OTHERS}`)
    expect(await field('fund-raised-line').textContent()).toBe(
      `${usd(money.entry)} raised of $2,500.00`,
    )
  })

  async function sell(
    game: string,
    first: string,
    last: string,
    who: [string, string],
    method: string,
  ) {
    await field(`sale-game-${game}`).check()
    await typeInto('sale-first', first)
    await typeInto('sale-last', last)
    await typeInto('sale-seller', who[0])
    await typeInto('sale-buyer', who[1])
    await field('sale-method').selectOption(method)
    await field('sale-sell').click()
  }

  it('sells raffle and 50/50 tickets in ranges, never a number twice, and draws them', async () => {
    await field('fund-section-raffle').click()
    await sell('raffle', '1', '12', ['Mia', 'Ann Lee'], 'cash')
    await expect.poll(() => field('sale-done').textContent()).toBe('Sold: Tickets 1 to 12, $10.00.')
    await sell('raffle', '13', '20', ['Mia', ''], 'card')
    await expect.poll(() => field('sale-done').textContent()).toBe('Sold: Tickets 13 to 20, $7.00.')
    await sell('raffle', '18', '25', ['Raj', 'Bo Leeds'], 'cash')
    expect(await field('sale-range-problem').textContent()).toBe(
      'Tickets 18 to 25 overlap tickets 13 to 20, sold already: a ticket is never sold twice.',
    )
    await typeInto('sale-first', '21')
    await typeInto('sale-last', '30')
    expect(await field('sale-price').textContent()).toBe('Tickets: 10 · $9.00')
    await field('sale-sell').click()
    await expect.poll(() => field('sale-done').textContent()).toBe('Sold: Tickets 21 to 30, $9.00.')
    money.raffle += 1000 + 700 + 900
    money.cashIn += 1000 + 900
    await sell('fiftyFifty', '1', '7', ['Joe', 'Elin Lindqvist'], 'cash')
    await expect.poll(() => field('sale-done').textContent()).toBe('Sold: Tickets 1 to 7, $8.75.')
    money.cashIn += 875
    expect(await field('sold-range').count()).toBe(4)
    // prizes, drawn among the tickets sold; one not claimed is drawn again
    for (const [name, donor] of [
      ['Spa basket', 'Glow Salon'],
      ['Wine crate', 'Cellar 9'],
    ] as const) {
      await typeInto('prize-name', name)
      await typeInto('prize-donor', donor)
      await field('prize-add-button').click()
      await expect.poll(() => field('prize').count()).toBeGreaterThan(name === 'Spa basket' ? 0 : 1)
    }
    const prizes = field('prize')
    await prizes.nth(0).getByRole('button', { name: 'Draw a ticket' }).click()
    const winner = prizes.nth(0).locator('.winner')
    await expect.poll(() => winner.textContent()).toMatch(/^Ticket (\d+) won/)
    const first = Number(/Ticket (\d+)/.exec((await winner.textContent()) ?? '')?.[1])
    expect(first).toBeGreaterThanOrEqual(1)
    expect(first).toBeLessThanOrEqual(30)
    // a ticket of 1–12 was bought by Ann Lee, 21–30 by Bo Leeds; 13–20 have no buyer recorded
    const buyer =
      first <= 12 ? 'bought by Ann Lee.' : first >= 21 ? 'bought by Bo Leeds.' : '(sold by Mia).'
    expect(await winner.textContent()).toContain(buyer)
    await prizes.nth(0).getByRole('button', { name: 'Not claimed: draw again' }).click()
    await expect
      .poll(() => prizes.nth(0).locator('.unclaimed').textContent())
      .toBe(`Ticket ${first}: not claimed.`)
    await prizes.nth(0).getByRole('button', { name: 'Draw a ticket' }).click()
    await expect.poll(() => winner.textContent()).toMatch(/^Ticket \d+ won/)
    expect(await winner.textContent()).not.toContain(`Ticket ${first} `)
    await prizes.nth(1).getByRole('button', { name: 'Draw a ticket' }).click()
    await expect
      .poll(() => prizes.nth(1).locator('.winner').textContent())
      .toMatch(/^Ticket \d+ won/)
    // the 50/50: half of $8.75 to its winner, the odd cent to the cause
    expect(await field('fifty-pot').textContent()).toBe('$8.75')
    expect(await field('fifty-winner-half').textContent()).toBe('$4.37')
    await field('fifty-draw').click()
    await expect
      .poll(() => field('fifty-winner').textContent())
      .toContain('bought by Elin Lindqvist.')
    await field('fifty-pay').click()
    await expect.poll(() => field('fifty-paid').textContent()).toBe('Paid to the winner: $4.37.')
    money.fiftyKept += 438
    money.cashIn -= 437
    await shot(page, 'fundraiser-raffle-en')
    expect(await overflowing(page, TEXT_BOXES)).toEqual([])
  })

  it('records a donation typed as money, refusing one that is not, and prints its receipt', async () => {
    await field('fund-section-donations').click()
    await typeInto('donation-amount', '12.3456')
    await typeInto('donation-donor', 'Cy Park')
    expect(await field('donation-amount-problem').textContent()).toContain('12.3456')
    await typeInto('donation-amount', '0')
    await field('donation-record').click()
    expect(await field('donation-amount-problem').textContent()).toBe(
      'Donation: the amount cannot be zero.',
    )
    await typeInto('donation-amount', '25.50')
    await typeInto('donation-note', 'In memory of Rose')
    await field('donation-record').click()
    await expect
      .poll(() => field('donation-done').textContent())
      .toContain('Recorded: $25.50 from Cy Park.')
    money.donations += 2550
    money.cashIn += 2550
    await field('donation-receipt-last').click()
    await expect
      .poll(() => field('donation-receipt-said').textContent())
      .toContain('preview window')
    const receipt = files.opened.at(-1) ?? ''
    const text = poppler('pdftotext', ['-layout', receipt, '-']).toString('utf8')
    expect(text).toContain('Cy Park')
    expect(text).toContain('$25.50')
    expect(text).toContain('Riverside Food Bank')
    pdfPng(receipt, 'receipt-en')
    await shot(page, 'fundraiser-donations-en')
  })

  it('shows the money raised to the cent, its parts, the drawer and the papers', async () => {
    await field('fund-section-money').click()
    const total = money.entry + money.raffle + money.fiftyKept + money.donations
    expect(await field('money-total').textContent()).toBe(usd(total))
    expect(await field('money-part-entryFees').locator('td').textContent()).toBe(usd(money.entry))
    expect(await field('money-part-raffle').locator('td').textContent()).toBe(usd(money.raffle))
    expect(await field('money-part-fiftyFiftyShare').locator('td').textContent()).toBe('$4.38')
    expect(await field('money-part-donations').locator('td').textContent()).toBe('$25.50')
    // the drawer: a $100.00 float and every cash movement the test saw, counted to the cent
    const expected = 10_000 + money.cashIn
    await typeInto('drawer-float', '100')
    await typeInto('drawer-counted', (expected / 100).toFixed(2))
    await field('drawer-check').click()
    await expect
      .poll(() => field('drawer-verdict').textContent())
      .toBe('The drawer matches what the desk recorded.')
    expect(await field('drawer-expected').textContent()).toBe(usd(expected))
    await shot(page, 'fundraiser-money-en')
    expect(await overflowing(page, TEXT_BOXES)).toEqual([])
    // the treasurer's report from the app's own call, and its CSV
    await field('report-open').click()
    await expect
      .poll(() => field('report-said').textContent())
      .toMatch(/preview window \(\d+ pages?\)/)
    const report = files.opened.at(-1) ?? ''
    const text = poppler('pdftotext', ['-layout', report, '-']).toString('utf8')
    expect(text).toContain('Riverside Food Bank')
    expect(text).toContain(usd(total))
    pdfPng(report, 'treasurer-report-en')
    await field('report-csv').click()
    await expect
      .poll(() => field('report-said').textContent(), { timeout: 30_000 })
      .toContain('.csv')
    const csv = readFileSync(files.saved.at(-1) ?? '', 'utf8')
    expect(csv).toContain((total / 100).toFixed(2))
    expect(csv).toContain('Cy Park')
    // name tags: every guest but the no-shows, then one walk-in on the third label of a used sheet
    await field('tags-all').click()
    await expect
      .poll(() => field('tags-said').textContent(), { timeout: 30_000 })
      .toContain(`preview window (${Math.ceil((34 + OTHERS) / 8)} pages)`)
    const tags = files.opened.at(-1) ?? ''
    // a name as large as its label allows may wrap: its words are read without the spaces
    const tagText = poppler('pdftotext', [tags, '-']).toString('utf8').replace(/\s+/g, '')
    for (const name of ['ZoëLefèvre', 'TomásRuiz', 'GünterMüller']) expect(tagText).toContain(name)
    pdfPng(tags, 'name-tags-en')
    await field('tags-position').selectOption('2')
    await field('tags-one').click()
    await expect
      .poll(() => field('tags-said').textContent(), { timeout: 30_000 })
      .toContain('preview window (1 page)')
    pdfPng(files.opened.at(-1) ?? '', 'name-tag-walk-in-en')
    expect(session.problems).toEqual([])
  })

  it('has no serious or critical accessibility finding in any section, light or dark', async () => {
    const found: Record<string, unknown> = {}
    for (const section of ['door', 'raffle', 'donations', 'money'] as const) {
      await field(`fund-section-${section}`).click()
      if (section === 'door') {
        await typeInto('desk-search', 'lee')
        await field('desk-hit').first().waitFor()
      }
      const findings = await axeInBothThemes(page)
      if (Object.keys(findings).length > 0) found[section] = findings
    }
    // a guest's panel open, with a refusal showing
    await field('fund-section-door').click()
    await typeInto('desk-search', 'brennan k')
    await page.keyboard.press('Enter')
    await page.keyboard.press('2')
    await typeInto('desk-amount', '99')
    await page.keyboard.press('Enter')
    await field('desk-amount-problem').waitFor()
    const panel = await axeInBothThemes(page)
    if (Object.keys(panel).length > 0) found['guest'] = panel
    await page.evaluate("document.documentElement.dataset.theme = 'dark'")
    await shot(page, 'fundraiser-desk-refused-dark')
    await page.evaluate("document.documentElement.dataset.theme = 'light'")
    expect(found).toEqual({})
  })
})
