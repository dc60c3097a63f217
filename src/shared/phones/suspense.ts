// Suspense: the host may hide the standings for the last rounds of a night; the awards reveal them.

/** The most rounds a host may hide the standings for. */
export const MAX_HIDE_ROUNDS = 20

/**
 * Whether the standings are hidden now: the round being played (or the last one played) is one of
 * the night's last `hideRounds`, and the night is not finished (its awards reveal them). Every
 * place that shows standings (the TV over the Wi-Fi, a guest's page, the projector) asks this.
 */
export function standingsHidden(
  roundsPlayed: number,
  totalRounds: number,
  hideRounds: number,
  finished: boolean,
): boolean {
  if (finished || hideRounds <= 0 || totalRounds <= 0) return false
  // during round `roundsPlayed + 1`: hidden from the first of the last `hideRounds` rounds on
  return roundsPlayed + 1 > totalRounds - hideRounds
}
