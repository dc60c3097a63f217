import { defineStore } from 'pinia'
import { call } from '../api'

/** The app's windows: the host's tells main it is drawn, and opens the TV's. */
export const useWindowsStore = defineStore('windows', () => {
  /** Tells main the host's first screen is drawn (its log line is what a start check awaits). */
  async function shown(): Promise<void> {
    await call('window:shown')
  }

  /** Opens the TV's window (or brings it forward). */
  async function openProjector(): Promise<void> {
    await call('window:openProjector')
  }

  return { shown, openProjector }
})
