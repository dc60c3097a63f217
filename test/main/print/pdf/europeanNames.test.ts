// Every European name prints as typed, in all four languages, on every document that names guests.
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../../../../src/main/print/pdf'
import { LANGUAGES } from '../../../../src/shared/settings'
import { buildNight, EUROPEAN_NAMES, JAPANESE_NAMES } from './fixtures'
import { pdfFonts, pdfText, renderPng, save } from './poppler'

// pdftotext may put a line break or spaces where a name wraps; compare the letters as given.
const compact = (s: string): string => s.normalize('NFC').replace(/\s+/g, '')

describe('European names', () => {
  it.each(LANGUAGES)('come out of the results exactly as typed (%s)', async (language) => {
    const night = buildNight({ names: EUROPEAN_NAMES, rounds: 6, finish: true })
    const bytes = await renderDocument('results', night, { language, paper: 'a4' })
    const path = save(`european-results-${language}`, bytes)
    if (language === 'ja') renderPng(path, `european-results-${language}`)
    const text = compact(pdfText(path))
    for (const name of EUROPEAN_NAMES) expect(text).toContain(compact(name))
    expect(pdfFonts(path)).toMatch(/NotoSans-?\w*\s+CID TrueType/)
  })

  it.each(['scoreSheets', 'seatingChart', 'tableCards'] as const)(
    'print on %s, beside Japanese names, in a Japanese document',
    async (kind) => {
      const names = [...EUROPEAN_NAMES.slice(0, 6), ...JAPANESE_NAMES.slice(0, 6)]
      const night = buildNight({ names })
      const bytes = await renderDocument(kind, night, { language: 'ja', paper: 'letter' })
      const path = save(`european-${kind}-ja`, bytes)
      renderPng(path, `european-${kind}-ja`)
      const text = compact(pdfText(path))
      for (const name of names) expect(text).toContain(compact(name))
    },
  )

  it('mixes fonts inside one Japanese sentence: a tie between Łukasz and Şükrü', async () => {
    // a tie nobody has broken yet: the results say "同点: Łukasz Dvořák, Şükrü Öztürk"
    const rules = {
      prizes: [{ category: 'mostWins' as const, enabled: true, tie: 'rollOff' as const }],
    }
    const tied = (seed: number): boolean => {
      const awards = buildNight({
        names: EUROPEAN_NAMES.slice(0, 8),
        rules,
        rounds: 2,
        finish: true,
        seed,
      }).state.awards
      return awards?.[0]?.status === 'needsRollOff' && awards[0].tied.length >= 2
    }
    const seed = Array.from({ length: 50 }, (_, i) => i + 1).find(tied)
    expect(seed).toBeDefined()
    const night = buildNight({
      names: EUROPEAN_NAMES.slice(0, 8),
      rules,
      rounds: 2,
      finish: true,
      seed,
    })
    const bytes = await renderDocument('results', night, { language: 'ja', paper: 'a4' })
    const text = compact(pdfText(save('european-tie-ja', bytes)))
    const tiedNames = night.state.awards![0]!.tied.map((k) => night.names.get(k)!)
    expect(text).toContain(compact(`同点: ${tiedNames.join(', ')}`))
  })
})
