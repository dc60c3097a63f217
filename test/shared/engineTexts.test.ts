// Every engine problem and every rule-sheet statement has a text in every language, with the
// same placeholders; a problem shown to a French, German or Japanese host holds no English.
import { describe, expect, it } from 'vitest'
import { PROBLEM_CODES, STATEMENT_IDS } from '../../src/shared/bunco'
import { problemText } from '../../src/shared/i18n/problems/format'
import { problemTexts } from '../../src/shared/i18n/problems'
import { ruleTexts } from '../../src/shared/i18n/rules'
import { splitPlaceholders } from '../../src/shared/i18n/placeholders'
import { LANGUAGES } from '../../src/shared/settings'

const names = (text: string): string[] =>
  splitPlaceholders(text)
    .flatMap((p) => (typeof p === 'string' ? [] : [p.name]))
    .sort()

// sample values for every parameter a problem may carry (numbers, ids, typed values)
const SAMPLE: Record<string, string | number> = {
  got: "'7x'",
  option: 'target',
  field: 'buncos',
  min: 5,
  max: 99,
  allowed: "'a', 'b'",
  index: 2,
  prize: 'mostWins',
  player: 'p12',
  prefix: 'ghost:',
  count: 3,
  seat: 'N',
  need: 3,
  rounds: 24,
  round: 4,
  set: 1,
  face: 4,
  tables: 3,
  table: 2,
  team: 'NS',
  points: 9,
  winner: 'NS',
  ns: 9,
  ew: 12,
  now: 5,
  kept: 4,
  digits: 2,
  date: '2026-03-03',
  start: '2026-01-01',
  end: '2026-12-31',
  person: 'Ann',
  sub: 'Bea',
  players: 'p1, p2, p3',
  places: 2,
  groups: 4,
}

describe('engine problem texts', () => {
  it.each(LANGUAGES)('%s has a sentence for every problem code, same placeholders', (lang) => {
    for (const code of PROBLEM_CODES) {
      const text = problemTexts[lang].codes[code]
      expect(text?.trim(), `${lang} ${code}`).toBeTruthy()
      expect(names(text), `${lang} ${code}`).toEqual(names(problemTexts.en.codes[code]))
      for (const name of names(text)) expect(SAMPLE, `${code} {${name}}`).toHaveProperty(name)
    }
    expect(Object.keys(problemTexts[lang].codes).sort()).toEqual([...PROBLEM_CODES].sort())
  })

  it.each(['fr', 'de', 'ja'] as const)('a %s host never reads the English sentence', (lang) => {
    for (const code of PROBLEM_CODES) {
      const problem = { code, params: SAMPLE, where: { round: 3, table: 2 } }
      const english = problemText(problemTexts.en, { code, params: SAMPLE })
      const shown = problemText(problemTexts[lang], problem)
      expect(shown, code).not.toContain(english)
      expect(shown, code).not.toMatch(/Round 3|table 2:/)
    }
  })
})

describe('rule sheet texts', () => {
  it.each(LANGUAGES)('%s says every statement, with the same placeholders', (lang) => {
    for (const id of STATEMENT_IDS) {
      const text = ruleTexts[lang].say[id]
      expect(text?.trim(), `${lang} ${id}`).toBeTruthy()
      expect(names(text), `${lang} ${id}`).toEqual(names(ruleTexts.en.say[id]))
    }
    expect(Object.keys(ruleTexts[lang].say).sort()).toEqual([...STATEMENT_IDS].sort())
  })
})
