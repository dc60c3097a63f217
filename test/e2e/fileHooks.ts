// The host's file dialogs in an e2e session: what the app opens in the viewer or saves is written
// into a fresh folder, and the paths are kept for the test to read.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HostHooks } from '../../src/main/app/uiHandlers'

/** Hooks that keep every opened or saved file in `folder`, listing them in `opened`/`saved`. */
export function fileHooks(): {
  folder: string
  opened: string[]
  saved: string[]
  hooks: HostHooks
} {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-e2e-files-'))
  const opened: string[] = []
  const saved: string[] = []
  const keep = (
    list: string[],
    file: { fileName: string; content: string | Uint8Array },
  ): string => {
    const path = join(folder, file.fileName)
    writeFileSync(path, file.content)
    list.push(path)
    return path
  }
  return {
    folder,
    opened,
    saved,
    hooks: {
      openFile: (file) => Promise.resolve(Boolean(keep(opened, file))),
      saveFile: (file) => Promise.resolve({ saved: true, path: keep(saved, file) }),
    },
  }
}
