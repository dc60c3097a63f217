import type { Language } from '../../settings'
import type { BuncoProblem } from '../../bunco/problemCodes'
import { de } from './de'
import { en } from './en'
import { fr } from './fr'
import { ja } from './ja'
import { problemText, type ProblemTexts } from './format'

export type { ProblemTexts }

/** Every language's texts for the engine's problems. */
export const problemTexts: Record<Language, ProblemTexts> = { en, fr, de, ja }

/** An engine problem as a sentence in the host's language. */
export function translateProblem(
  language: Language,
  problem: Pick<BuncoProblem, 'code' | 'params' | 'where'>,
): string {
  return problemText(problemTexts[language], problem)
}
