// THE PRINTABLES TEST: every document kind in every language on both papers, and every score-sheet
// layout variant, read back for what a guest would see as a fault: a text cut with "…", a text
// under 7 pt, two Latin typefaces in one document, or a font the file does not embed.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/shared/places'
import { LANGUAGES, PAPER_SIZES } from '../../../../src/shared/settings'
import type { PdfNight } from '../../../../src/main/print/pdf'
import { buildNight } from './fixtures'
import { fontProblems, guests, renderInspected, textProblems, withPhones } from './printed'
import { pdfFonts, save } from './poppler'
import { SCENARIOS } from './scenarios'

const cases = LANGUAGES.flatMap((language) => PAPER_SIZES.map((paper) => ({ language, paper })))

describe.each(cases)('printables in $language on $paper', ({ language, paper }) => {
  const rules: HouseRules = { ...DEFAULT_RULES, ...SCENARIOS[language].rules }
  const playing = buildNight({ names: guests(language), rules, rounds: 5 })
  const nights: Record<string, PdfNight> = {
    playing,
    phones: withPhones(playing),
    'before round 1': buildNight({ names: guests(language), rules }),
    finished: buildNight({ names: guests(language), rules, rounds: 8, finish: true }),
  }

  it.each(DOCUMENT_KINDS)(
    '%s: nothing cut, nothing under 7 pt, one Latin face, all embedded',
    async (kind) => {
      const problems: string[] = []
      for (const [name, night] of Object.entries(nights)) {
        if (name !== 'playing' && !(name === 'phones' ? PHONES : RESULTS).includes(kind)) continue
        const { bytes, drawn } = await renderInspected(kind, night, { language, paper, blanks: 1 })
        const path = save(
          `printables-${kind}-${name.replace(/ /g, '-')}-${language}-${paper}`,
          bytes,
        )
        problems.push(
          ...textProblems(drawn).map((p) => `${name}: ${p}`),
          ...fontProblems(pdfFonts(path)).map((p) => `${name}: ${p}`),
        )
      }
      expect(problems).toEqual([])
    },
  )
})

/** Kinds that print the phones' codes, and kinds whose text depends on the night's progress. */
const PHONES: readonly DocumentKind[] = ['scoreSheets', 'tallies', 'tableCards']
const RESULTS: readonly DocumentKind[] = ['results']
