import type { CallArgs, CallResult } from '@shared/contract'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** Printing: a night's or a club's documents opened in the system's viewer or saved as PDF. */
export const usePrintStore = defineStore('print', () => {
  /** How far main got writing the documents being printed (null: none on their way). */
  const progress = ref<{ done: number; total: number } | null>(null)
  let jobs = 0

  // generating hundreds of sheets takes a moment: main pushes how far it got meanwhile
  onPush('print:progress', (p) => {
    if (jobs > 0) progress.value = p
  })

  async function job<T>(work: Promise<T>): Promise<T> {
    jobs++
    try {
      return await work
    } finally {
      if (--jobs === 0) progress.value = null
    }
  }

  /** Opens a night's document in the system's PDF viewer. */
  function open(args: CallArgs<'print:open'>): Promise<CallResult<'print:open'>> {
    return job(call('print:open', args))
  }

  /** Saves a night's document as a PDF where the host picks. */
  function save(args: CallArgs<'print:save'>): Promise<CallResult<'print:save'>> {
    return job(call('print:save', args))
  }

  /** Opens or saves a club's document (its season's standings, money or schedule). */
  function club(args: CallArgs<'club:print'>): Promise<CallResult<'club:print'>> {
    return job(call('club:print', args))
  }

  return { progress, open, save, club }
})
