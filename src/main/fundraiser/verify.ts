// The fundraiser's part of the self-check: every row of a night's log reads as an event, the seqs
// run without a gap, the log folds without a refusal, and the money raised agrees with itself.
import { AppError } from '@shared/app-error'
import { foldLog, moneyRaised } from '@shared/fundraiser'
import type { Db } from '../db/connection'
import { fundraiserRepo } from './fundraiserRepo'

/** What is wrong with a night's fundraiser log (empty when nothing is, or it has none). */
export function fundraiserDifferences(db: Db, nightId: number): string[] {
  const repo = fundraiserRepo(db)
  if (repo.lastSeq(nightId) === 0) return []
  const where = `night ${nightId}: fundraiser`
  try {
    const raised = moneyRaised(foldLog(repo.entries(nightId)))
    return raised.mismatches.map((m) => `${where}: ${m}`)
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return [`${where}: ${err.messageKey} ${JSON.stringify(err.params)}`]
  }
}
