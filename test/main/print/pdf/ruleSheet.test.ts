// The rule sheet states each option in its own words and always fits on one page.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  type HouseRules,
  type Statement,
  type StatementId,
} from '../../../../src/shared/bunco'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import { sayStatement } from '../../../../src/shared/i18n/rules'
import { ruleSections } from '../../../../src/main/print/pdf/ruleText'
import { LANGUAGES, PAPER_SIZES } from '../../../../src/shared/settings'
import { buildNight, LATIN_NAMES } from './fixtures'
import { pdfInfo, pdfText, save, squash } from './poppler'
import { renderInspected } from './printed'

const everything: HouseRules = {
  ...DEFAULT_RULES,
  sets: 6,
  target: 11,
  movement: 'headLosersToBottom',
  partners: 'classic',
  wipeout: true,
  recordWipeouts: true,
  lowTriple7: true,
  travelingDie: { enabled: true, passOn: 4 },
  prizes: PRIZE_CATEGORIES.map((category) => ({ category, enabled: true, tie: 'chain' })),
  onePrizePerPerson: true,
}

// a timed night with its move countdown and the options a club plays most
const timedNight: HouseRules = {
  ...DEFAULT_RULES,
  wipeout: true,
  travelingDie: { enabled: true, passOn: 'bunco' },
  roundClock: 'clockOrScore',
  roundMinutes: 15,
  moveSeconds: 120,
}

const text = (rules: HouseRules, language = 'en' as const, tables = 3): string =>
  squash(
    ruleSections(pdfTexts[language], rules, tables)
      .flatMap((s) => s.paragraphs)
      .join(' '),
  )

const say = (id: StatementId, params?: Statement['params']): string =>
  squash(sayStatement(pdfTexts.en.rules, params ? { id, params } : { id }))

describe('rule sheet', () => {
  it('no longer contradicts itself or the engine (the cases the first host found)', () => {
    // four dice: a Bunco stops every table at once, and nothing says a Bunco elsewhere changes nothing
    const four = text({ ...DEFAULT_RULES, fourDice: true, wipeout: true })
    expect(four).toContain(say('end.buncoStopsAll'))
    expect(four).not.toContain(say('end.othersPassTarget', { target: 21 }))
    expect(four).toContain(say('scoring.wipeout', { count: { id: 'count.4' } }))
    // the team that stays splits, whichever team it is
    const bottom = text({ ...DEFAULT_RULES, movement: 'headLosersToBottom' })
    expect(bottom).toContain(say('move.split'))
    expect(bottom).not.toMatch(/two winners who stay/i)
    // any Bunco ends the round: at once, nobody finishes the turn
    expect(text({ ...DEFAULT_RULES, roundEnd: 'anyBuncoEndsRound' })).toContain(
      say('end.buncoStopsAll'),
    )
    // above 21, a head-table Bunco still rings the bell
    expect(text({ ...DEFAULT_RULES, target: 30 })).toContain(say('end.headBunco'))
    // the traveling die without its prize promises nothing
    const die = text({ ...DEFAULT_RULES, travelingDie: { enabled: true, passOn: 'bunco' } })
    expect(die).toContain(say('die.noPrize'))
    expect(die).not.toContain(say('die.prize'))
    // alone at the table: no ghost, no partners
    const solo = text({ ...DEFAULT_RULES, play: 'individual' }, 'en', 1)
    expect(solo).not.toMatch(/ghost|partner/i)
  })

  it('says how the clock ends a round and refers a tie at its bell to the table’s roll-off', () => {
    const timed = text({
      ...DEFAULT_RULES,
      roundClock: 'clockOnly',
      roundMinutes: 12,
      moveSeconds: 90,
    })
    expect(timed).toContain(say('clock.bellOnly', { minutes: 12 }))
    expect(timed).toContain(say('clock.atBell'))
    expect(timed).toContain(say('end.tie'))
    expect(timed).toContain(say('clock.move', { seconds: 90 }))
    // on the clock alone, reaching the points ends nothing
    expect(timed).not.toContain(say('end.headTarget', { target: 21 }))
    const either = text({ ...DEFAULT_RULES, roundClock: 'clockOrScore', roundMinutes: 20 })
    expect(either).toContain(say('end.headTarget', { target: 21 }))
    expect(either).toContain(say('clock.bellOrScore', { minutes: 20 }))
    expect(either).toContain(say('clock.hostStarts'))
    expect(text(DEFAULT_RULES)).not.toMatch(/minutes|countdown/i)
  })

  it('explains the set-up: dice, the bell, the scorekeeper, calling Bunco', () => {
    const sheet = text(DEFAULT_RULES)
    for (const id of ['setup.bell', 'setup.scorekeeper', 'setup.callBunco'] as const)
      expect(sheet).toContain(say(id))
    expect(sheet).toContain(say('setup.gear', { dice: 3 }))
  })

  it.each(
    LANGUAGES.flatMap((l) =>
      PAPER_SIZES.flatMap((p) => [[l, p, 'every option'] as const, [l, p, 'the clock'] as const]),
    ),
  )('fits on one page, uncut (%s, %s, %s)', async (language, paper, which) => {
    const rules = which === 'the clock' ? timedNight : everything
    const night = buildNight({ names: LATIN_NAMES, rules })
    const { bytes, drawn } = await renderInspected('rules', night, { language, paper })
    const path = save(`rules-${which.replace(' ', '-')}-${language}-${paper}`, bytes)
    expect(pdfInfo(path).pages).toBe(1)
    expect(drawn.filter((d) => d.truncated)).toEqual([])
    expect(Math.min(...drawn.map((d) => d.size))).toBeGreaterThanOrEqual(7)
    const page = squash(pdfText(path))
    for (const p of ruleSections(pdfTexts[language], rules, 3).flatMap((s) => s.paragraphs)) {
      expect(page).toContain(squash(p))
    }
  })
})
