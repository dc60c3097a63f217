// Results: every prize status reads clearly, and a finished night's prizes are final.
import { describe, expect, it } from 'vitest'
import type { Award } from '../../../../src/shared/bunco'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { countText } from '../../../../src/shared/i18n/plural'
import { renderDocument } from '../../../../src/main/print/pdf'
import { rankedStandings } from '../../../../src/main/print/pdf/standings'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfText, renderPng, save, squash } from './poppler'

const AWARDS: Award[] = [
  {
    prize: 'mostWins',
    status: 'won',
    winners: ['p1'],
    tied: ['p1'],
    decidedBy: 'outright',
    skipped: [],
    droppedPick: null,
    value: 9,
  },
  {
    prize: 'mostBuncos',
    status: 'shared',
    winners: ['p2', 'p3'],
    tied: ['p2', 'p3'],
    decidedBy: 'shared',
    skipped: [{ step: 'points', reason: 'pointsMissing', players: ['p3'] }],
    droppedPick: null,
    value: 2,
  },
  {
    prize: 'mostLosses',
    status: 'needsRollOff',
    winners: [],
    tied: ['p4', 'p5'],
    decidedBy: null,
    skipped: [],
    droppedPick: null,
    value: 7,
  },
  {
    prize: 'lastBunco',
    status: 'none',
    winners: [],
    tied: [],
    decidedBy: null,
    skipped: [],
    droppedPick: null,
    value: null,
  },
]

describe('results', () => {
  it.each(['en', 'de'] as const)(
    'shows won, shared, roll-off needed and none distinctly (%s)',
    async (language) => {
      const night = buildNight({ names: LATIN_NAMES, rounds: 24, finish: true })
      expect(night.state.status).toBe('finished')
      night.state.awards = AWARDS
      const bytes = await renderDocument('results', night, { language, paper: 'a4' })
      const path = save(`results-statuses-${language}`, bytes)
      if (language === 'en') renderPng(path, 'results-statuses-en')
      const text = squash(pdfText(path))
      const t = pdfTexts[language]
      for (const status of ['won', 'shared', 'needsRollOff', 'none'] as const) {
        expect(text).toContain(squash(t.results.status[status]))
      }
      expect(text).toContain(
        squash(fill(t.results.tied, { names: `${LATIN_NAMES[3]}, ${LATIN_NAMES[4]}` })),
      )
      expect(text).toContain(squash(`${LATIN_NAMES[1]}, ${LATIN_NAMES[2]}`))
      // the count in the language's plural form, not the column header ("9 Wins")
      const nine = countText(t.results.counts.wins, 9, language)
      expect(text).toContain(squash(`${t.results.decidedBy.outright} · ${nine}`))
      // which tie-break step was passed over, and why
      expect(text).toContain(
        squash(fill(t.results.skipped.pointsMissing, { names: LATIN_NAMES[2]! })),
      )
      expect(text).not.toContain(squash(t.results.provisional))
      expect(text).toContain(squash(fill(t.results.after, { played: 24, total: 24 })))
    },
  )

  it('says "leading", not "won", while the night is still going', async () => {
    const night = buildNight({ names: LATIN_NAMES, rounds: 8 })
    const bytes = await renderDocument('results', night, { language: 'en', paper: 'a4' })
    const text = squash(pdfText(save('results-provisional-en', bytes)))
    const t = pdfTexts.en.results
    expect(text).toContain(squash(t.provisional))
    expect(text).not.toContain(squash(t.status.won))
    expect(text).toContain(squash(t.leading.won))
  })

  it.each(['points', 'buncos'] as const)(
    'row 1 of the standings is the most-wins winner printed under it (chain %s first)',
    async (first) => {
      const tieBreak =
        first === 'points' ? (['points', 'buncos'] as const) : (['buncos', 'points'] as const)
      let checked = 0
      for (let seed = 1; seed <= 20; seed++) {
        const night = buildNight({
          names: LATIN_NAMES,
          rounds: 12,
          finish: true,
          seed,
          rules: { tieBreak: [...tieBreak] },
        })
        const wins = night.state.awards!.find((a) => a.prize === 'mostWins')!
        if (wins.status !== 'won') continue
        const standings = rankedStandings(night.state, (p) => night.names.get(p) ?? p)
        expect(standings[0]!.player).toBe(wins.winners[0])
        expect(standings.filter((r) => r.place === 1)).toHaveLength(1)
        checked++
      }
      expect(checked).toBeGreaterThan(3)
    },
  )

  it('numbers its pages and repeats its header when the guests fill two pages', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Guest Number ${i + 1}`)
    const night = buildNight({
      names,
      rounds: 3,
      title: 'Spring Bunco at the Community Hall of St Mary',
    })
    const bytes = await renderDocument('results', night, { language: 'en', paper: 'letter' })
    const path = save('results-two-pages-en', bytes)
    renderPng(path, 'results-two-pages-en-2', 2)
    const t = pdfTexts.en
    const pages = pdfText(path)
      .split('\f')
      .filter((p) => p.trim())
    expect(pages.length).toBeGreaterThanOrEqual(2)
    pages.forEach((page, i) => {
      expect(squash(page)).toContain(squash(fill(t.common.page, { n: i + 1, total: pages.length })))
      expect(squash(page)).toContain(squash(t.results.title))
      // the date is never cut off, however long the title
      expect(squash(page)).toContain(squash('November 28, 2026'))
    })
    expect(squash(pages[1]!)).toContain(squash(t.results.name))
  })

  it('ranks the standings by wins, then Buncos, then points', async () => {
    const night = buildNight({ names: LATIN_NAMES, rounds: 10 })
    const bytes = await renderDocument('results', night, { language: 'en', paper: 'letter' })
    const lines = pdfText(save('results-ranking-en', bytes)).split('\n')
    const position = (name: string): number => lines.findIndex((l) => l.includes(name))
    const standings = rankedStandings(night.state, (p) => night.names.get(p) ?? p)
    const order = standings.map((s) => night.names.get(s.player) ?? '')
    expect(order.map(position)).toEqual([...order.map(position)].sort((a, b) => a - b))
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [standings[i - 1]!, standings[i]!]
      expect(a.wins > b.wins || (a.wins === b.wins && a.buncos >= b.buncos)).toBe(true)
    }
  })
})
