// Printing before the night starts: sheets, tallies and rules work; cards and chart need seats.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES } from '../../../../src/shared/bunco'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { applyAction, type NightState } from '../../../../src/shared/night'
import { renderDocument, type PdfNight } from '../../../../src/main/print/pdf'
import { LATIN_NAMES } from './fixtures'
import { countRoundLabels, pdfInfo, pdfText, save, squash } from './poppler'

function setupNight(): PdfNight {
  const keys = LATIN_NAMES.slice(0, 9).map((_, i) => `p${i + 1}`)
  let state: NightState = applyAction(null, {
    type: 'create',
    details: { title: 'Before the party', date: '2026-12-05', venue: 'Chez Anaïs' },
    rules: DEFAULT_RULES,
  })
  state = applyAction(state, { type: 'guests', guests: keys })
  return { state, names: new Map(keys.map((k, i) => [k, LATIN_NAMES[i] as string])) }
}

describe('a night not started yet', () => {
  const night = setupNight()
  const options = { language: 'en', paper: 'letter' } as const
  const t = pdfTexts.en

  it('prints score sheets with the first seat left to fill in', async () => {
    const text = pdfText(
      save('setup-scoreSheets', await renderDocument('scoreSheets', night, options)),
    )
    for (const name of LATIN_NAMES.slice(0, 9)) expect(squash(text)).toContain(squash(name))
    expect(countRoundLabels(text, t.common.round)).toBe(9 * 24)
    expect(text).toContain('Chez Anaïs')
    expect(squash(text)).not.toContain(
      squash(fill(t.scoreSheet.startAt, { table: 1, seat: t.common.seats.N })),
    )
  })

  it('prints a tally for each table the guests will fill, and the rules', async () => {
    expect(
      pdfInfo(save('setup-tallies', await renderDocument('tallies', night, options))).pages,
    ).toBe(3)
    expect(pdfInfo(save('setup-rules', await renderDocument('rules', night, options))).pages).toBe(
      1,
    )
  })

  it('prints results saying nothing was played yet', async () => {
    const text = pdfText(save('setup-results', await renderDocument('results', night, options)))
    expect(squash(text)).toContain(squash(t.results.nothing))
  })

  it('refuses table cards and the seating chart until there is a seating', async () => {
    await expect(renderDocument('tableCards', night, options)).rejects.toThrow(/no seating/i)
    await expect(renderDocument('seatingChart', night, options)).rejects.toThrow(/no seating/i)
  })
})
