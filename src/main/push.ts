import type { PushEvents, PushMessage, PushName } from '@shared/push'

/** Main's side of the pushes: services emit, the shell (or the test bridge) delivers. */
export interface PushHub {
  emit<K extends PushName>(name: K, data: PushEvents[K]): void
  /** Hears every push; returns the unsubscribe function. */
  subscribe(listener: (message: PushMessage) => void): () => void
}

/** Creates the hub; a listener that throws never stops the others. */
export function createPushHub(log: (err: unknown) => void = () => undefined): PushHub {
  const listeners = new Set<(message: PushMessage) => void>()
  return {
    emit(name, data) {
      const message = { name, data } as PushMessage
      for (const listener of listeners) {
        try {
          listener(message)
        } catch (err) {
          log(err)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
