// The one owner of a list of tables' results (the open round's, or a played round's being
// corrected). Every change at a table (a winner clicked or typed, points, a roll-off, a count)
// reaches it as the table's whole result through `commit`: without a winner it waits here as the
// table's draft, with one it is checked as main will check it and saved by the one `save` given;
// a refusal is said beside its table and changes nothing.
import type { PlayedRound, Seat, TableResult, Team } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { ref, watch, type Ref } from 'vue'
import type { Counts } from './countDraft'
import { typedEntry } from './typedEntry'
import { useTableRefusals, type TableRefusals } from './refusals'
import { withWinner, type EnteredResult, type TypedPoints } from './withWinner'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** What a list of table entries is given to change its tables' results. */
export interface TableResults {
  /** Counts entered before a table's winner, by table: they go in with the winner. */
  drafts: Ref<Record<number, Counts>>
  refusals: TableRefusals
  /** The one route of a table's result: kept as its draft without a winner, else checked and saved. */
  commit: (result: EnteredResult) => void
  /** A winner picked by table number (keys typed): the table's result so far, with that winner. */
  pick: (table: number, winner: Team | Seat, points?: TypedPoints) => void
}

/** The results of `round()`'s tables, saved through `save` (call in a component's setup). */
export function useTableResults(
  round: () => Pick<PlayedRound, 'plan' | 'results'> | null,
  save: (result: TableResult) => Promise<unknown>,
  t: Translate,
): TableResults {
  const refusals = useTableRefusals(t)
  const drafts = ref<Record<number, Counts>>({})

  function commit(result: EnteredResult): void {
    const played = round()
    if (!played) return
    const { winner, table, ...counts } = result
    if (winner === undefined) {
      drafts.value = { ...drafts.value, [table]: counts }
      return
    }
    const whole: TableResult = { ...counts, table, winner }
    refusals.attempt(played.plan, whole, () => save(whole))
  }

  function pick(table: number, winner: Team | Seat, points?: TypedPoints): void {
    const saved = round()?.results.find((r) => r.table === table)
    commit(withWinner(saved ?? { ...drafts.value[table], table }, winner, points))
  }

  // Once a table's result is saved, the counts that waited for it are in it.
  watch(
    () => round()?.results,
    (saved) => {
      for (const table of Object.keys(drafts.value).map(Number))
        if (saved?.some((r) => r.table === table)) delete drafts.value[table]
    },
  )
  return { drafts, refusals, commit, pick }
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
