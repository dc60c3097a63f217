import type { KeeperStep } from '@shared/bunco'
import type { KeeperStart } from '@shared/schemas/tools'
import type { KeeperView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The scorekeeper's table as main last saved it, and the night whose table it may keep. */
export const useKeeperStore = defineStore('keeper', () => {
  const view = ref<KeeperView | null>(null)
  /** The night being played, offered when the scorekeeper starts (null: none). */
  const night = ref<NightView | null>(null)

  async function adopt(answer: Promise<KeeperView | null>): Promise<void> {
    view.value = await answer
  }

  /** Reads the kept table (null: none). */
  function load(): Promise<void> {
    return adopt(call('keeper:get'))
  }

  /** Starts keeping a table: one of the night being played, or one on its own. */
  function start(input: KeeperStart): Promise<void> {
    return adopt(call('keeper:start', input))
  }

  /** One step at the table: a roll, the bell, a stop. */
  function step(s: KeeperStep): Promise<void> {
    return adopt(call('keeper:step', { step: s }))
  }

  /** Sends the table's result to the night, goes to the next round, undoes, or stops keeping. */
  function act(
    name: 'keeper:send' | 'keeper:next' | 'keeper:undo' | 'keeper:clear',
  ): Promise<void> {
    return adopt(call(name))
  }

  /** Reads the night being played, whose tables the scorekeeper offers. */
  async function loadNight(): Promise<void> {
    night.value = null
    const playing = (await call('night:list', {})).find((n) => n.status === 'playing')
    if (playing) night.value = await call('night:get', { nightId: playing.id })
  }

  return { view, night, load, start, step, act, loadNight }
})
