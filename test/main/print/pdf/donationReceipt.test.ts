// A donation's receipt in every language: one page with the cause, the donor (or anonymous), the
// amount in the cause's currency, the method, the note, the day and the receipt's number; a long
// donor's name and a long note printed whole.
import { describe, expect, it } from 'vitest'
import { donationReceiptPdf, type DrawnText } from '../../../../src/main/print/pdf'
import { formatMoney } from '../../../../src/shared/bunco/money'
import type { DonationReceipt } from '../../../../src/shared/fundraiser'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES } from '../../../../src/shared/settings'
import { longNames } from './fixtures'
import { pdfFonts, pdfInfo, pdfText, renderPng, save, squash } from './poppler'
import { fontProblems, textProblems } from './printed'

const flat = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')
const NOTE =
  'In memory of Rose, who loved a Bunco night more than anyone: her table always had the loudest dice and the best snacks. '.repeat(
    3,
  )

describe.each(LANGUAGES)('a donation receipt in %s', (language) => {
  const currency = language === 'ja' ? 'JPY' : 'EUR'
  const base: DonationReceipt = {
    cause: 'Riverside Food Bank — Winter Appeal',
    currency,
    receiptNumber: '2026-0007',
    date: '2026-12-05',
    donor: longNames()[language === 'ja' ? 5 : 1] ?? null,
    amountMinor: 123456,
    method: 'cheque',
    note: NOTE,
  }

  it.each([
    ['named', base],
    ['anonymous', { ...base, donor: null, note: '', method: 'cash' as const }],
  ])('%s: one page with every detail, nothing cut', async (name, receipt) => {
    const drawn: DrawnText[] = []
    const bytes = await donationReceiptPdf(receipt, {
      language,
      paper: 'a4',
      inspect: (d) => drawn.push(d),
    })
    const path = save(`receipt-${name}-${language}`, bytes)
    renderPng(path, `receipt-${name}-${language}`)
    expect(pdfInfo(path).pages).toBe(1)
    expect(fontProblems(pdfFonts(path))).toEqual([])
    expect(textProblems(drawn).filter((p) => !p.includes(' pt'))).toEqual([])
    const t = pdfTexts[language].fundraiser
    const text = flat(pdfText(path))
    const all = squash(text)
    expect(all).toContain(squash(t.receipt.title))
    expect(all).toContain(squash(fill(t.receipt.number, { number: '2026-0007' })))
    expect(all).toContain(squash(receipt.cause))
    expect(all).toContain(squash(receipt.donor ?? t.receipt.anonymous))
    expect(text).toContain(flat(formatMoney(123456, currency, language)))
    expect(all).toContain(squash(t.methods[receipt.method]))
    expect(all).toContain(squash(receipt.note))
    expect(all).toContain(squash(fill(t.receipt.thanks, { cause: receipt.cause })))
    expect(text).toContain('2026')
  })
})
