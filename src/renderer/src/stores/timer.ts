import type { CallArgs } from '@shared/contract'
import type { RoundTimer } from '@shared/roundTimer'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The round timer and its bell, as main last saved them (any window may change them). */
export const useTimerStore = defineStore('timer', () => {
  const timer = ref<RoundTimer | null>(null)

  async function adopt(answer: Promise<RoundTimer>): Promise<RoundTimer> {
    timer.value = await answer
    return timer.value
  }

  /** Reads the timer. */
  function load(): Promise<RoundTimer> {
    return adopt(call('timer:get'))
  }

  /** Changes its minutes, its sound or whether it is on. */
  function set(patch: CallArgs<'timer:set'>): Promise<RoundTimer> {
    return adopt(call('timer:set', patch))
  }

  /** Starts, pauses or resets the countdown, or rings the bell (every window hears it). */
  function act(
    name: 'timer:start' | 'timer:pause' | 'timer:reset' | 'timer:bell',
  ): Promise<RoundTimer> {
    return adopt(call(name))
  }

  // each push carries the whole timer: it is taken as it is, never followed by a read
  onPush('timer:changed', (next) => (timer.value = next))

  return { timer, load, set, act }
})
