// Finds the app `npm run dist` packaged for this system, and makes the copy the smoke test drives:
// the same files with one fuse back on (--inspect, which Playwright's Electron support needs to
// reach the main process). The shipped app keeps every fuse as electron-builder.ts sets it.
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses'

const root = resolve(__dirname, '../..')
const dist = join(root, 'dist')

/** A packaged app: the folder (or .app bundle) electron-builder wrote, and its executable. */
export interface PackagedApp {
  folder: string
  executable: string
}

/** The systems the app is packaged for, as Node names them. */
export type System = 'linux' | 'win32' | 'darwin'

/** The program inside a packaged app folder, by the names the README promises. */
export function executableIn(folder: string, system: System = process.platform as System): string {
  if (system === 'darwin') return join(folder, 'Contents', 'MacOS', 'Bunco Night')
  return join(folder, system === 'win32' ? 'bunco-night.exe' : 'bunco-night')
}

/** Where electron-builder puts each system's unpacked app under dist/, this machine's arch first. */
function candidates(system: System, arch: string): string[] {
  if (system === 'linux') return ['linux-unpacked', 'linux-arm64-unpacked']
  if (system === 'win32') return ['win-unpacked', 'win-arm64-unpacked']
  return [`mac-${arch}/Bunco Night.app`, 'mac/Bunco Night.app', 'mac-arm64/Bunco Night.app']
}

/**
 * The packaged app in `dist` for a system (this one unless told), or BUNCO_PACKAGED_APP when set;
 * undefined if none was built.
 */
export function findPackagedApp(
  where: { system?: System; arch?: string; dist?: string } = {},
): PackagedApp | undefined {
  const system = where.system ?? (process.platform as System)
  const given = process.env['BUNCO_PACKAGED_APP']
  const folders = given
    ? [given]
    : candidates(system, where.arch ?? process.arch).map((d) => join(where.dist ?? dist, d))
  for (const folder of folders) {
    const executable = executableIn(folder, system)
    if (existsSync(executable)) return { folder, executable }
  }
  return undefined
}

/** Whether an Electron binary is installed here (GitHub's runners fetch one; our machines cannot). */
export function electronBinaryInstalled(): boolean {
  try {
    const require = createRequire(__filename)
    const pkg = require.resolve('electron/package.json')
    const pathFile = join(dirname(pkg), 'path.txt')
    return existsSync(pathFile) && existsSync(join(dirname(pkg), 'dist'))
  } catch {
    return false
  }
}

/** The one line printed where no Electron exists; nothing else differs on such a machine. */
export const SKIP_LINE =
  'Electron smoke test skipped: no Electron binary on this machine (GitHub’s runners have one; `npm run dist` then `npm run test:electron`).'

/** The app to test, or undefined (skip) on a machine without Electron; fails where one exists. */
export function appUnderTest(): PackagedApp | undefined {
  const found = findPackagedApp()
  if (found) return found
  if (electronBinaryInstalled() || process.env['REQUIRE_ELECTRON'] === '1') {
    throw new Error('No packaged app in dist/: run `npm run dist` before the smoke test.')
  }
  console.warn(SKIP_LINE)
  return undefined
}

/** Copies the packaged app to a temp folder and turns the inspect fuse on in the copy. */
export async function testableCopy(app: PackagedApp): Promise<PackagedApp> {
  const parent = mkdtempSync(join(tmpdir(), 'bunco-smoke-app-'))
  const name = app.folder.split(/[\\/]/).pop() ?? 'app'
  const folder = join(parent, name)
  mkdirSync(parent, { recursive: true })
  // symlinks as they are: a macOS bundle's frameworks are links
  cpSync(app.folder, folder, { recursive: true, verbatimSymlinks: true })
  const copy = { folder, executable: executableIn(folder) }
  await flipFuses(process.platform === 'darwin' ? folder : copy.executable, {
    version: FuseVersion.V1,
    [FuseV1Options.EnableNodeCliInspectArguments]: true,
    // flipping a fuse breaks an Apple silicon signature: sign the copy ad hoc again
    resetAdHocDarwinSignature: process.platform === 'darwin',
  })
  return copy
}
