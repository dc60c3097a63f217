// One word for one thing in every language (issue 35, item 8): a prize has one name in the app,
// on paper and on the TV; German says "Nullrunde" and "Spielzettel", Japanese 南北 and 決着戦.
import { describe, expect, it } from 'vitest'
import { PRIZE_CATEGORIES } from '../../../src/shared/bunco'
import { messages } from '../../../src/shared/i18n'
import { pdfTexts } from '../../../src/shared/i18n/pdf'
import { phoneTexts } from '../../../src/shared/i18n/phone'
import { problemTexts } from '../../../src/shared/i18n/problems'
import { ruleTexts } from '../../../src/shared/i18n/rules'
import { LANGUAGES } from '../../../src/shared/settings'

/** Every text (not key) a language's catalogues hold, one per line. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node === null || typeof node !== 'object') return []
  return Object.values(node).flatMap(texts)
}

const everything = (language: (typeof LANGUAGES)[number]): string =>
  texts([
    messages[language],
    pdfTexts[language],
    phoneTexts[language],
    problemTexts[language],
    ruleTexts[language],
  ]).join('\n')

describe('wording', () => {
  it.each(LANGUAGES)('names each prize one way in the app, on paper and on the TV (%s)', (l) => {
    for (const prize of PRIZE_CATEGORIES) {
      const app = messages[l].prizes[prize]
      expect(ruleTexts[l].say[`prize.${prize}`], prize).toBe(app)
      expect(phoneTexts[l].tv.prize[prize], prize).toBe(app)
    }
  })

  it('says the same thing with the same word', () => {
    expect(everything('en')).not.toContain('Final Bunco')
    expect(everything('de')).not.toMatch(/Wipeout|Punktzettel/)
    expect(everything('ja')).not.toMatch(/北南|決定戦|北・南/)
  })

  it('prints a prize that went to someone as awarded, not as a bare “Won”', () => {
    expect(pdfTexts.en.results.status.won).toBe('Awarded')
  })
})
