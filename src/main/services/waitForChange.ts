import type { NightStore } from './nightStore'

/** How long a follower's wait lasts before it is answered anyway (it then asks again). */
export const WAIT_MS = 20_000

/**
 * Resolves with the night's newest event id as soon as it is newer than `after` (at once if it
 * already is), or after `timeoutMs`: how a projector window follows the host's screen live.
 */
export function waitForChange(
  store: NightStore,
  nightId: number,
  after: number,
  timeoutMs = WAIT_MS,
): Promise<{ savedEventId: number }> {
  const now = store.lastEventId(nightId)
  if (now > after) return Promise.resolve({ savedEventId: now })
  return new Promise((resolve) => {
    const done = (savedEventId: number): void => {
      off()
      clearTimeout(timer)
      resolve({ savedEventId })
    }
    const off = store.subscribe((id, eventId) => {
      if (id === nightId && eventId > after) done(eventId)
    })
    const timer = setTimeout(() => done(store.lastEventId(nightId)), timeoutMs)
  })
}
