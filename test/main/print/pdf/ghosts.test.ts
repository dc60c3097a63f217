// Ten guests fill three tables with two ghosts: ghosts print as a label, never as their id.
import { describe, expect, it } from 'vitest'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { renderDocument, type DocumentKind } from '../../../../src/main/print/pdf'
import { buildNight, LATIN_NAMES } from './fixtures'
import { countRoundLabels, pdfText, save, squash } from './poppler'

const night = buildNight({ names: LATIN_NAMES.slice(0, 10), rounds: 3 })

describe('ghosts', () => {
  it.each(['tableCards', 'seatingChart'] as DocumentKind[])(
    '%s shows the ghost label',
    async (kind) => {
      for (const language of ['fr', 'ja'] as const) {
        const text = pdfText(
          save(
            `ghosts-${kind}-${language}`,
            await renderDocument(kind, night, { language, paper: 'a4' }),
          ),
        )
        expect(text).not.toMatch(/ghost:/)
        expect(squash(text)).toContain(squash(pdfTexts[language].common.ghost))
      }
    },
  )

  it('gives ghosts no score sheet and no line in the standings', async () => {
    const sheets = pdfText(
      save(
        'ghosts-scoreSheets',
        await renderDocument('scoreSheets', night, { language: 'en', paper: 'letter' }),
      ),
    )
    expect(countRoundLabels(sheets, pdfTexts.en.common.round)).toBe(10 * 24)
    const results = pdfText(
      save(
        'ghosts-results',
        await renderDocument('results', night, { language: 'en', paper: 'letter' }),
      ),
    )
    expect(results).not.toMatch(/ghost/i)
  })
})
