import type { CallArgs } from '@shared/contract'
import type { SoloView } from '@shared/toolViews'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The solo game as main last saved it. */
export const useSoloStore = defineStore('solo', () => {
  const view = ref<SoloView | null>(null)

  async function adopt(answer: Promise<SoloView>): Promise<SoloView> {
    view.value = await answer
    return view.value
  }

  /** Reads the game. */
  function load(): Promise<SoloView> {
    return adopt(call('solo:get'))
  }

  /** Starts a new game. */
  function start(): Promise<SoloView> {
    return adopt(call('solo:new', {}))
  }

  /** Changes the game's settings. */
  function settings(patch: CallArgs<'solo:settings'>): Promise<SoloView> {
    return adopt(call('solo:settings', patch))
  }

  /** Pauses or resumes the game. */
  function pause(paused: boolean): Promise<SoloView> {
    return adopt(call('solo:pause', { paused }))
  }

  /** Turns the game's sound on or off. */
  function sound(on: boolean): Promise<SoloView> {
    return adopt(call('solo:sound', { on }))
  }

  /** Ends the game. */
  function clear(): Promise<SoloView> {
    return adopt(call('solo:clear'))
  }

  /**
   * The next move (a roll, or the next round): saved in main, then shown unless `reveal` (the
   * screen following a computer's roll) says the game changed meanwhile; null when not shown.
   */
  async function move(reveal: (next: SoloView) => Promise<boolean>): Promise<SoloView | null> {
    const next = await call('solo:move')
    if (!(await reveal(next))) return null
    view.value = next
    return next
  }

  return { view, load, start, settings, pause, sound, clear, move }
})
