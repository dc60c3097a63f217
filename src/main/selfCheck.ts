import type { Db } from './db/connection'
import { durabilityProblems } from './db/durability'
import { nightsRepo } from './night/nightsRepo'
import { replayDifferences } from './night/verify'

/**
 * What a development build checks on the live store at each start (so after every reopen and
 * restore too): the durability settings, that replaying every night gives its stored tables, and
 * that every night's fundraiser log folds with its money adding up (night/verify.ts).
 */
export function selfCheckProblems(db: Db): string[] {
  const settings = durabilityProblems(db).map((p) => `store settings: ${p}`)
  const replay = nightsRepo(db)
    .ids()
    .flatMap((id) => replayDifferences(db, id))
  return [...settings, ...replay]
}
