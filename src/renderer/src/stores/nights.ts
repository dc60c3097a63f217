import type { NightSummary } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The list of nights as main last gave it (home screen). */
export const useNightsStore = defineStore('nights', () => {
  const list = ref<NightSummary[] | null>(null)

  /** Reloads the list. */
  async function load(): Promise<void> {
    list.value = await call('night:list')
  }

  /** Deletes a night for good (main backs the store up first) and keeps the list main returns. */
  async function remove(nightId: number): Promise<void> {
    list.value = await call('night:delete', { nightId })
  }

  return { list, load, remove }
})
