import { rankBy, type RankKey } from '@shared/bunco'
import type { SeasonRow } from '@shared/views'
import type { Db } from '../db/connection'
import { seasonPrizes, seasonTotals } from './seasonRepo'

/**
 * The season's own ranking keys, through the engine's one ranking: most wins, then most Buncos
 * (points are not kept across nights), then by name; equal rows share a place.
 */
const SEASON_KEYS: readonly RankKey<Omit<SeasonRow, 'place'>>[] = [(r) => r.wins, (r) => r.buncos]

/** Standings across the nights between two dates, per roster person. */
export function seasonStandings(db: Db, from = '0000-01-01', to = '9999-12-31'): SeasonRow[] {
  const prizes = seasonPrizes(db, from, to)
  const rows = seasonTotals(db, from, to).map((r) => ({
    ...r,
    prizes: prizes.get(r.personId) ?? 0,
  }))
  return rankBy(rows, SEASON_KEYS, (r) => r.name)
}
