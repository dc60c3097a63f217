import type { PushEvents, PushName } from '@shared/push'

/** Listens to one of main's pushes; returns the function that stops listening. */
export function onPush<K extends PushName>(
  name: K,
  listener: (data: PushEvents[K]) => void,
): () => void {
  return window.bunco.on(name, listener)
}
