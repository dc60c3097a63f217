// The embedded fonts: found next to the sources; Noto Sans sets every Latin letter, Noto Sans JP
// only what Noto Sans lacks, and only the faces a document uses are embedded.
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { renderDocument } from '../../../../src/main/print/pdf'
import { FONT_FILES, findFontsFolder } from '../../../../src/main/print/pdf/fonts'
import { buildNight, JAPANESE_NAMES, LATIN_NAMES } from './fixtures'
import { pdfFonts, pdfText, renderPng, save, squash } from './poppler'

describe('fonts', () => {
  it('finds resources/fonts from the sources, with both weights and the licence', () => {
    const folder = findFontsFolder()
    const files = Object.values(FONT_FILES).flatMap((f) => Object.values(f))
    for (const file of [...files, 'OFL.txt', 'OFL-NotoSans.txt']) {
      expect(existsSync(join(folder, file))).toBe(true)
    }
    expect(() => findFontsFolder(['/nowhere/fonts'])).toThrow(/nowhere/)
  })

  it('fails clearly without the fonts, for Latin documents as for Japanese ones', async () => {
    const options = { language: 'fr', paper: 'a4', fontsFolder: '/nowhere/fonts' } as const
    const latin = buildNight({ names: LATIN_NAMES })
    await expect(renderDocument('scoreSheets', latin, options)).rejects.toThrow(/nowhere/)
    const japanese = buildNight({ names: JAPANESE_NAMES })
    await expect(renderDocument('scoreSheets', japanese, options)).rejects.toThrow(/nowhere/)
  })

  it('embeds the font in an English document only for its Japanese guest, and extracts the name', async () => {
    const names = [...LATIN_NAMES.slice(0, 11), '長谷川 ひなた']
    const night = buildNight({ names })
    const bytes = await renderDocument('seatingChart', night, { language: 'en', paper: 'letter' })
    const path = save('mixed-seatingChart-en-letter', bytes)
    expect(Buffer.from(bytes).includes('/FontFile2')).toBe(true)
    expect(pdfFonts(path)).toMatch(/NotoSansJP\s+CID TrueType\s+Identity-H\s+yes/)
    // The labels are Noto Sans: only the regular weight of Noto Sans JP is needed for a name.
    expect(pdfFonts(path).match(/NotoSansJP/g)).toHaveLength(1)
    expect(pdfFonts(path)).not.toMatch(/Helvetica|Courier/)
    expect(squash(pdfText(path))).toContain(squash('長谷川 ひなた'))
  })
})

describe('characters no font has', () => {
  it('prints letters the font lacks as their base letter, never dropping them (an emoji is left out)', async () => {
    const names = [...LATIN_NAMES.slice(0, 10), 'Ἀλέξανδρος Νίκη', 'Dice 🎲 Fan']
    const night = buildNight({ names })
    const bytes = await renderDocument('seatingChart', night, { language: 'en', paper: 'a4' })
    const path = save('fallback-seatingChart-en-a4', bytes)
    renderPng(path, 'fallback-seatingChart-en-a4')
    const text = squash(pdfText(path))
    // Accents the font has are kept as combining marks; compare the letters themselves.
    const letters = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '')
    expect(letters(text)).toContain(squash('Αλεξανδρος Νικη'))
    // an emoji prints as nothing, the same way on every document, never as "?" (issue 35, item 8)
    expect(text).toContain(squash('Dice Fan'))
    expect(text).not.toContain('?')
  })
})
