import { getActivePinia, type Pinia } from 'pinia'
import { useAppInfoStore } from './stores/appInfo'
import { useNavStore } from './stores/nav'
import { useNightsStore } from './stores/nights'
import { useSettingsStore } from './stores/settings'
import { useStorageStore } from './stores/storage'

// One first load per Pinia instance (the app has one; each test mounts its own).
const firstLoads = new WeakMap<Pinia, Promise<void>>()

/**
 * Asks main for everything the first screen needs, all at once and before the app is even
 * mounted (one round trip, overlapping the first render). Call after Pinia is installed.
 */
export function loadFirstScreen(projector: boolean): Promise<void> {
  const pinia = getActivePinia()
  const started = pinia ? firstLoads.get(pinia) : undefined
  if (started) return started
  const firstLoad = Promise.all(
    projector
      ? [useSettingsStore().load()]
      : [
          useSettingsStore().load(),
          useNavStore().restore(),
          useAppInfoStore().load(),
          useNightsStore().load(),
          useStorageStore().load(),
        ],
  ).then(() => undefined)
  if (pinia) firstLoads.set(pinia, firstLoad)
  return firstLoad
}
