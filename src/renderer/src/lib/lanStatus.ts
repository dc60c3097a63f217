// A night's table-phone status, read when the component opens and again on every change main pushes.
import type { PhonesStatus } from '@shared/phones/board'
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'
import { useErrorStore } from '../stores/errors'

// A phone’s result brings two pushes (the night changed, the phones changed): pushes this close
// together are one change, read once.
const SETTLE_MS = 25

/** The status of `nightId()`'s phones, kept current by pushes (call in a component's setup). */
export function useLanStatus(nightId: () => number): Ref<PhonesStatus | null> {
  const errors = useErrorStore()
  const status = ref<PhonesStatus | null>(null)
  let waiting: ReturnType<typeof setTimeout> | undefined
  const load = (): void => {
    waiting = undefined
    call('phones:status', { nightId: nightId() }).then((next) => (status.value = next), errors.show)
  }
  const soon = (): void => {
    waiting ??= setTimeout(load, SETTLE_MS)
  }
  const offs: (() => void)[] = []
  onMounted(() => {
    load()
    const mine = (data: { nightId: number }): boolean => data.nightId === nightId()
    offs.push(onPush('phones:changed', (data) => mine(data) && soon()))
    offs.push(onPush('night:changed', (data) => mine(data) && soon()))
  })
  onBeforeUnmount(() => {
    offs.forEach((off) => off())
    clearTimeout(waiting)
  })
  return status
}
