// Every score-sheet layout variant (paper × sets × minis × wipeouts × phones) in every language:
// nothing cut with "…", nothing under 7 pt. Only the layout is checked here, so the files are not
// written out (jsPDF's font subsetting is most of a render's time); printables.test reads fonts.
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RULES } from '../../../../src/shared/bunco'
import { LANGUAGES, PAPER_SIZES, type Language } from '../../../../src/shared/settings'
import { renderDocument, type DrawnText } from '../../../../src/main/print/pdf'
import type * as Document from '../../../../src/main/print/pdf/document'
import { buildNight } from './fixtures'
import { guests, textProblems, withPhones } from './printed'
import { SCENARIOS } from './scenarios'

vi.mock('../../../../src/main/print/pdf/document', async (original) => ({
  ...(await original<typeof Document>()),
  finish: (): Uint8Array => new Uint8Array(),
}))

/** A table's worth of the guests (the layout is the same for every sheet): two names of each kind. */
function few(language: Language): string[] {
  const all = guests(language)
  return [...all.slice(0, 2), ...all.slice(-2)]
}

describe.each(LANGUAGES)('score-sheet layouts in %s', (language) => {
  it.each(PAPER_SIZES)(
    'on %s: every variant whole and readable',
    { timeout: 120_000 },
    async (paper) => {
      const problems: string[] = []
      for (const sets of [1, 2, 3, 4, 5, 6])
        for (const recordMinis of [false, true])
          for (const recordWipeouts of [false, true])
            for (const phones of [false, true]) {
              const rules = { ...DEFAULT_RULES, ...SCENARIOS[language].rules, sets, recordMinis }
              const night = buildNight({
                names: few(language),
                rules: { ...rules, recordWipeouts, wipeout: rules.wipeout || recordWipeouts },
              })
              const drawn: DrawnText[] = []
              await renderDocument('scoreSheets', phones ? withPhones(night) : night, {
                language,
                paper,
                blanks: 1,
                inspect: (d) => drawn.push(d),
              })
              const variant = [`${sets} sets`, recordMinis && 'minis', recordWipeouts && 'wipeouts']
                .concat(phones ? ['phones'] : [])
                .filter(Boolean)
                .join(', ')
              problems.push(...textProblems(drawn).map((p) => `${variant}: ${p}`))
            }
      expect(problems).toEqual([])
    },
  )
})
