// `npm start` step: prepares better-sqlite3 for Electron's ABI in .native/, outside node_modules,
// so the app loads it (see src/main/native-binding.ts) while tests keep Node's build.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { electronBindingPath } from '../src/main/native-binding'
import { nativePlan } from './electron-native-plan'

const root = resolve(__dirname, '..')
const version = (pkg: string): string =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

function nodeGyp(): string {
  const candidates = [
    process.env['npm_config_node_gyp'],
    join(
      dirname(process.execPath),
      '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    ),
    '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
  ]
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)))
  if (!found) throw new Error('node-gyp was not found (it ships with npm)')
  return found
}

function build(electronVersion: string, target: string): void {
  const work = mkdtempSync(join(tmpdir(), 'bunco-native-'))
  const pkg = join(work, 'better-sqlite3')
  try {
    cpSync(join(root, 'node_modules/better-sqlite3'), pkg, {
      recursive: true,
      filter: (src) => !src.includes(`${join('better-sqlite3', 'build')}`),
    })
    const run = (args: string[]): void => {
      execFileSync(process.execPath, args, { cwd: pkg, stdio: 'inherit' })
    }
    try {
      // A prebuilt binary for this Electron (quick, needs the internet).
      run([
        join(root, 'node_modules/prebuild-install/bin.js'),
        '--runtime',
        'electron',
        '--target',
        electronVersion,
      ])
    } catch {
      console.log('No prebuilt binary; compiling better-sqlite3 against Electron headers…')
      run([
        nodeGyp(),
        'rebuild',
        '--release',
        `--target=${electronVersion}`,
        '--runtime=electron',
        '--dist-url=https://electronjs.org/headers',
      ])
    }
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(pkg, 'build/Release/better_sqlite3.node'), target)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

function main(): void {
  if (process.env['BUNCO_SKIP_NATIVE'] === '1') return
  const electronVersion = version('electron')
  const sqliteVersion = version('better-sqlite3')
  const target = electronBindingPath(root, electronVersion)
  const stampFile = `${target}.version`
  const plan = nativePlan({
    binaryExists: existsSync(target),
    stamp: existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined,
    sqliteVersion,
  })
  if (plan === 'ready') return
  console.log(`Preparing better-sqlite3 ${sqliteVersion} for Electron ${electronVersion}…`)
  try {
    build(electronVersion, target)
    writeFileSync(stampFile, sqliteVersion)
  } catch (err) {
    console.error(
      `Could not prepare the database module for Electron ${electronVersion}: ${String(err)}\n` +
        'The app needs an internet connection (or a C++ toolchain) for this one-time step.',
    )
    process.exit(1)
  }
}

main()
