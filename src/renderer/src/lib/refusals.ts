// A table's result the rules refuse is explained beside that table, in the host's words, and
// nothing is saved; the explanation goes once the table's result or points change.
import { AppError } from '@shared/app-error'
import type { RoundPlan, TableResult } from '@shared/bunco'
import { checkResult } from '@shared/night'
import { ref, type Ref } from 'vue'
import { ApiError } from '../api'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Why a result was refused, said for the table it was entered at. */
export function refusalText(err: unknown, result: TableResult, t: Translate): string {
  if (err instanceof ApiError) return err.message
  if (!(err instanceof AppError)) return String(err)
  const p = result.points
  if (err.messageKey === 'errors.night.winnerFewerPoints' && p) {
    const picked = result.winner === 'NS' ? 'NS' : 'EW'
    const leader = picked === 'NS' ? 'EW' : 'NS'
    return t('entry.refused.fewerPoints', {
      picked: t(`common.team${picked}`),
      leader: t(`common.team${leader}`),
      ns: p.NS,
      ew: p.EW,
    })
  }
  if (err.messageKey === 'errors.night.pointsTied' && p)
    return t('entry.refused.tied', { points: p.NS })
  return t(err.messageKey, err.params)
}

/** The refusals shown beside each table, and the one way results are tried and saved. */
export interface TableRefusals {
  said: Ref<Record<number, string>>
  /** Checks a table's result as main will, then saves it; a refusal is said beside the table. */
  attempt: (plan: RoundPlan, result: TableResult, save: () => Promise<unknown>) => void
  /** Says a refusal beside a table. */
  refuse: (table: number, text: string) => void
  /** Forgets a table's refusal (its cause changed). */
  forget: (table: number) => void
}

/** Refusals kept per table for one list of table entries. */
export function useTableRefusals(t: Translate): TableRefusals {
  const said = ref<Record<number, string>>({})
  const refuse = (table: number, text: string): void => {
    said.value = { ...said.value, [table]: text }
  }
  const forget = (table: number): void => {
    if (!(table in said.value)) return
    const next = { ...said.value }
    delete next[table]
    said.value = next
  }
  const attempt = (plan: RoundPlan, result: TableResult, save: () => Promise<unknown>): void => {
    try {
      checkResult(plan, result)
    } catch (err) {
      // the engine's own problems are worded by main, which refuses them the same way
      if (!(err instanceof AppError && err.problems.length > 0)) {
        refuse(result.table, refusalText(err, result, t))
        return
      }
    }
    forget(result.table)
    save().catch((err: unknown) => refuse(result.table, refusalText(err, result, t)))
  }
  return { said, attempt, refuse, forget }
}
