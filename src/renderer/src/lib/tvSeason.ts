import type { SeasonLine } from '@shared/club'
import type { NightView } from '@shared/views'

/** Lines the TV's season page shows at most: big enough to read from across the room. */
export const TV_SEASON_LINES = 10

/** The season's lines for the TV: qualified players first (by place), then the rest by score. */
export function tvSeasonLines(standings: readonly SeasonLine[]): SeasonLine[] {
  const ranked = standings.filter((s) => s.qualified && s.place !== null)
  const others = standings.filter((s) => !ranked.includes(s))
  return [...ranked, ...others.sort((a, b) => b.score - a.score || b.nights - a.nights)]
}

/**
 * What the season depends on in a night the TV shows: null while a round is being played or for
 * a night of no club; else the night, its entry, and (once it has ended) its standings.
 */
export function seasonKey(view: NightView | null): string | null {
  if (!view?.money || view.current !== null) return null
  const lines = view.awards === null ? [] : view.standings
  const played = lines.map((s) => [s.personId, s.place, s.wins, s.buncos])
  return JSON.stringify([view.id, view.money.clubId, view.money.entryId, played])
}
