import type { NightSummary } from '@shared/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'
import { useNightStore } from './night'

/**
 * What the TV follows: the night being played (else the last one), shown through the night store,
 * and how many of its last rounds keep the standings hidden.
 */
export const useTvStore = defineStore('tv', () => {
  const night = useNightStore()
  const status = ref<'waiting' | 'live'>('waiting')
  /** The host may hide the standings for the night's last rounds; the awards reveal them. */
  const hideRounds = ref(0)
  let followed: number | null = null
  let queue: Promise<unknown> = Promise.resolve()

  async function pickNight(): Promise<unknown> {
    const nights: NightSummary[] = await call('night:list')
    const current = nights.find((n) => n.status === 'playing') ?? nights[0]
    followed = current?.id ?? null
    if (!current) return undefined
    await night.open(current.id)
    await readHideRounds()
    status.value = 'live'
    return undefined
  }

  // the night's suspense setting lives with its phones' settings: read again when they change
  // (a setting that cannot be read hides nothing: the TV keeps following the night)
  async function readHideRounds(): Promise<void> {
    const nightId = followed
    hideRounds.value =
      nightId === null ? 0 : await call('phones:hideRounds', { nightId }).catch(() => 0)
  }

  /** Follows the host: picks the night to show again unless `nightId` is the one shown. */
  function follow(nightId: number | null): void {
    if (nightId !== null && nightId === followed) return
    queue = queue.then(pickNight).catch(() => undefined)
  }

  /**
   * Starts following; returns the function that stops. The night store refreshes the night shown
   * on each push about it (one read per change); a push about another night picks the night to
   * show again (one was started, or this one ended).
   */
  function start(): () => void {
    const offs = [
      onPush('night:changed', ({ nightId }) => follow(nightId)),
      onPush('phones:changed', ({ nightId, connections }) => {
        if (nightId === followed && !connections) readHideRounds().catch(() => undefined)
      }),
    ]
    follow(null)
    return () => offs.forEach((off) => off())
  }

  return { status, hideRounds, start }
})
