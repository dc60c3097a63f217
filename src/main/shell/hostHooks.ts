import { writeFile } from 'node:fs/promises'
import type { BrowserWindow } from 'electron'
import { dialog } from 'electron'
import { openPdfPreview } from './previewWindow'
import type { HostHooks } from '../app/uiHandlers'

/** The Electron side of files and windows: the system save dialog and the projector window. */
export function electronHooks(
  parent: () => BrowserWindow | undefined,
  openProjector: () => boolean,
  screenShown: () => void,
): HostHooks {
  return {
    screenShown,
    async saveFile(file) {
      const owner = parent()
      const options = { defaultPath: file.fileName }
      const choice = owner
        ? await dialog.showSaveDialog(owner, options)
        : await dialog.showSaveDialog(options)
      if (choice.canceled || !choice.filePath) return { saved: false, path: null }
      await writeFile(choice.filePath, file.content)
      return { saved: true, path: choice.filePath }
    },
    openProjector,
    openFile: (file) => openPdfPreview(file, parent()),
    async pickFolder() {
      const owner = parent()
      const options = { properties: ['openDirectory', 'createDirectory'] as const }
      const choice = owner
        ? await dialog.showOpenDialog(owner, { properties: [...options.properties] })
        : await dialog.showOpenDialog({ properties: [...options.properties] })
      return choice.canceled ? null : (choice.filePaths[0] ?? null)
    },
  }
}
