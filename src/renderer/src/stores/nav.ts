import { defineStore } from 'pinia'
import { ref } from 'vue'

/** The screens the app can show. */
export type Screen = 'home' | 'settings'

/** Which screen is showing. */
export const useNavStore = defineStore('nav', () => {
  const screen = ref<Screen>('home')

  /** Shows a screen. */
  function go(next: Screen): void {
    screen.value = next
  }

  return { screen, go }
})
