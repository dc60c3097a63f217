import type { Settings, TextSize, Theme } from '@shared/settings'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { applyLanguage } from '../i18n'

function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme
}

// large print: the root's text size, which every rem of the app's styles follows
function applyTextSize(size: TextSize): void {
  document.documentElement.dataset['textSize'] = size
}

/** The host's preferences as main last confirmed them. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings | null>(null)
  const savedAt = ref(0)

  async function adopt(next: Settings): Promise<void> {
    settings.value = next
    applyTheme(next.theme)
    applyTextSize(next.textSize)
    await applyLanguage(next.language)
  }

  /** Loads the saved preferences from main and applies them. */
  async function load(): Promise<void> {
    await adopt(await call('settings:get'))
  }

  /** Saves a change; the screen follows only once main has stored it. */
  async function update(patch: Partial<Settings>): Promise<void> {
    await adopt(await call('settings:set', patch))
    savedAt.value = Date.now()
  }

  return { settings, savedAt, load, update }
})
