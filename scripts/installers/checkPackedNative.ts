// electron-builder afterPack hook: the better-sqlite3 binary unpacked beside app.asar must be
// built for the packaged Electron's ABI and the target CPU, or the installer would not start.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Arch, type AfterPackContext } from 'electron-builder'
import { binaryArch, moduleAbi } from '../electron-native-abi'

/** Where the native module lands, relative to the app's resources folder. */
export const PACKED_NATIVE =
  'app.asar.unpacked/node_modules/better-sqlite3/build/Release/better_sqlite3.node'

/** What is wrong with a packed binary for the wanted ABI and CPU, or undefined when it fits. */
export function nativeMismatch(
  binary: Buffer,
  want: { abi: number; arch: string },
): string | undefined {
  const abi = moduleAbi(binary)
  const arch = binaryArch(binary)
  if (abi === want.abi && arch === want.arch) return undefined
  return `better_sqlite3.node is built for ABI ${String(abi)} on ${String(arch)}; Electron needs ABI ${want.abi} on ${want.arch}`
}

/** Fails the packaging when the unpacked better-sqlite3 would not load in the packaged app. */
export function checkPackedNative(context: AfterPackContext): void {
  // package:check packs Node's build on purpose (its stand-in Electron cannot be built against).
  if (context.packager.config.npmRebuild === false) return
  const resources = context.packager.getResourcesDir(context.appOutDir)
  const binary = readFileSync(join(resources, PACKED_NATIVE))
  const projectDir = context.packager.info.projectDir
  const abi = Number(readFileSync(join(projectDir, 'node_modules/electron/abi_version'), 'utf8'))
  const problem = nativeMismatch(binary, { abi, arch: Arch[context.arch] })
  if (problem) throw new Error(problem)
}
