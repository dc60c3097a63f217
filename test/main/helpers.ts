// Temp-folder SQLite stores for main-process tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

const folders: string[] = []

afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true })
})

/** A new empty folder that is removed after the current test. */
export function tempFolder(prefix = 'bunco-test-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  folders.push(folder)
  return folder
}
