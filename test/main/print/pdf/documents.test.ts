// Every document for a 12-guest night, in each language and paper size, read back with poppler.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { renderDocument, type DocumentKind } from '../../../../src/main/print/pdf'
import { ruleSections } from '../../../../src/main/print/pdf/ruleText'
import { LANGUAGES, PAPER_SIZES } from '../../../../src/shared/settings'
import { buildNight } from './fixtures'
import { countRoundLabels, pdfFonts, pdfInfo, pdfText, renderPng, save, squash } from './poppler'
import { SCENARIOS } from './scenarios'

const BLANKS = 2
const TABLES = 3
const SIZES = { letter: [612, 792], a4: [595.28, 841.89] }

const cases = LANGUAGES.flatMap((language) => PAPER_SIZES.map((paper) => ({ language, paper })))

describe.each(cases)('documents in $language on $paper', ({ language, paper }) => {
  const scenario = SCENARIOS[language]
  const rules: HouseRules = { ...DEFAULT_RULES, ...scenario.rules }
  const night = buildNight({ names: scenario.names, rules, rounds: 5 })
  const texts = pdfTexts[language]
  const japanese = language === 'ja'

  async function render(kind: DocumentKind): Promise<{ path: string; text: string }> {
    const bytes = await renderDocument(kind, night, { language, paper, blanks: BLANKS })
    const path = save(`${kind}-${language}-${paper}`, bytes)
    // Page 1 of each document as a picture, to look at (two of the eight combinations suffice).
    if (`${language}-${paper}` === 'en-letter' || `${language}-${paper}` === 'ja-a4') {
      renderPng(path, `${kind}-${language}-${paper}`)
    }
    const info = pdfInfo(path)
    // score sheets of three sets or more go three to a landscape page
    const sideways = kind === 'scoreSheets' && rules.sets >= 3
    const [w, h] = SIZES[paper]
    expect([info.width, info.height]).toEqual(sideways ? [h, w] : [w, h])
    const fonts = pdfFonts(path)
    const embedded = Buffer.from(bytes).includes('/FontFile2')
    // Every document embeds Noto Sans; Japanese ones Noto Sans JP besides; no standard font.
    expect(embedded).toBe(true)
    expect(fonts.includes('NotoSansJP')).toBe(japanese)
    expect(fonts).not.toMatch(/Helvetica|Courier/)
    return { path, text: pdfText(path) }
  }

  function expectNames(text: string): void {
    for (const name of scenario.names) expect(squash(text)).toContain(squash(name))
  }

  it('score sheets: one per guest plus blanks, a line per round of every set', async () => {
    const { path, text } = await render('scoreSheets')
    expectNames(text)
    const sheets = scenario.names.length + BLANKS
    const perPage = rules.sets <= 2 ? 4 : 3
    expect(pdfInfo(path).pages).toBe(Math.ceil(sheets / perPage))
    expect(countRoundLabels(text, texts.common.round)).toBe(sheets * rules.sets * 6)
    expect(countRoundLabels(text, texts.common.set)).toBe(sheets * rules.sets)
    // a header may wrap onto two lines
    expect(squash(text).includes(squash(texts.scoreSheet.minis))).toBe(rules.recordMinis)
    expect(squash(text).includes(squash(texts.scoreSheet.wipeouts))).toBe(rules.recordWipeouts)
    expect(squash(text)).toContain(
      squash(fill(texts.scoreSheet.startAt, { table: 1, seat: texts.common.seats.N })),
    )
  })

  it('table tallies: one page per table, a row per round, the target', async () => {
    const { path, text } = await render('tallies')
    expect(pdfInfo(path).pages).toBe(TABLES)
    expect(countRoundLabels(text, texts.common.round)).toBe(TABLES * rules.sets * 6)
    expect(squash(text)).toContain(squash(fill(texts.tally.playTo, { target: rules.target })))
    expect(squash(text)).toContain(squash(texts.common.headTable))
    for (let t = 1; t <= TABLES; t++)
      expect(squash(text)).toContain(squash(fill(texts.common.table, { n: t })))
  })

  it('rule sheet: one page stating exactly the options chosen', async () => {
    const { path, text } = await render('rules')
    expect(pdfInfo(path).pages).toBe(1)
    const page = squash(text)
    const sections = ruleSections(texts, rules, TABLES)
    for (const section of sections) {
      expect(page).toContain(squash(section.heading))
      for (const p of section.paragraphs) expect(page).toContain(squash(p))
    }
    expect(text).toContain(String(rules.target))
    // another movement's lines are not on the sheet
    const other = rules.movement === 'progressive' ? 'winnersMove' : 'progressive'
    const theirs = ruleSections(texts, { ...rules, movement: other }, TABLES).find(
      (s) => s.heading === texts.rules.sections.moving,
    )!
    expect(page).not.toContain(squash(theirs.paragraphs[0]!))
    for (const prize of rules.prizes.filter((p) => p.enabled)) {
      expect(page).toContain(squash(texts.prizes[prize.category]))
    }
  })

  it('table cards: one card per table with its four names, on both faces', async () => {
    const { path, text } = await render('tableCards')
    expect(pdfInfo(path).pages).toBe(TABLES)
    expectNames(text)
    for (const name of scenario.names) {
      expect(squash(text).split(squash(name)).length - 1).toBe(2)
    }
  })

  it('seating chart: every table and name on one page', async () => {
    const { path, text } = await render('seatingChart')
    expect(pdfInfo(path).pages).toBe(1)
    expectNames(text)
    for (let t = 1; t <= TABLES; t++)
      expect(squash(text)).toContain(squash(fill(texts.common.table, { n: t })))
  })

  it('results: every guest in the standings and the prizes', async () => {
    const { path, text } = await render('results')
    expect(pdfInfo(path).pages).toBe(1)
    expectNames(text)
    expect(squash(text)).toContain(squash(texts.results.standings))
    for (const prize of rules.prizes.filter((p) => p.enabled)) {
      expect(squash(text)).toContain(squash(texts.prizes[prize.category]))
    }
    expect(squash(text)).toContain(squash(texts.results.provisional))
  })
})
