// The 50/50: half of its sales go to the winner drawn, half stay with the cause.

/** What a 50/50's sales split into: the winner's half and what the cause keeps. */
export interface FiftyFiftySplit {
  salesMinor: number
  winnerMinor: number
  keptMinor: number
}

/**
 * Splits a 50/50's sales to the cent. An odd minor unit stays with the cause: the winner gets
 * the half rounded down ($101.01 gives the winner $50.50 and the cause $50.51), which is what
 * organisers' posted rules say ("50% of the sales, rounded down") and never pays out more than
 * half.
 */
export function splitFiftyFifty(salesMinor: number): FiftyFiftySplit {
  const winnerMinor = Math.floor(salesMinor / 2)
  return { salesMinor, winnerMinor, keptMinor: salesMinor - winnerMinor }
}
