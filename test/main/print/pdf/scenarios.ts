// The 12-guest nights of the document tests: each language plays different house rules.
import { DEFAULT_RULES, type HouseRules } from '../../../../src/shared/bunco'
import type { Language } from '../../../../src/shared/settings'
import { JAPANESE_NAMES, LATIN_NAMES } from './fixtures'

/** One language's night: guests and the house rules chosen. */
export interface Scenario {
  language: Language
  names: readonly string[]
  rules: Partial<HouseRules>
}

const prizes = (enable: HouseRules['prizes'][number]['category'][]): HouseRules['prizes'] =>
  DEFAULT_RULES.prizes.map((p) => ({ ...p, enabled: p.enabled || enable.includes(p.category) }))

/** English plays the defaults; the others switch options on, so each sheet states different rules. */
export const SCENARIOS: Record<Language, Scenario> = {
  en: { language: 'en', names: LATIN_NAMES, rules: {} },
  fr: {
    language: 'fr',
    names: LATIN_NAMES,
    rules: {
      target: 11,
      movement: 'headLosersToBottom',
      partners: 'classic',
      wipeout: true,
      recordWipeouts: true,
      lowTriple7: true,
      travelingDie: { enabled: true, passOn: 'bunco' },
      prizes: prizes(['travelingDie']),
    },
  },
  de: {
    language: 'de',
    names: LATIN_NAMES,
    rules: {
      sets: 3,
      fourDice: true,
      roundEnd: 'anyBuncoEndsRound',
      recordMinis: false,
      travelingDie: { enabled: true, passOn: 6 },
      onePrizePerPerson: true,
      tieBreak: ['points', 'buncos'],
    },
  },
  ja: {
    language: 'ja',
    names: JAPANESE_NAMES,
    rules: {
      sets: 2,
      target: 15,
      roundEnd: 'eachTableToTarget',
      recordMinis: false,
      prizes: prizes(['evenSplit']).map((p) =>
        p.category === 'evenSplit' ? { ...p, tie: 'share' as const } : p,
      ),
    },
  },
}
