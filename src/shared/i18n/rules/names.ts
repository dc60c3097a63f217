import { PRIZE_CATEGORIES, type PrizeCategory } from '../../bunco/rules'
import type { RuleTexts } from './format'

/** Each prize's name in a language, read from its rule texts (the one place prize names live). */
export function prizeNames(texts: RuleTexts): Record<PrizeCategory, string> {
  return Object.fromEntries(PRIZE_CATEGORIES.map((c) => [c, texts.say[`prize.${c}`]])) as Record<
    PrizeCategory,
    string
  >
}
