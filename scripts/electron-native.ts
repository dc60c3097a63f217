// `npm start` step: prepares better-sqlite3 for Electron's ABI with @electron/rebuild (a prebuilt
// binary when one downloads, else a compile against Electron's headers) into .native/, outside
// node_modules, so the app loads it (see src/main/native-binding.ts) while tests keep Node's build.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { rebuild } from '@electron/rebuild'
import { electronBindingPath } from '../src/main/shell/nativeBinding'
import { moduleAbi } from './electron-native-abi'
import { builtBinary, writeRebuildProject } from './electron-native-project'
import { nativePlan } from './electron-native-plan'

const root = resolve(__dirname, '..')
const version = (pkg: string): string =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

const abiOf = (file: string): number | undefined =>
  existsSync(file) ? moduleAbi(readFileSync(file)) : undefined

async function build(
  electronVersion: string,
  sqliteVersion: string,
  electronAbi: number,
  target: string,
): Promise<void> {
  // Inside the repository, so @electron/rebuild finds prebuild-install in its node_modules.
  mkdirSync(join(root, '.native'), { recursive: true })
  const project = mkdtempSync(join(root, '.native', 'rebuild-'))
  // An npm `nodedir` points node-gyp at Node's own headers: right for npm ci, wrong for Electron.
  delete process.env['npm_config_nodedir']
  try {
    writeRebuildProject(project, join(root, 'node_modules/better-sqlite3'), sqliteVersion)
    await rebuild({
      buildPath: project,
      projectRootPath: project,
      electronVersion,
      onlyModules: ['better-sqlite3'],
      force: true,
    })
    const built = abiOf(builtBinary(project))
    if (built !== electronAbi) {
      throw new Error(
        `the build registers ABI ${String(built)}, Electron ${electronVersion} needs ${electronAbi}`,
      )
    }
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(builtBinary(project), target)
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  if (process.env['BUNCO_SKIP_NATIVE'] === '1') return
  const electronVersion = version('electron')
  const sqliteVersion = version('better-sqlite3')
  const target = electronBindingPath(root, electronVersion)
  const stampFile = `${target}.version`
  const electronAbi = Number(readFileSync(join(root, 'node_modules/electron/abi_version'), 'utf8'))
  const plan = nativePlan({
    binaryExists: existsSync(target),
    stamp: existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined,
    sqliteVersion,
    binaryAbi: abiOf(target),
    electronAbi,
  })
  if (plan === 'ready') return
  console.log(`Preparing better-sqlite3 ${sqliteVersion} for Electron ${electronVersion}…`)
  try {
    await build(electronVersion, sqliteVersion, electronAbi, target)
    writeFileSync(stampFile, sqliteVersion)
  } catch (err) {
    console.error(
      `Could not prepare the database module for Electron ${electronVersion}: ${String(err)}\n` +
        'This one-time step needs an internet connection: for a prebuilt binary, or else for\n' +
        "Electron's headers to compile one (with a C++ toolchain).",
    )
    process.exit(1)
  }
}

void main()
