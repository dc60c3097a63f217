// The printed words: a first seat is a seat, not a ranking place; counts use the language's
// plural forms (1 Bunco, 2 manches perdues); a prize nobody holds says so, with no count.
import { describe, expect, it } from 'vitest'
import type { Award } from '../../../../src/shared/bunco'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES } from '../../../../src/shared/settings'
import { renderDocument } from '../../../../src/main/print/pdf'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfText, save, squash } from './poppler'

const award = (prize: Award['prize'], value: number | null, winners: string[]): Award => ({
  prize,
  status: winners.length > 0 ? 'won' : 'none',
  winners,
  tied: winners,
  decidedBy: winners.length > 0 ? 'outright' : null,
  skipped: [],
  droppedPick: null,
  value,
})

// what each language must print for 1 Bunco, 3 wins, 2 losses, and what it must never print
const EXPECTED = {
  en: { say: ['1 Bunco', '3 wins', '2 losses'], never: ['1 Buncos', '3 Wins', '0 Buncos'] },
  fr: {
    say: ['1 Bunco', '3 manches gagnées', '2 manches perdues'],
    never: ['1 Buncos', '3 Gagnées', '0 Buncos'],
  },
  de: { say: ['1 Bunco', '3 Siege', '2 Niederlagen'], never: ['1 Buncos', '0 Buncos'] },
  ja: { say: ['バンコ 1 回', '3 勝', '2 敗'], never: ['1 バンコ', '0 バンコ'] },
} as const

describe('printed words', () => {
  it.each(LANGUAGES)('%s: the first seat is named as a seat, not as a ranking place', (lang) => {
    const label = pdfTexts[lang].scoreSheet.start
    expect(label).not.toMatch(/^(Première place|Erster Platz|First place|1位)$/)
    expect(label).toMatch({ en: /seat/i, fr: /départ|siège/i, de: /Sitz/, ja: /席/ }[lang])
  })

  it.each(LANGUAGES)(
    '%s: results count in plural forms; a prize nobody holds says so',
    async (lang) => {
      const night = buildNight({ names: LATIN_NAMES, rounds: 24, finish: true })
      night.state.awards = [
        award('mostWins', 3, ['p1']),
        award('mostBuncos', 1, ['p2']),
        award('mostLosses', 2, ['p3']),
        award('mostMinis', 0, []),
      ]
      const bytes = await renderDocument('results', night, { language: lang, paper: 'a4' })
      const text = squash(pdfText(save(`words-results-${lang}`, bytes)))
      for (const say of EXPECTED[lang].say) expect(text).toContain(squash(say))
      // whole words: squashed, "1 Bunco" + "sans égalité" would read as "1Buncos…"
      const words = ` ${pdfText(save(`words-results-${lang}`, bytes)).replace(/\s+/g, ' ')} `
      for (const never of EXPECTED[lang].never)
        expect(words).not.toMatch(new RegExp(`[\\s·]${never}[\\s·]`))
      expect(text).not.toContain(squash('— ·'))
      expect(text).toContain(squash(pdfTexts[lang].results.nobody))
    },
  )
})
