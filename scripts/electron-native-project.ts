// The throwaway project @electron/rebuild works in: a copy of better-sqlite3 without its Node
// build, so rebuilding for Electron never touches node_modules (the tests need Node's build).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'

/** The built binary inside such a project, once @electron/rebuild has run. */
export function builtBinary(projectDir: string): string {
  return join(projectDir, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')
}

/** Writes a one-dependency project into `projectDir` holding a copy of `moduleDir`. */
export function writeRebuildProject(projectDir: string, moduleDir: string, version: string): void {
  const target = join(projectDir, 'node_modules/better-sqlite3')
  mkdirSync(target, { recursive: true })
  const pkg = { name: 'bunco-native', private: true, dependencies: { 'better-sqlite3': version } }
  writeFileSync(join(projectDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const build = `${join(moduleDir, 'build')}`
  cpSync(moduleDir, target, {
    recursive: true,
    filter: (src) => src !== build && !src.startsWith(`${build}${sep}`),
  })
}
