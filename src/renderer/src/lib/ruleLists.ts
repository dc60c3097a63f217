import { TIE_BREAKERS, type TieBreaker } from '@shared/bunco'

/** A copy of `list` with the item at `index` moved one place up (-1) or down (+1); the same at an end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step
  const out = [...list]
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return out
  ;[out[index], out[to]] = [out[to] as T, out[index] as T]
  return out
}

/** One line of the tie-break list: a step, and whether the chain uses it. */
export interface BreakerRow {
  breaker: TieBreaker
  used: boolean
}

/** The tie-break steps as the form lists them: the chain in its order, then the unused steps. */
export function breakerRows(chain: readonly TieBreaker[]): BreakerRow[] {
  return [
    ...chain.map((breaker) => ({ breaker, used: true })),
    ...TIE_BREAKERS.filter((b) => !chain.includes(b)).map((breaker) => ({ breaker, used: false })),
  ]
}

/** The chain with a step switched off, or switched on as its last step. */
export function toggleBreaker(chain: readonly TieBreaker[], breaker: TieBreaker): TieBreaker[] {
  return chain.includes(breaker) ? chain.filter((b) => b !== breaker) : [...chain, breaker]
}
