// A night's table-phone status, read when the component opens and again on every change main pushes.
import type { LanStatus } from '@shared/lan'
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'
import { useErrorStore } from '../stores/errors'

/** The status of `nightId()`'s phones, kept current by pushes (call in a component's setup). */
export function useLanStatus(nightId: () => number): Ref<LanStatus | null> {
  const errors = useErrorStore()
  const status = ref<LanStatus | null>(null)
  const load = (): void => {
    call('lan:status', { nightId: nightId() }).then((next) => (status.value = next), errors.show)
  }
  const offs: (() => void)[] = []
  onMounted(() => {
    load()
    const mine = (data: { nightId: number }): boolean => data.nightId === nightId()
    offs.push(onPush('phones:changed', (data) => mine(data) && load()))
    offs.push(onPush('night:changed', (data) => mine(data) && load()))
  })
  onBeforeUnmount(() => offs.forEach((off) => off()))
  return status
}
