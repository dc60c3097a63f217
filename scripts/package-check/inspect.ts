// Opens what electron-builder produced (app.asar, its unpacked side, resources, the executable)
// and checks it holds the app and nothing it should not.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { extractFile, listPackage, statFile } from '@electron/asar'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'

/** What was found in an unpacked app folder. */
export interface PackageReport {
  asarBytes: number
  files: number
  forbidden: number
  nativeUnpacked: boolean
  fonts: boolean
  built: boolean
  fuses: boolean
  problems: string[]
}

/** What the app folder must and must not hold. */
export interface PackageRules {
  devDependencies: readonly string[]
  /** Every package of the production dependency tree (what `npm ls --omit=dev` lists). */
  production: ReadonlySet<string>
  fonts: readonly string[]
  maxAsarBytes: number
  fuses: Readonly<Record<string, boolean>>
  /** Packages the main bundle may require without shipping them (required lazily, never used). */
  lazyRequires: readonly string[]
}

const BUILT = [
  '/out/main/index.js',
  '/out/preload/index.js',
  '/out/renderer/index.html',
  '/out/phone/index.html',
]
const NATIVE = '/node_modules/better-sqlite3/build/Release/better_sqlite3.node'

/** Why an archive path must not ship, or undefined when it may. */
export function forbiddenReason(path: string, rules: PackageRules): string | undefined {
  if (/^\/(src|test|scripts|resources)\//.test(path)) return 'source, test or script file'
  if (/\.(map|ts|tsx|vue)$/.test(path) && !path.endsWith('.d.ts')) return 'source or source map'
  const pkg = /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1]
  if (!pkg || rules.production.has(pkg)) return undefined
  return rules.devDependencies.includes(pkg) ? `devDependency ${pkg}` : `not a production package`
}

const FUSE_INDEX: Readonly<Record<string, number>> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
}

async function fusesMatch(executable: string, wanted: PackageRules['fuses']): Promise<string[]> {
  const wire = (await getCurrentFuseWire(executable)) as unknown as Record<number, number>
  const problems: string[] = []
  for (const [name, on] of Object.entries(wanted)) {
    const index = FUSE_INDEX[name]
    if (index === undefined) continue
    const expected = (on ? '1' : '0').charCodeAt(0)
    if (wire[index] !== expected) problems.push(`fuse ${name} is not ${on ? 'on' : 'off'}`)
  }
  return problems
}

/** Packages the main bundle requires that the archive does not hold (Electron and Node aside). */
export function missingRequires(
  bundle: string,
  files: readonly string[],
  lazy: readonly string[],
): string[] {
  const required = [...bundle.matchAll(/require\("([^"./][^"]*)"\)/g)].map((m) => m[1] ?? '')
  const builtin = new Set(builtinModules)
  return [...new Set(required)].filter((name) => {
    if (name === 'electron' || name.startsWith('node:') || builtin.has(name)) return false
    if (lazy.includes(name)) return false
    return !files.includes(`/node_modules/${name}/package.json`)
  })
}

/** Inspects `appDir` (e.g. dist/linux-unpacked) whose executable is `executableName`. */
export async function inspectPackage(
  appDir: string,
  executableName: string,
  rules: PackageRules,
): Promise<PackageReport> {
  const problems: string[] = []
  const asar = join(appDir, 'resources/app.asar')
  const paths = listPackage(asar, { isPack: false })
  const files = paths.filter((p) => 'size' in statFile(asar, p.slice(1), false))
  const forbidden = files.flatMap((p) => {
    const why = forbiddenReason(p, rules)
    return why ? [`${p}: ${why}`] : []
  })
  problems.push(...forbidden.slice(0, 20))
  const built = BUILT.every((p) => files.includes(p))
  if (!built) problems.push(`the built app is missing: ${BUILT.join(', ')}`)
  const main = built ? extractFile(asar, 'out/main/index.js').toString('utf8') : ''
  for (const name of missingRequires(main, files, rules.lazyRequires)) {
    problems.push(`the main bundle requires ${name}, which is not packaged`)
  }
  const nativeEntry = files.includes(NATIVE) ? statFile(asar, NATIVE.slice(1), false) : undefined
  const nativeUnpacked =
    nativeEntry !== undefined &&
    'unpacked' in nativeEntry &&
    nativeEntry.unpacked === true &&
    existsSync(join(appDir, 'resources/app.asar.unpacked', NATIVE))
  if (!nativeUnpacked) problems.push('better_sqlite3.node is not unpacked next to the archive')
  const fontDir = join(appDir, 'resources/fonts')
  const present = existsSync(fontDir) ? readdirSync(fontDir) : []
  const fonts = rules.fonts.every((f) => present.includes(f))
  if (!fonts) problems.push(`fonts missing from resources/fonts: ${rules.fonts.join(', ')}`)
  const asarBytes = statSync(asar).size
  if (asarBytes > rules.maxAsarBytes) problems.push(`app.asar is ${asarBytes} bytes`)
  const fuseProblems = await fusesMatch(join(appDir, executableName), rules.fuses)
  problems.push(...fuseProblems)
  return {
    asarBytes,
    files: files.length,
    forbidden: forbidden.length,
    nativeUnpacked,
    fonts,
    built,
    fuses: fuseProblems.length === 0,
    problems,
  }
}
