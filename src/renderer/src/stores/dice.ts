import type { CallArgs } from '@shared/contract'
import type { DiceView } from '@shared/toolViews'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The dice roller as main last saved it: its settings and last roll. */
export const useDiceStore = defineStore('dice', () => {
  const view = ref<DiceView | null>(null)

  /** Reads the dice. */
  async function load(): Promise<void> {
    view.value = await call('dice:get')
  }

  /**
   * Rolls: the roll is made and saved in main before anything moves on screen, and shown once
   * `reveal` (the screen's sound and tumbling dice) is done.
   */
  async function roll(reveal: (next: DiceView) => Promise<void>): Promise<void> {
    const next = await call('dice:roll')
    await reveal(next)
    view.value = next
  }

  /** Changes the dice's settings. */
  async function change(patch: CallArgs<'dice:settings'>): Promise<void> {
    view.value = await call('dice:settings', patch)
  }

  return { view, load, roll, change }
})
