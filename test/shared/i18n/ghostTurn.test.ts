// A Bunco rolled on a ghost's turn counts for the ghost (RULES.md sections 1 and 4): the rule
// sheet, the scorekeeper and the phones say so in every language, instead of "the player who
// rolled it" (the partner rolls for the ghost).
import { describe, expect, it } from 'vitest'
import { ruleTexts } from '../../../src/shared/i18n/rules'
import { phoneTexts } from '../../../src/shared/i18n/phone'
import { toolsDe } from '../../../src/shared/i18n/tools/de'
import { toolsEn } from '../../../src/shared/i18n/tools/en'
import { toolsFr } from '../../../src/shared/i18n/tools/fr'
import { toolsJa } from '../../../src/shared/i18n/tools/ja'
import { LANGUAGES } from '../../../src/shared/settings'

/** Each language's word for a ghost (rule sheet) and for an empty seat (tools and phones). */
const WORDS = {
  en: { ghost: 'ghost', seat: 'empty seat', bunco: 'Bunco' },
  fr: { ghost: 'fantôme', seat: 'place vide', bunco: 'Bunco' },
  de: { ghost: 'Geist', seat: 'leeren Platz', bunco: 'Bunco' },
  ja: { ghost: 'ゴースト', seat: '空席', bunco: 'バンコ' },
} as const
const TOOLS = { en: toolsEn, fr: toolsFr, de: toolsDe, ja: toolsJa }

describe('a Bunco on a ghost’s turn, said', () => {
  it.each(LANGUAGES)('the rule sheet says it counts for the ghost (%s)', (language) => {
    const { ghost, bunco } = WORDS[language]
    const own = ruleTexts[language].say['scoring.own']
    expect(own).toContain(ghost)
    expect(own).toContain(bunco)
    // "rolled it" is not the rule: the partner rolls on the ghost's turn
    expect(own).not.toMatch(/who rolled it|qui l’a lancé|die ihn gewürfelt hat|出した本人/)
    // the score sheet counts the Buncos of one's own turns (not those rolled for a ghost)
    expect(ruleTexts[language].say['sheet.buncos']).toMatch(/turn|tour|Zug|手番/)
  })

  it.each(LANGUAGES)('the scorekeeper and the phones say whose Bunco it is (%s)', (language) => {
    const { seat, bunco } = WORDS[language]
    for (const text of [TOOLS[language].keeper.turnGhost, phoneTexts[language].keeper.turnGhost]) {
      expect(text).toContain(seat)
      expect(text).toContain(bunco)
      // the partner who rolls is named twice: rolling, and not credited
      expect(text.split('{name}')).toHaveLength(3)
    }
  })
})
