// A whole number as a host types it in a field: read the same way wherever a number is typed,
// with the reason it is refused named so the field can say it in its own label's words.

/** A field's range of whole numbers, both ends included. */
export interface WholeRange {
  readonly min: number
  readonly max: number
}

/** Why a typed number is refused: not a whole number at all, or out of the range. */
export type WholeProblem = 'notWhole' | 'tooSmall' | 'tooBig'

/** What reading a typed number gives: the number, or why it is refused. */
export type WholeReading = { ok: true; value: number } | { ok: false; problem: WholeProblem }

/**
 * Reads a whole number as typed: digits only (full-width digits from a Japanese keyboard too,
 * spaces around ignored; a minus sign or a decimal point is not a whole number of these).
 */
export function readWhole(text: string, range: WholeRange): WholeReading {
  const digits = text.normalize('NFKC').trim()
  if (!/^\d{1,15}$/.test(digits)) return { ok: false, problem: 'notWhole' }
  const value = Number(digits)
  if (value < range.min) return { ok: false, problem: 'tooSmall' }
  if (value > range.max) return { ok: false, problem: 'tooBig' }
  return { ok: true, value }
}
