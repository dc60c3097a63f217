import type { TableResult } from '@shared/bunco'
import type { CallName, CallResult, OptionalArgs } from '@shared/contract'
import type { NightView } from '@shared/views'
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/**
 * The calls whose answer is the night's view, read off the contract: a call that stops answering
 * with the view (or is renamed) stops compiling here and wherever it is run.
 */
export type NightCall = {
  [K in CallName]: CallResult<K> extends NightView ? K : never
}[CallName]

/** The night on screen, as main last saved it; every change goes through main first. */
export const useNightStore = defineStore('night', () => {
  const view = ref<NightView | null>(null)
  const busy = ref(false)
  /** The last event main confirmed as saved (shown as "Saved"). */
  const savedEventId = ref(0)
  // this window's own calls on their way: a push may overtake their answer
  const inFlight = new Set<Promise<unknown>>()

  const names = computed(() => new Map((view.value?.players ?? []).map((p) => [p.player, p.name])))

  /** Runs one night call and adopts the view main returns. */
  async function run<K extends NightCall>(name: K, ...args: OptionalArgs<K>): Promise<NightView> {
    busy.value = true
    const answer: Promise<NightView> = call(name, ...args)
    inFlight.add(answer)
    try {
      const next = await answer
      view.value = next
      if (next.savedEventId > 0) savedEventId.value = next.savedEventId
      return next
    } finally {
      inFlight.delete(answer)
      busy.value = inFlight.size > 0
    }
  }

  /** Loads a night. */
  function open(nightId: number): Promise<NightView> {
    return run('night:get', { nightId })
  }

  /** Records one table's result in the open round. */
  function record(result: TableResult): Promise<NightView> {
    const v = view.value
    if (!v?.current) throw new Error('no open round')
    return run('night:recordResult', { nightId: v.id, round: v.current.plan.round, result })
  }

  // a change saved elsewhere (a table's phone, the scorekeeper) reaches the screen as main says it
  let reading = 0
  onPush('night:changed', async ({ nightId, savedEventId: saved }) => {
    // the push of this window's own change may come before the call's answer: wait for it
    await Promise.allSettled([...inFlight])
    const v = view.value
    // a change this window already has (its own call's answer, or the night it just read)
    if (!v || v.id !== nightId || saved <= savedEventId.value) return
    const mine = ++reading
    call('night:get', { nightId })
      .then((next) => {
        // the host's own call answers with that very change (and its notice): it stands
        if (mine !== reading || view.value?.id !== nightId || savedEventId.value >= saved) return
        view.value = next
        savedEventId.value = saved
      })
      .catch(() => undefined)
  })

  // a club night's buy-ins live in the club's log: its change is read once, as the night's view
  onPush('club:changed', ({ clubId }) => {
    const v = view.value
    if (!v || v.money?.clubId !== clubId) return
    const mine = ++reading
    call('night:get', { nightId: v.id })
      .then((next) => {
        if (mine === reading && view.value?.id === next.id) view.value = next
      })
      .catch(() => undefined)
  })

  return { view, busy, savedEventId, names, run, open, record }
})
