import type { NightSummary, NightView } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The list of nights as main last gave it (home screen), and a night file being imported. */
export const useNightsStore = defineStore('nights', () => {
  const list = ref<NightSummary[] | null>(null)
  /** While main checks a night's file (in a worker): how far it got (null: no import). */
  const importing = ref<{ done: number; total: number } | null>(null)

  /** Reloads the list. */
  async function load(): Promise<void> {
    list.value = await call('night:list')
  }

  /** Deletes a night for good (main backs the store up first) and keeps the list main returns. */
  async function remove(nightId: number): Promise<void> {
    list.value = await call('night:delete', { nightId })
  }

  /** Imports a night's file saved as JSON (all or nothing), then lists the nights again. */
  async function importNight(file: Blob): Promise<NightView> {
    importing.value = { done: 0, total: 0 }
    // main pushes how far it got only while it checks the file
    const off = onPush('import:progress', (p) => {
      if (p && importing.value) importing.value = p
    })
    try {
      const view = await call('night:import', { json: await file.text() })
      await load()
      return view
    } finally {
      off()
      importing.value = null
    }
  }

  return { list, importing, load, remove, importNight }
})
