// THE PRINTABLES TEST: every document kind in every language on both papers, and every score-sheet
// layout variant, read back for what a guest would see as a fault: a text cut with "…", a text
// under 7 pt, two Latin typefaces in one document, or a font the file does not embed.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/shared/places'
import { LANGUAGES, PAPER_SIZES } from '../../../../src/shared/settings'
import {
  renderDocument,
  schedulePdf,
  seasonReportPdf,
  type PdfNight,
} from '../../../../src/main/print/pdf'
import { clubNight, scheduleFixture, seasonFixture } from './clubFixtures'
import { buildNight, longNames } from './fixtures'
import {
  fontProblems,
  guests,
  inspectedBy,
  renderInspected,
  textProblems,
  withPhones,
} from './printed'
import { pdfFonts, save } from './poppler'
import { SCENARIOS } from './scenarios'

const cases = LANGUAGES.flatMap((language) => PAPER_SIZES.map((paper) => ({ language, paper })))

describe.each(cases)('printables in $language on $paper', ({ language, paper }) => {
  const rules: HouseRules = { ...DEFAULT_RULES, ...SCENARIOS[language].rules }
  const playing = buildNight({ names: guests(language), rules, rounds: 5 })
  const nights: Record<string, PdfNight> = {
    playing,
    phones: withPhones(playing),
    'before round 1': buildNight({ names: guests(language), rules }),
    finished: buildNight({ names: guests(language), rules, rounds: 8, finish: true }),
  }

  it.each(DOCUMENT_KINDS)(
    '%s: nothing cut, nothing under 7 pt, one Latin face, all embedded',
    async (kind) => {
      const problems: string[] = []
      for (const [name, night] of Object.entries(nights)) {
        if (name !== 'playing' && !(name === 'phones' ? PHONES : RESULTS).includes(kind)) continue
        const { bytes, drawn } = await renderInspected(kind, night, { language, paper, blanks: 1 })
        const path = save(
          `printables-${kind}-${name.replace(/ /g, '-')}-${language}-${paper}`,
          bytes,
        )
        problems.push(
          ...textProblems(drawn).map((p) => `${name}: ${p}`),
          ...fontProblems(pdfFonts(path)).map((p) => `${name}: ${p}`),
        )
      }
      expect(problems).toEqual([])
    },
  )
})

describe.each(cases)('club printables in $language on $paper', ({ language, paper }) => {
  const rules: HouseRules = { ...DEFAULT_RULES, ...SCENARIOS[language].rules }
  const names = guests(language)
  // 24 people, some with the longest names, so the tables flow onto a second page
  const many = [...names, ...longNames().slice(0, 6), ...names.map((n) => `${n} II`)].slice(0, 24)
  const club = scheduleFixture(names, language)
  const season = club.seasons[0]
  const documents = {
    'results playing': (inspect: Inspect) =>
      renderDocument('results', clubNight(buildNight({ names, rules, rounds: 5 }), language), {
        language,
        paper,
        inspect,
      }),
    'results finished': (inspect: Inspect) =>
      renderDocument(
        'results',
        clubNight(buildNight({ names, rules, rounds: 8, finish: true }), language),
        { language, paper, inspect },
      ),
    season: (inspect: Inspect) =>
      seasonReportPdf(seasonFixture(many, language), { language, paper, inspect }),
    // a season nobody has played yet, of a club and season named as long as names may be
    'season empty': (inspect: Inspect) =>
      seasonReportPdf(
        {
          ...seasonFixture(names, language),
          clubName: 'Club '.repeat(40).trim(),
          seasonName: 'Season '.repeat(28).trim(),
          played: 0,
          standings: [],
          people: [],
          money: [],
          totals: {
            paidIn: 0,
            buyIns: 0,
            carriedIn: 0,
            dues: 0,
            pot: 0,
            paidOut: 0,
            kept: 0,
            carried: 0,
            held: 0,
          },
        },
        { language, paper, inspect },
      ),
    schedule: (inspect: Inspect) =>
      season ? schedulePdf(club, season, { language, paper, inspect }) : Promise.reject(),
    // every night with the longest place and notes a host may type
    'schedule longest': (inspect: Inspect) => {
      const longest = scheduleFixture(names, language, true)
      const only = longest.seasons[0]
      return only ? schedulePdf(longest, only, { language, paper, inspect }) : Promise.reject()
    },
  }

  it.each(Object.keys(documents) as (keyof typeof documents)[])(
    '%s: nothing cut, nothing under 7 pt, one Latin face, all embedded',
    async (name) => {
      const { bytes, drawn } = await inspectedBy(documents[name])
      const path = save(`printables-club-${name.replace(/ /g, '-')}-${language}-${paper}`, bytes)
      expect([...textProblems(drawn), ...fontProblems(pdfFonts(path))]).toEqual([])
    },
  )
})

type Inspect = NonNullable<Parameters<typeof renderDocument>[2]['inspect']>

/** Kinds that print the phones' codes, and kinds whose text depends on the night's progress. */
const PHONES: readonly DocumentKind[] = ['scoreSheets', 'tallies', 'tableCards']
const RESULTS: readonly DocumentKind[] = ['results']
