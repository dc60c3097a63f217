import { nightSchemas } from '@shared/schemas/night'
import type { UiLocation } from '@shared/views'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'

const LOCATION_KEY = 'ui.location'

/** Where the host was in the app, kept across restarts. */
export interface UiService {
  location(): UiLocation | null
  setLocation(location: UiLocation): UiLocation
}

/** Creates the service over the app-state table. */
export function uiService(db: Db): UiService {
  const state = keyValueRepo(db, 'app_state')
  return {
    location() {
      // a location saved by an older version, or damaged, is simply forgotten
      const parsed = nightSchemas.uiLocation.safeParse(state.get(LOCATION_KEY))
      return parsed.success ? parsed.data : null
    },
    setLocation(location) {
      state.set(LOCATION_KEY, location)
      return location
    },
  }
}
