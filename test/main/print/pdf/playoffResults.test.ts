// Results print the playoff as its own section below the qualifying standings: its field, each
// stage's tables with who went through, and the champions, in the reader's language.
import { describe, expect, it } from 'vitest'
import { applyAction } from '../../../../src/shared/night'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { playoffTexts } from '../../../../src/shared/i18n/playoff'
import { renderDocument } from '../../../../src/main/print/pdf'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfText, save, squash } from './poppler'

describe('results with a playoff', () => {
  it.each(['en', 'ja'] as const)(
    'prints the stages and crowns the champions (%s)',
    async (language) => {
      const night = buildNight({ names: LATIN_NAMES.slice(0, 8), rounds: 3 })
      const before = (await renderDocument('results', night, { language, paper: 'a4' })).length
      let state = applyAction(night.state, { type: 'playoff', field: 8 })
      const rollOff = state.playoff!.rollOff
      if (rollOff) {
        const picks = rollOff.players.slice(0, rollOff.places)
        state = applyAction(state, { type: 'playoffRollOff', picks })
      }
      for (const table of [1, 2])
        state = applyAction(state, { type: 'playoffTable', table, winner: 'NS' })
      state = applyAction(state, { type: 'playoffTable', table: 1, winner: 'EW' })
      const final = state.playoff!.stages[1]!.tables[0]!.seats
      const named = { ...night, state }
      const bytes = await renderDocument('results', named, { language, paper: 'a4' })
      expect(bytes.length).toBeGreaterThan(before)
      const text = squash(pdfText(save(`results-playoff-${language}`, bytes)))
      const t = pdfTexts[language].playoff
      const name = (p: string): string => night.names.get(p)!
      expect(text).toContain(squash(fill(t.field, { n: 8 })))
      expect(text).toContain(squash(t.stage.semi))
      expect(text).toContain(squash(t.stage.final))
      expect(text).toContain(
        squash(fill(t.champions, { names: `${name(final.E)}, ${name(final.W)}` })),
      )
    },
  )

  it.each(['fr', 'de'] as const)(
    'says how a playoff works on the rule sheet printed before the night, and after one is called (%s)',
    async (language) => {
      const night = buildNight({ names: LATIN_NAMES.slice(0, 8), rounds: 2 })
      const rule = squash(playoffTexts[language].rule)
      const plain = squash(
        pdfText(
          save(
            `rules-no-playoff-${language}`,
            await renderDocument('rules', night, { language, paper: 'letter' }),
          ),
        ),
      )
      expect(plain).toContain(rule)
      const called = { ...night, state: applyAction(night.state, { type: 'playoff', field: 4 }) }
      const bytes = await renderDocument('rules', called, { language, paper: 'letter' })
      expect(squash(pdfText(save(`rules-playoff-${language}`, bytes)))).toContain(rule)
    },
  )
})
