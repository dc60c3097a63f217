// A club season's standings from its nights: by total wins, or by points for each night's place
// (the host's table), a minimum number of nights to qualify, and the worst nights dropped.
import { rankBy, type RankKey } from '../bunco/standings'

/** How a season ranks its players: total round wins, or points for each night's placing. */
export const SEASON_SCORINGS = ['wins', 'placement'] as const
/** One of SEASON_SCORINGS. */
export type SeasonScoring = (typeof SEASON_SCORINGS)[number]

/** The season's own rules, set by the host. */
export interface SeasonRules {
  scoring: SeasonScoring
  /** Points for 1st, 2nd, 3rd … place of a night under `placement`; any place after the list is 0. */
  placementPoints: number[]
  /** Nights a player must have played to be ranked. */
  minNights: number
  /** A player's worst nights left out of the score; a night they missed counts 0 and goes first. */
  dropWorst: number
}

/** One person's line in one night's standings, as the night's engine ranked it. */
export interface SeasonNightLine {
  personId: number
  name: string
  place: number
  wins: number
  buncos: number
}

/** A night of the season with its standings (a night not yet played has none). */
export interface SeasonNight {
  nightId: number
  date: string
  lines: SeasonNightLine[]
}

/** One person's season. */
export interface SeasonLine {
  personId: number
  name: string
  /** Nights played, and the season's nights in all. */
  nights: number
  wins: number
  buncos: number
  /** The score the season ranks by (after the worst nights are dropped). */
  score: number
  /** The nights left out of the score (their ids; a missed night has its id too). */
  dropped: number[]
  qualified: boolean
  /** The rank among qualified players (ties share it); null for those who have not qualified. */
  place: number | null
}

/** The score one night gives a line under these rules. */
export function nightScore(line: SeasonNightLine, rules: SeasonRules): number {
  if (rules.scoring === 'wins') return line.wins
  return rules.placementPoints[line.place - 1] ?? 0
}

const SEASON_KEYS: readonly RankKey<SeasonLine>[] = [(r) => r.score, (r) => r.wins, (r) => r.buncos]

/**
 * The season's standings: every person who played a night, qualified players ranked by score,
 * then wins, then Buncos, then name (ties share a place); the others listed after, unranked.
 */
export function seasonStandings(nights: readonly SeasonNight[], rules: SeasonRules): SeasonLine[] {
  const played = nights.filter((n) => n.lines.length > 0)
  const people = new Map<number, string>()
  for (const night of played) for (const l of night.lines) people.set(l.personId, l.name)
  const lines: SeasonLine[] = [...people].map(([personId, name]) => {
    const scores = played.map((night) => {
      const line = night.lines.find((l) => l.personId === personId)
      return { nightId: night.nightId, line, score: line ? nightScore(line, rules) : 0 }
    })
    // the worst first; a missed night before a played one of the same score, then the earlier
    const worst = [...scores].sort(
      (a, b) => a.score - b.score || Number(a.line !== undefined) - Number(b.line !== undefined),
    )
    const dropped = worst
      .slice(0, Math.min(rules.dropWorst, scores.length - 1))
      .map((s) => s.nightId)
    const counted = scores.filter((s) => !dropped.includes(s.nightId))
    const attended = scores.filter((s) => s.line !== undefined)
    return {
      personId,
      name,
      nights: attended.length,
      wins: attended.reduce((sum, s) => sum + (s.line?.wins ?? 0), 0),
      buncos: attended.reduce((sum, s) => sum + (s.line?.buncos ?? 0), 0),
      score: counted.reduce((sum, s) => sum + s.score, 0),
      dropped,
      qualified: attended.length >= rules.minNights,
      place: null,
    }
  })
  const ranked = rankBy(
    lines.filter((l) => l.qualified),
    SEASON_KEYS,
    (l) => l.name,
  )
  const others = lines
    .filter((l) => !l.qualified)
    .sort((a, b) => b.nights - a.nights || a.name.localeCompare(b.name))
  return [...ranked, ...others]
}
