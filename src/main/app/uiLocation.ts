// Where the host was in the app, kept across restarts in the app-state table.
import { nightSchemas } from '@shared/schemas/night'
import type { UiLocation } from '@shared/views'
import type { KeyValueRepo } from '../db/keyValueRepo'

const LOCATION_KEY = 'ui.location'

/** Where the host was; a location saved by an older version, or damaged, is forgotten. */
export function savedLocation(state: KeyValueRepo): UiLocation | null {
  const parsed = nightSchemas.uiLocation.safeParse(state.get(LOCATION_KEY))
  return parsed.success ? parsed.data : null
}

/** Keeps where the host is now. */
export function saveLocation(state: KeyValueRepo, location: UiLocation): UiLocation {
  state.set(LOCATION_KEY, location)
  return location
}
