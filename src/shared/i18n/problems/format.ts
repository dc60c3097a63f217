// Turns an engine problem (a code and its parameters) into a sentence in one language.
import type { BuncoProblem, ProblemCode } from '../../bunco/problemCodes'
import { splitPlaceholders } from '../placeholders'

/** A language's texts for engine problems. */
export interface ProblemTexts {
  /** One sentence per problem code, with `{name}` placeholders for its parameters. */
  codes: Record<ProblemCode, string>
  /** Where it happened: put before the sentence. */
  where: { round: string; table: string; roundTable: string }
  /** The names of house-rule options and result fields, for the `option` and `field` parameters. */
  names: Record<string, string>
}

function fillText(text: string, params: Record<string, string | number>): string {
  return splitPlaceholders(text)
    .map((part) => (typeof part === 'string' ? part : String(params[part.name] ?? part.name)))
    .join('')
}

/** The problem as one sentence, with where it happened in front. */
export function problemText(
  texts: ProblemTexts,
  p: Pick<BuncoProblem, 'code' | 'params' | 'where'>,
): string {
  const params: Record<string, string | number> = { ...p.params }
  for (const name of ['option', 'field']) {
    const value = params[name]
    if (typeof value === 'string') params[name] = texts.names[value] ?? value
  }
  const sentence = fillText(texts.codes[p.code], params)
  const { round, table } = p.where ?? {}
  const where =
    round !== undefined && table !== undefined
      ? texts.where.roundTable
      : round !== undefined
        ? texts.where.round
        : table !== undefined
          ? texts.where.table
          : null
  return where === null
    ? sentence
    : fillText(where, { round: round ?? '', table: table ?? '' }) + sentence
}
