import type { AppInfo } from '@shared/contract'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** Facts about the running app (version, data folder, schema). */
export const useAppInfoStore = defineStore('appInfo', () => {
  const info = ref<AppInfo | null>(null)

  /** Fetches the facts from main. */
  async function load(): Promise<void> {
    info.value = await call('app:info')
  }

  return { info, load }
})
