import type { Settings, Theme } from '@shared/settings'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { applyLanguage } from '../i18n'

function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme
}

/** The host's preferences as main last confirmed them. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings | null>(null)
  const savedAt = ref(0)

  function adopt(next: Settings): void {
    settings.value = next
    applyLanguage(next.language)
    applyTheme(next.theme)
  }

  /** Loads the saved preferences from main and applies them. */
  async function load(): Promise<void> {
    adopt(await call('settings:get'))
  }

  /** Saves a change; the screen follows only once main has stored it. */
  async function update(patch: Partial<Settings>): Promise<void> {
    adopt(await call('settings:set', patch))
    savedAt.value = Date.now()
  }

  return { settings, savedAt, load, update }
})
