// Names with emoji print the same way on every document (the name without them, never "?"), and
// a night named after its date prints that date once in its page headers.
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../../../../src/main/print/pdf'
import { DOCUMENT_KINDS } from '../../../../src/shared/places'
import { buildNight } from './fixtures'
import { pdfText, renderPng, save } from './poppler'

const NAMES = ['Ann 🎲', '🌸 Sakura', 'Bea 👩🏽‍🍳 Moss', '山田 🎉 花子', 'Cal', 'Dot', 'Eve', 'Fay']
const PRINTED = ['Ann', 'Sakura', 'Bea Moss', '山田 花子']

describe('emoji in names', () => {
  it.each(DOCUMENT_KINDS)('print as the name without them on %s, never as "?"', async (kind) => {
    const night = buildNight({ names: NAMES, rounds: 6, finish: kind === 'results' })
    const bytes = await renderDocument(kind, night, { language: 'en', paper: 'letter' })
    const path = save(`emoji-${kind}-en`, bytes)
    if (kind === 'scoreSheets') renderPng(path, `emoji-${kind}-en`)
    const text = pdfText(path)
    expect(text).not.toContain('?')
    // the tallies, the rule sheet and the table signs name nobody
    if (kind === 'tallies' || kind === 'rules' || kind === 'tableSigns') return
    const flat = text.replace(/\s+/g, ' ')
    for (const name of PRINTED) expect(flat).toContain(name)
  })
})

describe('a night named after its date', () => {
  it.each(['en', 'fr', 'de', 'ja'] as const)(
    'prints the date once in the header (%s)',
    async (language) => {
      const dates = {
        en: 'November 28, 2026',
        fr: '28 novembre 2026',
        de: '28. November 2026',
        ja: '2026年11月28日',
      }
      const title = {
        en: 'Bunco night, {d}',
        fr: 'Soirée Bunco du {d}',
        de: 'Bunco-Abend am {d}',
        ja: '{d} のバンコナイト',
      }[language].replace('{d}', dates[language])
      const night = buildNight({ names: NAMES.slice(4), title })
      const bytes = await renderDocument('rules', night, { language, paper: 'a4' })
      const text = pdfText(save(`dated-title-rules-${language}`, bytes)).replace(/\s+/g, ' ')
      expect(text.split(dates[language].replace(/\s+/g, ' ')).length - 1).toBe(1)
    },
  )
})
