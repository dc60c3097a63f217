// The Japanese rule sheet is set in Japanese punctuation: full-width ！ ： （ ）, and no space
// between two Japanese words or beside a full-width mark (a space only beside a number or a name).
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  MOVEMENTS,
  PRIZE_CATEGORIES,
  ruleStatements,
  type HouseRules,
} from '../../../../src/shared/bunco'
import { ruleTexts, sayStatement } from '../../../../src/shared/i18n/rules'

const ja = ruleTexts.ja

/** Every problem a text has: half-width marks, and spaces where Japanese sets none. */
function problems(text: string): string[] {
  const out: string[] = []
  for (const mark of text.match(/[!:()?]/g) ?? []) out.push(`half-width '${mark}'`)
  if (/\s{2,}/.test(text)) out.push('two spaces')
  if (/^\s|\s$/.test(text)) out.push('space at an end')
  // a space is kept only where a Latin letter, a digit or a placeholder stands beside it
  for (const m of text.matchAll(/(.) (?=(.))/gu)) {
    const [whole, before = '', after = ''] = m
    const latin = /[0-9A-Za-z{}]/
    if (!latin.test(before) && !latin.test(after)) out.push(`stray space in '${whole}${after}'`)
    if (/[、。！：（）「」・]/.test(before + after))
      out.push(`space beside a mark in '${whole}${after}'`)
  }
  return out
}

/** Rule sets that between them say every statement. */
function variants(): HouseRules[] {
  const all = PRIZE_CATEGORIES.map((category) => ({
    category,
    enabled: true,
    tie: 'chain' as const,
  }))
  return [
    DEFAULT_RULES,
    { ...DEFAULT_RULES, sets: 1, wipeout: true, lowTriple7: true, recordWipeouts: true },
    { ...DEFAULT_RULES, fourDice: true, wipeout: true, travelingDie: { enabled: true, passOn: 3 } },
    { ...DEFAULT_RULES, travelingDie: { enabled: true, passOn: 'bunco' }, prizes: all },
    { ...DEFAULT_RULES, play: 'individual', roundEnd: 'anyBuncoEndsRound' },
    { ...DEFAULT_RULES, roundEnd: 'eachTableToTarget', partners: 'classic', tieBreak: ['points'] },
    ...MOVEMENTS.map((movement) => ({ ...DEFAULT_RULES, movement, onePrizePerPerson: true })),
  ]
}

describe('Japanese rule texts', () => {
  it('finds the marks it looks for', () => {
    expect(problems('ワイプアウト: 1 が 3 個')).toContain("half-width ':'")
    expect(problems('ベル (テーブル 1)')).toHaveLength(3)
    expect(problems('バンコ を出した人')).toEqual(["stray space in 'コ を'"])
    expect(problems('サイコロ 3 個、{n} 回')).toEqual([])
  })

  it('every text is set in Japanese punctuation', () => {
    const texts = { title: ja.title, ...ja.sections, ...ja.say }
    const found = Object.entries(texts).flatMap(([id, text]) =>
      problems(text).map((p) => `${id}: ${p}`),
    )
    expect(found).toEqual([])
  })

  it('every sentence, filled in, is set in Japanese punctuation', () => {
    const found = new Set<string>()
    for (const rules of variants())
      for (const tables of rules.play === 'team' ? [1, 2, 4] : [1])
        for (const { statements } of ruleStatements(rules, tables))
          for (const statement of statements) {
            const said = sayStatement(ja, statement)
            for (const p of problems(said)) found.add(`${statement.id}: ${p}`)
          }
    expect([...found]).toEqual([])
  })
})
