import { readWhole, type WholeRange } from '@shared/wholeNumber'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Why a number typed in a field is refused, in the words of the field's label; null when fine. */
export function wholeProblem(
  text: string,
  range: WholeRange,
  label: string,
  t: Translate,
): string | null {
  const read = readWhole(text, range)
  return read.ok ? null : t(`numbers.${read.problem}`, { label, min: range.min, max: range.max })
}
