// The treasurer's report as data and as CSV: its parts add up to the money raised to the cent,
// its tables by method and by device to the same net, and its CSV opens in a spreadsheet as text
// and numbers, never as a formula.
import { describe, expect, it } from 'vitest'
import {
  createFundraiser,
  csvAmount,
  csvCell,
  csvDocument,
  donationReceipt,
  moneyRaised,
  treasurerCsv,
  treasurerReport,
} from '../../../src/shared/fundraiser'
import { pdfTexts } from '../../../src/shared/i18n/pdf'
import { LANGUAGES } from '../../../src/shared/settings'
import { refused } from './helpers'
import { fundraiserNight } from './night'

const NAMES = ['Zoë Núñez', 'Ann Lee', 'Jürgen Groß', 'Mary O’Brien-Smith', '山田 太郎', '-1+2 Sum']
const names = Array.from({ length: 40 }, (_, i) => `${NAMES[i % NAMES.length] as string} ${i}`)

/** Splits a CSV into its records of fields (every field is quoted). */
function records(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  return csv
    .slice(1)
    .split('\r\n')
    .slice(0, -1)
    .map((line) =>
      line === ''
        ? []
        : [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) =>
            (m[1] ?? '').replace(/""/g, '"'),
          ),
    )
}

describe('the treasurer’s report', () => {
  const { state, drawer } = fundraiserNight({ names })
  const report = treasurerReport(state, drawer, { device: (id) => `Desk ${id}` })

  it('lists parts that add up to the money raised, to the cent', () => {
    const sum = report.parts.reduce((a, p) => a + p.amountMinor, 0)
    expect(sum).toBe(report.totalMinor)
    expect(report.totalMinor).toBe(moneyRaised(state).totalMinor)
    expect(report.mismatches).toEqual([])
    expect(report.parts.find((p) => p.part === 'prizePayouts')?.amountMinor).toBe(-2500)
    // every movement's net, by method or by device, is everything in less everything out
    const net = (rows: { netMinor: number }[]): number => rows.reduce((a, r) => a + r.netMinor, 0)
    const owed = report.fiftyFifty.winnerMinor - report.fiftyFifty.paidMinor
    expect(net(report.byMethod) - owed).toBe(report.totalMinor)
    expect(net(report.byDevice)).toBe(net(report.byMethod))
    expect(report.byDevice.map((r) => r.key)).toEqual(['Desk laptop', 'Desk tablet'])
  })

  it('says no prize money paid out as 0, never as −0 (printed “-$0.00”)', () => {
    const fresh = treasurerReport(createFundraiser(state.settings))
    const none = fresh.parts.find((p) => p.part === 'prizePayouts')?.amountMinor
    expect(Object.is(none, 0)).toBe(true)
  })

  it('keeps every record: payments, refunds, donations, sales, draws (the unclaimed one too), payouts', () => {
    expect(report.payments).toHaveLength(state.payments.size)
    expect(report.refunds.length).toBeGreaterThan(0)
    expect(report.refunds[0]?.guest).toMatch(/\S \S/)
    expect(report.donations).toHaveLength(5)
    expect(report.draws.map((d) => d.status)).toEqual([
      'standing',
      'unclaimed',
      'standing',
      'standing',
      'standing',
    ])
    expect(report.draws.at(-1)).toMatchObject({ game: 'fiftyFifty', prize: '' })
    expect(report.drawer?.differenceMinor).toBe(-150)
  })

  it.each(LANGUAGES)('writes a CSV in %s that sums to the cent and is safe to open', (l) => {
    const words = pdfTexts[l].fundraiser
    const csv = treasurerCsv(report, words)
    expect(csv).toMatch(/^\uFEFF"/)
    expect(csv.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
    const rows = records(csv)
    const t = words.treasurer
    const at = rows.findIndex((r) => r[0] === t.summary && r.length === 1)
    const parts = rows.slice(at + 2, at + 2 + report.parts.length)
    const total = rows[at + 2 + report.parts.length]
    expect(total?.[0]).toBe(t.total)
    const cents = (s: string | undefined): number => Math.round(Number(s) * 100)
    expect(parts.reduce((a, r) => a + cents(r[1]), 0)).toBe(cents(total?.[1]))
    expect(cents(total?.[1])).toBe(report.totalMinor)
    // a donor called "=HYPERLINK(…)" and a guest called "-1+2" stay text; amounts stay numbers
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""click"")"`)
    expect(csv).toContain(`"'-1+2 Sum 5"`)
    expect(csv).toContain('"-25.00"')
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+@]/)
    expect(csv).toContain(`"${t.statuses.unclaimed}"`)
    expect(csv).toContain('"2026-12-05T20:00:00Z"')
  })

  it('writes amounts in the currency’s own digits', () => {
    expect(csvAmount(123456, 2)).toBe('1234.56')
    expect(csvAmount(-5, 2)).toBe('-0.05')
    expect(csvAmount(0, 2)).toBe('0.00')
    expect(csvAmount(2500, 0)).toBe('2500')
    expect(csvAmount(-7, 3)).toBe('-0.007')
    const yen = fundraiserNight({ names: names.slice(0, 8), currency: 'JPY' })
    const csv = treasurerCsv(treasurerReport(yen.state, yen.drawer), pdfTexts.ja.fundraiser)
    expect(csv).toContain(
      `"${pdfTexts.ja.fundraiser.treasurer.total}","${moneyRaised(yen.state).totalMinor}"`,
    )
  })
})

describe('CSV cells', () => {
  it('quote every field, double inner quotes, and defuse formulas as OWASP advises', () => {
    expect(csvCell('Ann "Nan" Lee')).toBe('"Ann ""Nan"" Lee"')
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('+33 6 12')).toBe(`"'+33 6 12"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`)
    expect(csvCell('-12.50')).toBe('"-12.50"')
    expect(csvCell('-12.50+1')).toBe(`"'-12.50+1"`)
    expect(csvCell('a,b\r\nc')).toBe('"a,b\r\nc"')
    expect(csvDocument([['a'], [], ['b', 'c']])).toBe('\uFEFF"a"\r\n\r\n"b","c"\r\n')
  })
})

describe('a donation receipt', () => {
  const { state } = fundraiserNight({ names: names.slice(0, 4) })

  it('numbers a donation by its place in the log and the year, the same each time', () => {
    const receipt = donationReceipt(state, 'd2', '2026-12-05T21:30:00Z')
    expect(receipt).toMatchObject({ receiptNumber: '2026-0003', cause: 'Riverside Food Bank' })
    expect(donationReceipt(state, 'd2', '2026-12-05').receiptNumber).toBe('2026-0003')
    expect(donationReceipt(state, 'd1', '2026-12-05').donor).toBeNull()
    refused(() => donationReceipt(state, 'nope', '2026-12-05'), 'donation.unknown')
  })
})
