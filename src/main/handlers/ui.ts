import type { Handlers } from '@shared/contract'
import type { SavedFile } from '@shared/views'
import type { NightStore } from '../services/nightStore'
import type { UiService } from '../services/uiService'
import { waitForChange } from '../services/waitForChange'

/** What the host (Electron, or the test bridge) does for files and windows. */
export interface HostHooks {
  saveFile?: (file: { fileName: string; content: Uint8Array | string }) => Promise<SavedFile>
  openProjector?: () => boolean
  /** Opens a file with the system's viewer (PDFs: preview and print). */
  openFile?: (file: { fileName: string; content: Uint8Array }) => Promise<boolean>
}

/** Where the host was, windows and files. */
export function uiHandlers(
  ui: UiService,
  store: NightStore,
  hooks: HostHooks,
): Pick<
  Handlers,
  'ui:getLocation' | 'ui:setLocation' | 'file:save' | 'window:openProjector' | 'night:waitForChange'
> {
  return {
    'ui:getLocation': () => ui.location(),
    'ui:setLocation': (location) => ui.setLocation(location),
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
