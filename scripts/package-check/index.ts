// `npm run package:check`: builds the unpacked Linux app with electron-builder against a stand-in
// Electron (no Electron download here), then opens what it produced and checks it. The last line
// is one JSON object; the exit code is 1 when a check fails.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { Arch, build, Platform } from 'electron-builder'
import { EXECUTABLE, FUSES } from '../../electron-builder'
import { UNUSED_JSPDF_PACKAGES } from '../../electron.vite.config'
import { PACKED_NATIVE } from '../installers/checkPackedNative'
import { binaryArch, moduleAbi } from '../electron-native-abi'
import { inspectPackage } from './inspect'
import { makeStandInElectron } from './standIn'

const root = resolve(__dirname, '../..')
// Everything the app ships is a few megabytes; a leak of node_modules is tens of them.
const MAX_ASAR_BYTES = 12 * 1024 * 1024

/** Names of the packages in the production dependency tree, as npm resolves it. */
function productionPackages(): Set<string> {
  const lines = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n')
  const marker = `node_modules${sep}`
  return new Set(
    lines
      .filter((line) => line.includes(marker))
      .map((line) => line.slice(line.lastIndexOf(marker) + marker.length).replaceAll(sep, '/')),
  )
}

interface PackageJson {
  devDependencies: Record<string, string>
}

async function main(): Promise<void> {
  const started = Date.now()
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson
  const electronVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
      version: string
    }
  ).version
  const standIn = makeStandInElectron(electronVersion)
  const output = join(root, 'dist/package-check')
  rmSync(output, { recursive: true, force: true })
  try {
    await build({
      projectDir: root,
      targets: Platform.LINUX.createTarget('dir', Arch.x64),
      publish: 'never',
      // The stand-in cannot be rebuilt against: better-sqlite3 stays at Node's ABI here.
      config: { electronDist: standIn, npmRebuild: false, directories: { output } },
    })
    const appDir = join(output, readdirSync(output).find((d) => d.endsWith('-unpacked')) ?? '')
    const report = await inspectPackage(appDir, EXECUTABLE, {
      devDependencies: Object.keys(pkg.devDependencies),
      production: productionPackages(),
      fonts: readdirSync(join(root, 'resources/fonts')).filter((f) => f.endsWith('.ttf')),
      maxAsarBytes: MAX_ASAR_BYTES,
      fuses: FUSES,
      lazyRequires: UNUSED_JSPDF_PACKAGES,
    })
    for (const problem of report.problems) console.error(`package:check: ${problem}`)
    if (report.nativeUnpacked) {
      const binary = readFileSync(join(appDir, 'resources', PACKED_NATIVE))
      console.error(
        `package:check: better_sqlite3.node registers ABI ${String(moduleAbi(binary))} on ` +
          `${String(binaryArch(binary))} (Node's build: the stand-in cannot be rebuilt against; ` +
          '`npm run dist` rebuilds it for Electron and its afterPack hook checks the ABI)',
      )
    }
    const { asarBytes, files, forbidden, nativeUnpacked, fonts, fuses } = report
    const seconds = Math.round((Date.now() - started) / 100) / 10
    console.log(
      JSON.stringify({
        package: { asarBytes, files, forbidden, nativeUnpacked, fonts, fuses, seconds },
      }),
    )
    if (report.problems.length > 0) process.exitCode = 1
  } finally {
    rmSync(standIn, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
