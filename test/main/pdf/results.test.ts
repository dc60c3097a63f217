// Results: every prize status reads clearly, and a finished night's prizes are final.
import { describe, expect, it } from 'vitest'
import type { Award } from '../../../src/shared/bunco'
import { fill, pdfTexts } from '../../../src/shared/i18n/pdf'
import { renderDocument } from '../../../src/main/pdf'
import { rankedStandings } from '../../../src/main/pdf/standings'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfText, renderPng, save, squash } from './poppler'

const AWARDS: Award[] = [
  {
    prize: 'mostWins',
    status: 'won',
    winners: ['p1'],
    tied: ['p1'],
    decidedBy: 'outright',
    value: 9,
  },
  {
    prize: 'mostBuncos',
    status: 'shared',
    winners: ['p2', 'p3'],
    tied: ['p2', 'p3'],
    decidedBy: 'shared',
    value: 2,
  },
  {
    prize: 'mostLosses',
    status: 'needsRollOff',
    winners: [],
    tied: ['p4', 'p5'],
    decidedBy: null,
    value: 7,
  },
  { prize: 'lastBunco', status: 'none', winners: [], tied: [], decidedBy: null, value: null },
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
      expect(text).toContain(squash(`${t.results.decidedBy.outright} · 9 ${t.results.wins}`))
      expect(text).not.toContain(squash(t.results.provisional))
      expect(text).toContain(squash(fill(t.results.after, { played: 24, total: 24 })))
    },
  )

  it('ranks the standings by wins, then Buncos, then points', async () => {
    const night = buildNight({ names: LATIN_NAMES, rounds: 10 })
    const bytes = await renderDocument('results', night, { language: 'en', paper: 'letter' })
    const lines = pdfText(save('results-ranking-en', bytes)).split('\n')
    const position = (name: string): number => lines.findIndex((l) => l.includes(name))
    const standings = rankedStandings(night.state)
    const order = standings.map((s) => night.names.get(s.player) ?? '')
    expect(order.map(position)).toEqual([...order.map(position)].sort((a, b) => a - b))
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [standings[i - 1]!, standings[i]!]
      expect(a.wins > b.wins || (a.wins === b.wins && a.buncos >= b.buncos)).toBe(true)
    }
  })
})
