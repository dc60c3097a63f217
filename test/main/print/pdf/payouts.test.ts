// A club night's results read back as a guest reads them: every payout exactly as formatMoney
// writes it in the document's language, the amounts right-aligned in one column and adding up
// to the pot; before the night is settled, each prize's share; a night of no club has no money.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import { formatMoney } from '../../../../src/shared/bunco/money'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES, type Language } from '../../../../src/shared/settings'
import { renderDocument, type PdfNight } from '../../../../src/main/print/pdf'
import { nightAwards } from '../../../../src/main/print/pdf/standings'
import { clubNight } from './clubFixtures'
import { buildNight } from './fixtures'
import { guests } from './printed'
import { pdfText, renderPng, save, words } from './poppler'

// pdftotext gives the no-break spaces Intl puts in "24,00 €" back as they are, or as spaces
const flat = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')

// every tie is shared, so a night ends settled with prizes split between holders
const SHARING: HouseRules = {
  ...DEFAULT_RULES,
  prizes: DEFAULT_RULES.prizes.map((p) => (p.enabled ? { ...p, tie: 'share' as const } : p)),
}

/** A finished night whose prizes are all settled, with a prize shared by two or more. */
function settledNight(language: Language): PdfNight {
  for (let seed = 1; seed < 200; seed++) {
    const night = clubNight(
      buildNight({ names: guests(language), rules: SHARING, rounds: 6, finish: true, seed }),
      language,
    )
    const payouts = night.money?.payouts ?? []
    const shared = new Set(payouts.map((p) => p.prize)).size < payouts.length
    if (night.money?.settled && shared) return night
  }
  throw new Error('no seed gives a settled night with a shared prize')
}

/** The prizes the night's rules award (a share for any other is carried, never printed). */
function awardedPrizes(night: PdfNight): string[] {
  return nightAwards(night.state).awards.map((a) => a.prize)
}

describe.each(LANGUAGES)('a club night’s results in %s', (language) => {
  it('prints every payout as formatMoney writes it, in one right-aligned column, summing to the pot', async () => {
    const night = settledNight(language)
    const money = night.money
    if (!money) throw new Error('no money')
    const bytes = await renderDocument('results', night, { language, paper: 'a4' })
    const path = save(`payouts-results-${language}`, bytes)
    renderPng(path, `payouts-results-${language}`)
    const text = flat(pdfText(path))
    const cash = (minor: number): string => flat(formatMoney(minor, money.currency, language))
    for (const p of money.payouts) expect(text).toContain(cash(p.amount))
    for (const sum of [money.pot, money.carriedIn, money.carried, money.kept])
      expect(text).toContain(cash(sum))
    const paid = money.payouts.reduce((a, p) => a + p.amount, 0)
    expect(paid + money.carried + money.kept).toBe(money.pot)
    expect(text).toContain(cash(paid))
    // every amount ends at the same right edge (pdftotext splits "24,00 €" into words)
    const page = words(path)
    const rights = page.words
      .filter((w) => /[€$¥￥]|USD|EUR|JPY/.test(w.text))
      .map((w) => Math.round(w.xMax))
    expect(rights.length).toBeGreaterThanOrEqual(money.payouts.length + 4)
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThanOrEqual(1)
  })

  it('shows each prize’s share of the pot before the night is settled', async () => {
    const night = clubNight(
      buildNight({ names: guests(language), rules: DEFAULT_RULES, rounds: 3 }),
      language,
    )
    const money = night.money
    if (!money) throw new Error('no money')
    const bytes = await renderDocument('results', night, { language, paper: 'letter' })
    const text = flat(pdfText(save(`payouts-shares-${language}`, bytes))).replace(/\s+/g, ' ')
    const t = pdfTexts[language].money
    const prizes = new Set(night.state.played.length > 0 ? awardedPrizes(night) : [])
    for (const s of money.shares.filter((s) => prizes.has(s.prize)))
      expect(text).toContain(flat(formatMoney(s.amount, money.currency, language)))
    expect(text).toContain(flat(formatMoney(money.pot, money.currency, language)))
    expect(text).toContain(t.share)
    expect(text.replace(/ /g, '')).toContain(t.unsettled.replace(/ /g, ''))
  })

  it('prints a night of no club without any money', async () => {
    const night = buildNight({ names: guests(language), rules: DEFAULT_RULES, rounds: 6 })
    const bytes = await renderDocument('results', night, { language, paper: 'a4' })
    const text = pdfText(save(`payouts-none-${language}`, bytes))
    const t = pdfTexts[language].money
    expect(text).not.toContain(t.title)
    expect(text).not.toContain(t.share)
    expect(text).not.toMatch(/[€$¥￥]/)
  })
})
