// A table's winner picked by the host (a click, or a table number and a letter typed on the
// results or the seating tab): checked as main will check it, refused beside the table.
import type { Seat, TableResult, Team } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { ref } from 'vue'
import { typedEntry } from './typedEntry'
import { useTableRefusals, type TableRefusals } from './refusals'
import { withWinner, type TypedPoints } from './withWinner'
import { useNightStore } from '../stores/night'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Picks for the open round's tables, and the refusals said beside them. */
export function useTablePicks(
  view: () => NightView,
  t: Translate,
): {
  refusals: TableRefusals
  pick: (table: number, winner: Team | Seat, points?: TypedPoints, before?: object) => void
} {
  const night = useNightStore()
  const refusals = useTableRefusals(t)
  // the saved result (or the counts waiting for a winner) with the winner picked
  function pick(table: number, winner: Team | Seat, points?: TypedPoints, before = {}): void {
    const current = view().current
    if (!current) return
    const saved: Partial<TableResult> = current.results.find((r) => r.table === table) ?? before
    const result = withWinner({ ...saved, table }, winner, points)
    refusals.attempt(current.plan, result, () => night.record(result))
  }
  return { refusals, pick }
}

/**
 * The results keyboard: a table number, then N or E (any seat letter alone) picks its winner;
 * Enter asks to close the round. Keys typed in a field or on a button are theirs, not ours.
 */
export function useTypedPicks(
  view: () => NightView,
  on: { pick: (table: number, winner: Team | Seat) => void; close?: () => void },
): { typed: ReturnType<typeof ref<string>>; onKey: (event: KeyboardEvent) => void } {
  const typed = ref('')
  function onKey(event: KeyboardEvent): void {
    const target = event.target
    if (target instanceof Element && target.closest('input, select, textarea, button, a')) return
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const plan = view().current?.plan
    if (!plan) return
    const outcome = typedEntry(typed.value ?? '', event.key, plan)
    if (outcome.kind === 'ignore') return
    event.preventDefault()
    typed.value = outcome.typed
    if (outcome.kind === 'pick') on.pick(outcome.table, outcome.winner)
    if (outcome.kind === 'close') on.close?.()
  }
  return { typed, onKey }
}
