import type { Handlers } from '@shared/contract'
import type { SavedFile, UiLocation } from '@shared/views'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/repos/keyValueRepo'
import type { NightStore } from '../services/nightStore'
import { waitForChange } from '../services/waitForChange'

/** What the host (Electron, or the test bridge) does for files and windows. */
export interface HostHooks {
  saveFile?: (file: { fileName: string; content: Uint8Array | string }) => Promise<SavedFile>
  openProjector?: () => boolean
  /** Opens a file with the system's viewer (PDFs: preview and print). */
  openFile?: (file: { fileName: string; content: Uint8Array }) => Promise<boolean>
}

const LOCATION_KEY = 'ui.location'
const LocationSchema = z.object({
  screen: z.enum(['home', 'newNight', 'night', 'roster', 'season', 'settings']),
  nightId: z.int().nullable(),
  tab: z.enum(['seating', 'entry', 'standings', 'history', 'prizes', 'print']).nullable(),
})

/** Where the host was, windows and files. */
export function uiHandlers(
  db: Db,
  store: NightStore,
  hooks: HostHooks,
): Pick<
  Handlers,
  'ui:getLocation' | 'ui:setLocation' | 'file:save' | 'window:openProjector' | 'night:waitForChange'
> {
  const state = keyValueRepo(db, 'app_state')
  return {
    'ui:getLocation': () => {
      const parsed = LocationSchema.safeParse(state.get(LOCATION_KEY))
      return parsed.success ? (parsed.data as UiLocation) : null
    },
    'ui:setLocation': (location) => {
      state.set(LOCATION_KEY, location)
      return location
    },
    'file:save': async (file) => {
      if (!hooks.saveFile) return { saved: false, path: null }
      const content = file.base64
        ? Uint8Array.from(Buffer.from(file.content, 'base64'))
        : file.content
      return hooks.saveFile({ fileName: file.fileName, content })
    },
    'window:openProjector': () => ({ opened: hooks.openProjector?.() ?? false }),
    'night:waitForChange': (a) => {
      store.state(a.nightId)
      return waitForChange(store, a.nightId, a.after)
    },
  }
}
