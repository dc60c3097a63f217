import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** The better-sqlite3 binary Node's tests and scripts load, inside node_modules. */
export const NODE_BINARY = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'

/**
 * Runs an installer build, which rebuilds better-sqlite3 for Electron inside node_modules, and
 * then puts Node's binary back byte for byte, whatever happened: no rebuild and no download, so
 * an offline `npm run dist` leaves `npm test` working.
 */
export async function keepingNodeBuild<T>(binary: string, build: () => Promise<T>): Promise<T> {
  const kept = existsSync(binary) ? readFileSync(binary) : undefined
  try {
    return await build()
  } finally {
    if (kept) {
      mkdirSync(dirname(binary), { recursive: true })
      writeFileSync(binary, kept)
    }
  }
}
