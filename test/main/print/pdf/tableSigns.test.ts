// Table signs for a hall: one page per table with its number, its group in a room split into
// groups and the head tables marked, then the room plan, in every language; one chain names no
// group; a night not started has no signs yet.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES } from '../../../../src/shared/bunco'
import { LANGUAGES } from '../../../../src/shared/settings'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { buildNight } from './fixtures'
import { renderInspected, textProblems } from './printed'
import { OUT, pdfInfo, pdfText, save } from './poppler'

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `Guest ${i + 1}`)
// 36 guests in three groups of three tables
const grouped = buildNight({
  names: names(36),
  rules: { ...DEFAULT_RULES, groups: 3 },
  rounds: 2,
  title: 'Hall night',
})
const chain = buildNight({ names: names(16), rounds: 1, title: 'Small night' })

describe('table signs', () => {
  it.each(LANGUAGES)(
    'print a sign per table with its group, then the room plan (%s)',
    async (language) => {
      const { bytes, drawn } = await renderInspected('tableSigns', grouped, {
        language,
        paper: 'a4',
      })
      const path = save(`tableSigns-grouped-${language}`, bytes)
      expect(pdfInfo(path).pages).toBe(10)
      expect(textProblems(drawn)).toEqual([])
      const t = pdfTexts[language].signs
      const pageOf = (text: string): number[] =>
        drawn.filter((d) => d.text === text).map((d) => d.page)
      for (let table = 1; table <= 9; table++) expect(pageOf(String(table))).toContain(table)
      expect(pageOf(t.group.replace('{n}', '2'))).toEqual(expect.arrayContaining([4, 5, 6]))
      // each group's first table is its head: tables 1, 4 and 7
      expect(pageOf(t.head)).toEqual([1, 4, 7])
      expect(pageOf(t.roomPlan)).toEqual([10])
      if (language === 'en') {
        const text = pdfText(path)
        expect(text).toContain('Room plan')
        expect(text).toContain('Group 3 · 3 tables')
      }
    },
  )

  it('names no group in one chain, and marks table 1 its head', async () => {
    const { bytes, drawn } = await renderInspected('tableSigns', chain, {
      language: 'fr',
      paper: 'letter',
    })
    save('tableSigns-chain-fr', bytes)
    expect(drawn.some((d) => d.text.startsWith('Groupe'))).toBe(false)
    expect(drawn.filter((d) => d.text === 'Table d’honneur').map((d) => d.page)).toEqual([1])
    expect(drawn.some((d) => d.text.startsWith('Une seule chaîne'))).toBe(true)
  })

  it('has nothing to print before the night is seated', async () => {
    const before = buildNight({ names: names(8) })
    const unseated = { ...before, state: { ...before.state, current: null, played: [] } }
    await expect(
      renderInspected('tableSigns', unseated, { language: 'en', paper: 'a4' }),
    ).rejects.toThrow(/no seating/)
  })

  it('renders to pictures a person can look at', async () => {
    const { bytes } = await renderInspected('tableSigns', grouped, { language: 'ja', paper: 'a4' })
    const path = save('tableSigns-look-ja', bytes)
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '40',
      '-f',
      '1',
      '-l',
      '1',
      path,
      `${OUT}/tableSigns-sign-ja`,
    ])
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '40',
      '-f',
      '10',
      '-l',
      '10',
      path,
      `${OUT}/tableSigns-plan-ja`,
    ])
  })
})
