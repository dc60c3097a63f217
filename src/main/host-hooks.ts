import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserWindow } from 'electron'
import { dialog, shell } from 'electron'
import type { HostHooks } from './handlers/ui'

/** The Electron side of files and windows: the system save dialog and the projector window. */
export function electronHooks(
  parent: () => BrowserWindow | undefined,
  openProjector: () => boolean,
): HostHooks {
  return {
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
    async openFile(file) {
      const folder = await mkdtemp(join(tmpdir(), 'bunco-night-'))
      const path = join(folder, file.fileName)
      await writeFile(path, file.content)
      // openPath answers with an error message, empty when the viewer opened.
      return (await shell.openPath(path)) === ''
    },
  }
}
