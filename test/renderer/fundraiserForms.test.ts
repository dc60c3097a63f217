// The fundraiser forms' helpers: a refusal placed beside the field it names and said with money,
// the settings typed turned into settings (a game's bad strip said as typed), and the import's
// rows left out at first.
import { AppError } from '@shared/app-error'
import { parseAttendeesCsv } from '@shared/fundraiser'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../src/renderer/src/i18n'
import {
  base64Of,
  columnCount,
  skippedAtFirst,
} from '../../src/renderer/src/lib/fundraiser/importChoices'
import { FORM, refusalField, sayRefusal } from '../../src/renderer/src/lib/fundraiser/refusals'
import {
  draftOf,
  pricesRefusal,
  settingsOf,
} from '../../src/renderer/src/lib/fundraiser/settingsDraft'

const t = i18n.global.t as (key: string, params?: Record<string, unknown>) => string
const refusal = (key: string, params: Record<string, string | number> = {}): AppError =>
  new AppError('invalid-args', `errors.fundraiser.${key}`, params)

describe('a refusal beside its field', () => {
  it('goes to the field it names, or the one its key is about, or the form', () => {
    expect(refusalField(refusal('money.negative', { field: 'donation', got: -5 }))).toBe('donation')
    expect(refusalField(refusal('raffle.rangeOverlap'))).toBe('first')
    expect(refusalField(refusal('settings.currency', { got: 'XX' }))).toBe('currency')
    expect(refusalField(refusal('csv.binary'))).toBe('file')
    expect(refusalField(refusal('raffle.noTicketSold'))).toBe(FORM)
    // a record's id or a device is no field the host typed
    expect(refusalField(refusal('event.text', { field: 'device' }))).toBe(FORM)
  })

  it('is said in the host’s words, amounts as money in the fundraiser’s currency', () => {
    const said = sayRefusal(refusal('money.negative', { field: 'donation', got: -1250 }), 'EUR', t)
    expect(said).toBe('Donation: an amount cannot be negative (-€12.50).')
    const due = sayRefusal(refusal('payment.moreThanDue', { due: 3000, got: 4500 }), 'USD', t)
    expect(due).toBe('Only $30.00 is still due, and $45.00 is more: record the rest as a donation.')
  })
})

describe('the settings as typed', () => {
  it('start in the host’s currency, and turn back into the settings they came from', () => {
    expect(draftOf(null, 'ja').currency).toBe('JPY')
    expect(draftOf(null, 'fr').currency).toBe('EUR')
    const settings = {
      cause: 'Food bank',
      goalMinor: 100_000,
      currency: 'USD',
      entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
      raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
      fiftyFifty: { ticketMinor: 200, strip: null },
      winAgain: true,
    }
    expect(settingsOf(draftOf(settings, 'en'))).toEqual(settings)
  })

  it('say a strip that is no number as it was typed, beside that game’s field', () => {
    const draft = draftOf(null, 'en')
    draft.games.fiftyFifty.stripSize = 'six'
    const found = pricesRefusal(draft)
    expect(found?.field).toBe('fiftyFifty.stripSize')
    expect(found && sayRefusal(found.err, 'USD', t)).toBe(
      'A strip holds at least two tickets, so six cannot be one.',
    )
    draft.games.fiftyFifty.stripSize = ' '
    expect(pricesRefusal(draft)).toBeNull()
  })
})

describe('the import’s first choices', () => {
  it('leave out a repeat of a row above it and a row with no name, not a near name', () => {
    const list = parseAttendeesCsv(
      'Name,Email\nAnn Lee,ann@x.org\nAnn Lee,ann@x.org\nAnne Lee,other@x.org\n,nobody@x.org\n',
    )
    expect(skippedAtFirst(list)).toEqual([3, 5])
    expect(columnCount(list)).toBe(2)
  })

  it('carry a file’s bytes as base64, however long', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 256)
    const back = atob(base64Of(bytes))
    expect(Uint8Array.from(back, (c) => c.charCodeAt(0))).toEqual(bytes)
    expect(base64Of(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('77u/QQ==')
  })
})
