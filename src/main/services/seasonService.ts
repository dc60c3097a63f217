import type { SeasonRow } from '@shared/views'
import type { Db } from '../db/connection'
import { seasonPrizes, seasonTotals } from '../db/repos/seasonRepo'

/** Standings across nights, per roster person. */
export interface SeasonService {
  standings(from?: string, to?: string): SeasonRow[]
}

/** Creates the season service. */
export function seasonService(db: Db): SeasonService {
  return {
    standings(from = '0000-01-01', to = '9999-12-31') {
      const prizes = seasonPrizes(db, from, to)
      return seasonTotals(db, from, to).map((r) => ({ ...r, prizes: prizes.get(r.personId) ?? 0 }))
    },
  }
}
