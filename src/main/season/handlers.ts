import type { Handlers } from '@shared/contract'
import type { Db } from '../db/connection'
import { seasonStandings } from './season'

/** The season's calls: standings across nights. */
export function seasonHandlers(db: Db): Pick<Handlers, 'season:standings'> {
  return {
    'season:standings': (a) => seasonStandings(db, a.from, a.to),
  }
}
