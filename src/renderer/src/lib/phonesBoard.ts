// A night's table-phone board in a component: followed while the component is open.
import type { PhonesStatus } from '@shared/phones/board'
import { computed, onBeforeUnmount, onMounted, watch, type ComputedRef } from 'vue'
import { usePhonesStore } from '../stores/phones'

/** The board of `nightId()`'s phones, kept current by main's pushes (call in a component's setup). */
export function usePhonesBoard(nightId: () => number): ComputedRef<PhonesStatus | null> {
  const phones = usePhonesStore()
  let stop: (() => void) | undefined
  onMounted(() => {
    stop = phones.follow(nightId())
  })
  watch(nightId, (next) => {
    if (!stop) return
    stop()
    stop = phones.follow(next)
  })
  onBeforeUnmount(() => stop?.())
  return computed(() => phones.boards[nightId()] ?? null)
}
