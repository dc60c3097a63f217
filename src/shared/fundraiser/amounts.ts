// Money as integers of minor units (cents), checked where it enters: a float, a negative amount
// or one past what sums can hold exactly is refused before it reaches a total.
import { refuse } from './refusals'

/**
 * The largest single amount the fundraiser takes: 10^13 minor units ($100 billion in cents), so
 * that a night's thousands of entries still sum below Number.MAX_SAFE_INTEGER.
 */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000

/** Refuses anything but a whole, non-negative, bounded number of minor units; returns it. */
export function checkMinor(amount: unknown, field: string): number {
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    refuse('money.notWhole', { field, got: String(amount) })
  if (amount < 0) refuse('money.negative', { field, got: amount })
  if (amount > MAX_AMOUNT_MINOR) refuse('money.tooLarge', { field, got: String(amount) })
  // -0 would print as "-$0.00" on a report
  return amount === 0 ? 0 : amount
}

/** As checkMinor, and refuses zero too (a donation or sale of nothing is a mistake). */
export function checkPositiveMinor(amount: unknown, field: string): number {
  const minor = checkMinor(amount, field)
  if (minor === 0) refuse('money.zero', { field })
  return minor
}

/** Adds minor units, refusing a sum that would no longer be exact. */
export function addMinor(a: number, b: number): number {
  const sum = a + b
  if (!Number.isSafeInteger(sum)) refuse('money.tooLarge', { field: 'total', got: String(sum) })
  return sum
}

/** The sum of a list of minor units, exact or refused. */
export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce(addMinor, 0)
}
