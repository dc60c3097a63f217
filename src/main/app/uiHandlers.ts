import type { Handlers } from '@shared/contract'
import type { SavedFile } from '@shared/views'
import type { KeyValueRepo } from '../db/keyValueRepo'
import { saveLocation, savedLocation } from './uiLocation'

/** What the host (Electron, or the test bridge) does for files and windows. */
export interface HostHooks {
  saveFile?: (file: { fileName: string; content: Uint8Array | string }) => Promise<SavedFile>
  openProjector?: () => boolean
  /** Opens a file with the system's viewer (PDFs: preview and print). */
  openFile?: (file: { fileName: string; content: Uint8Array }) => Promise<boolean>
  /** Asks the host for a folder (a club's shared folder); null when they cancel. */
  pickFolder?: () => Promise<string | null>
  /** The window's first screen is drawn. */
  screenShown?: () => void
}

/** Where the host was, windows and files. */
export function uiHandlers(
  appState: KeyValueRepo,
  hooks: HostHooks,
): Pick<
  Handlers,
  'ui:getLocation' | 'ui:setLocation' | 'file:save' | 'window:openProjector' | 'window:shown'
> {
  return {
    'ui:getLocation': () => savedLocation(appState),
    'ui:setLocation': (location) => saveLocation(appState, location),
    'file:save': async (file) => {
      if (!hooks.saveFile) return { saved: false, path: null }
      const content = file.base64
        ? Uint8Array.from(Buffer.from(file.content, 'base64'))
        : file.content
      return hooks.saveFile({ fileName: file.fileName, content })
    },
    'window:openProjector': () => ({ opened: hooks.openProjector?.() ?? false }),
    'window:shown': () => {
      hooks.screenShown?.()
      return null
    },
  }
}
