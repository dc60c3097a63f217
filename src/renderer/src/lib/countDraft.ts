import type { TableResult } from '@shared/bunco'

/** The per-player counts a table's result may carry. */
export type CountKind = 'buncos' | 'minis' | 'wipeouts' | 'travels'

/** A table's per-player counts, each field keyed by player id (and the host's "yes, unusual"). */
export type Counts = Partial<Pick<TableResult, CountKind | 'unusualConfirmed'>>

/** The counts with one player's count of one kind moved by `delta` (never below 0; zeros left out). */
export function countDraft(counts: Counts, kind: CountKind, id: string, delta: number): Counts {
  const next = { ...(counts[kind] ?? {}) }
  const value = Math.max(0, (next[id] ?? 0) + delta)
  if (value === 0) delete next[id]
  else next[id] = value
  return { ...counts, [kind]: next }
}
