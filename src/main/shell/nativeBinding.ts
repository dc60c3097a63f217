import { join } from 'node:path'

/** Where the Electron-ABI better-sqlite3 binary lives, relative to the project (outside node_modules). */
export function electronBindingPath(projectRoot: string, electronVersion: string): string {
  return join(projectRoot, '.native', `electron-${electronVersion}`, 'better_sqlite3.node')
}

/** Facts about the running process that decide which native SQLite binary to load. */
export interface RuntimeFacts {
  electronVersion: string | undefined
  isPackaged: boolean
  projectRoot: string
  exists: (file: string) => boolean
}

/**
 * Chooses the `nativeBinding` for better-sqlite3: under an unpackaged Electron, the binary that
 * `npm start` prepared for Electron's ABI; otherwise (plain Node, tests, packaged builds whose
 * node_modules were rebuilt by the packager) the package's own build.
 */
export function chooseNativeBinding(facts: RuntimeFacts): string | undefined {
  if (!facts.electronVersion || facts.isPackaged) return undefined
  const file = electronBindingPath(facts.projectRoot, facts.electronVersion)
  return facts.exists(file) ? file : undefined
}
