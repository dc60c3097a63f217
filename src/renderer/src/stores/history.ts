import type { PlayedRound } from '@shared/bunco'
import type { HistoryEntry, HistorySaid } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** A played round opened for correction: its number, seating and saved results. */
export type Correction = Pick<PlayedRound, 'plan' | 'results'> & { round: number }

/** The night's history as main last listed it, and the played round being corrected. */
export const useHistoryStore = defineStore('history', () => {
  const entries = ref<HistoryEntry[]>([])
  const correcting = ref<Correction | null>(null)

  /** Reads the night's history again. */
  async function load(nightId: number): Promise<void> {
    entries.value = await call('night:history', { nightId })
  }

  /** Shows a night's history from scratch: nothing corrected, nothing of another night. */
  function open(nightId: number): Promise<void> {
    entries.value = []
    correcting.value = null
    return load(nightId)
  }

  /** Opens (or reads again) a played round for correction. */
  async function correct(nightId: number, round: number): Promise<void> {
    const played = await call('night:round', { nightId, round })
    correcting.value = { round, plan: played.plan, results: played.results }
  }

  /** What the night's last action took back, read after an undo (null: nothing said). */
  async function lastUndid(nightId: number): Promise<HistorySaid | null> {
    await load(nightId)
    return entries.value[0]?.undid ?? null
  }

  return { entries, correcting, load, open, correct, lastUndid }
})
