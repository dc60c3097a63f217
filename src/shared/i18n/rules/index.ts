// The rule sheet's texts, one catalogue per language, shared by the printed sheet and the screens.
import type { Language } from '../../settings'
import { de } from './de'
import { en } from './en'
import { fr } from './fr'
import { ja } from './ja'
import type { RuleTexts } from './format'

export type { RuleTexts }
/** Says a statement in a language's texts. */
export { sayStatement } from './format'

/** Every language's rule texts. */
export const ruleTexts: Record<Language, RuleTexts> = { en, fr, de, ja }
