// The rule sheet states each option in its own words and always fits on one page.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, PRIZE_CATEGORIES, type HouseRules } from '../../../src/shared/bunco'
import { fill, pdfTexts } from '../../../src/shared/i18n/pdf'
import { renderDocument, type DrawnText } from '../../../src/main/pdf'
import { ruleSections } from '../../../src/main/pdf/ruleText'
import { LANGUAGES, PAPER_SIZES } from '../../../src/shared/settings'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfInfo, pdfText, save, squash } from './poppler'

const everything: HouseRules = {
  ...DEFAULT_RULES,
  sets: 6,
  target: 11,
  movement: 'headLosersToBottom',
  partners: 'classic',
  wipeout: true,
  recordWipeouts: true,
  lowTriple7: true,
  travelingDie: { enabled: true, passOn: 4 },
  prizes: PRIZE_CATEGORIES.map((category) => ({ category, enabled: true, tie: 'chain' })),
  onePrizePerPerson: true,
}

const text = (rules: HouseRules, language = 'en' as const): string =>
  squash(
    ruleSections(pdfTexts[language], rules)
      .flatMap((s) => s.paragraphs)
      .join(' '),
  )

describe('rule sheet', () => {
  const t = pdfTexts.en.rules

  it('changes with each option', () => {
    expect(text(DEFAULT_RULES)).toContain(squash(fill(t.roundEnd.headTable, { target: 21 })))
    expect(text({ ...DEFAULT_RULES, target: 11 })).toContain(
      squash(fill(t.roundEnd.headTable, { target: 11 })),
    )
    expect(text({ ...DEFAULT_RULES, lowTriple7: true })).toContain(squash(t.scoring.miniLow7))
    expect(text({ ...DEFAULT_RULES, fourDice: true })).toContain(squash(t.scoring.bunco4))
    expect(text({ ...DEFAULT_RULES, wipeout: true })).toContain(squash(t.scoring.wipeoutOn))
    expect(text({ ...DEFAULT_RULES, partners: 'classic' })).toContain(squash(t.moving.classic))
    expect(text({ ...DEFAULT_RULES, travelingDie: { enabled: true, passOn: 4 } })).toContain(
      squash(fill(t.die.on, { trigger: fill(t.die.face, { face: 4 }) })),
    )
    expect(text({ ...DEFAULT_RULES, tieBreak: ['points'] })).toContain(
      squash(
        fill(t.prizes.tie.chain, { chain: `most points${t.prizes.then}${t.prizes.endShared}` }),
      ),
    )
    expect(text({ ...DEFAULT_RULES, sets: 1 })).toContain(squash(t.night.oneSet))
    const solo = text({ ...DEFAULT_RULES, play: 'individual' })
    expect(solo).toContain(squash(t.moving.individual))
    expect(solo).not.toContain(squash(t.moving.progressive))
    expect(
      text({
        ...DEFAULT_RULES,
        prizes: DEFAULT_RULES.prizes.map((p) => ({ ...p, enabled: false })),
      }),
    ).toContain(squash(t.prizes.none))
  })

  it.each(LANGUAGES.flatMap((l) => PAPER_SIZES.map((p) => [l, p] as const)))(
    'fits every option on one page, uncut (%s, %s)',
    async (language, paper) => {
      const drawn: DrawnText[] = []
      const night = buildNight({ names: LATIN_NAMES, rules: everything })
      const bytes = await renderDocument('rules', night, {
        language,
        paper,
        inspect: (d) => drawn.push(d),
      })
      const path = save(`rules-everything-${language}-${paper}`, bytes)
      expect(pdfInfo(path).pages).toBe(1)
      expect(drawn.filter((d) => d.truncated)).toEqual([])
      expect(Math.min(...drawn.map((d) => d.size))).toBeGreaterThanOrEqual(7)
      const page = squash(pdfText(path))
      for (const p of ruleSections(pdfTexts[language], everything).flatMap((s) => s.paragraphs)) {
        expect(page).toContain(squash(p))
      }
    },
  )
})
