import type { StoreStatus } from '@shared/storage'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The data file's health: a recovery to explain at start, and the backups on offer. */
export const useStorageStore = defineStore('storage', () => {
  const status = ref<StoreStatus | null>(null)
  const restarting = ref(false)

  /** Asks main for the store's status. */
  async function load(): Promise<void> {
    status.value = await call('storage:status')
  }

  /** Makes a backup now; the list then shows it. */
  async function backup(): Promise<void> {
    status.value = await call('storage:backup')
  }

  /** Restores a backup; main then restarts the app on it. */
  async function restore(name: string): Promise<void> {
    const outcome = await call('storage:restore', { name })
    restarting.value = outcome.restarting
  }

  return { status, restarting, load, backup, restore }
})
