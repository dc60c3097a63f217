// Placeholder Electron distributions for packaging on machines that cannot download Electron, one
// per system electron-builder packs for: each executable carries a fuse wire with Electron's
// default fuses (so the fuse step really flips fuses in it), and the Windows one is a real PE file
// with version information (so electron-builder can write its asar integrity resource into it).
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The few parts of resedit (electron-builder's own PE editor) used here, typed by hand: its type
// files pull the DOM library into the whole Node project.
interface ResourceEntry {
  type: number | string
  id: number | string
  lang: number
  codepage: number
  bin: ArrayBuffer
}
interface Resedit {
  NtExecutable: { createEmpty(is64: boolean, isDll: boolean): { generate(): ArrayBuffer } }
  NtExecutableResource: {
    from(exe: unknown): { entries: ResourceEntry[]; outputResource(exe: unknown): void }
  }
  Resource: {
    VersionInfo: {
      createEmpty(): {
        lang: number
        setStringValues(lang: { lang: number; codepage: number }, values: object): void
        setFileVersion(a: number, b: number, c: number, d: number): void
        outputToResourceEntries(entries: ResourceEntry[]): void
      }
    }
  }
}
const { NtExecutable, NtExecutableResource, Resource } = createRequire(__filename)(
  'resedit',
) as Resedit

/** The marker @electron/fuses looks for in an Electron binary. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/** Electron's own fuse defaults, in wire order ('1' on, '0' off): what a fresh binary holds. */
export const DEFAULT_WIRE = '101100011'

/** The systems electron-builder can pack for from this machine. */
export type StandInSystem = 'linux' | 'win32' | 'darwin'

/** The fuse wire as Electron lays it out: sentinel, wire version 1, length, one byte per fuse. */
export function fuseWire(states: string): Buffer {
  return Buffer.concat([
    Buffer.from(FUSE_SENTINEL, 'ascii'),
    Buffer.from([1, states.length]),
    Buffer.from(states, 'ascii'),
  ])
}

// A shell script that refuses to run, with the fuse wire behind a comment.
function refusingScript(): Buffer {
  return Buffer.concat([
    Buffer.from(
      '#!/bin/sh\n' +
        'echo "This is a stand-in for Electron used by the packaging checks; it cannot run." >&2\n' +
        'exit 1\n# ',
    ),
    fuseWire(DEFAULT_WIRE),
    Buffer.from('\n'),
  ])
}

function writeExecutable(file: string, content: Buffer): void {
  writeFileSync(file, content)
  chmodSync(file, 0o755)
}

// An empty 64-bit Windows program with Electron's version information and the fuse wire.
function standInExe(version: string): Buffer {
  const exe = NtExecutable.createEmpty(true, false)
  const resources = NtExecutableResource.from(exe)
  const info = Resource.VersionInfo.createEmpty()
  info.lang = 1033
  info.setStringValues(
    { lang: 1033, codepage: 1200 },
    { ProductName: 'Electron', FileDescription: 'Electron', OriginalFilename: 'electron.exe' },
  )
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
  info.setFileVersion(major, minor, patch, 0)
  info.outputToResourceEntries(resources.entries)
  // RT_RCDATA: the fuse wire only has to be somewhere in the file
  const wire = fuseWire(DEFAULT_WIRE)
  const bin = wire.buffer.slice(wire.byteOffset, wire.byteOffset + wire.byteLength) as ArrayBuffer
  resources.entries.push({ type: 10, id: 1, lang: 1033, codepage: 1200, bin })
  resources.outputResource(exe)
  return Buffer.from(exe.generate())
}

function plist(name: string, id: string, version: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>CFBundleExecutable</key><string>${name}</string>
<key>CFBundleIdentifier</key><string>${id}</string>
<key>CFBundleName</key><string>${name}</string>
<key>CFBundleDisplayName</key><string>${name}</string>
<key>CFBundleVersion</key><string>${version}</string>
<key>CFBundleShortVersionString</key><string>${version}</string>
</dict></plist>
`
}

// Electron.app as electron-builder renames it: the app, one helper, the framework holding the fuses.
function writeMacBundle(dir: string, version: string): void {
  const contents = join(dir, 'Electron.app', 'Contents')
  const helper = join(contents, 'Frameworks', 'Electron Helper.app', 'Contents')
  const framework = join(contents, 'Frameworks', 'Electron Framework.framework')
  for (const d of [join(contents, 'MacOS'), join(contents, 'Resources'), join(helper, 'MacOS')])
    mkdirSync(d, { recursive: true })
  mkdirSync(framework, { recursive: true })
  writeFileSync(join(contents, 'Info.plist'), plist('Electron', 'com.github.Electron', version))
  writeFileSync(
    join(helper, 'Info.plist'),
    plist('Electron Helper', 'com.github.Electron.helper', version),
  )
  writeExecutable(join(contents, 'MacOS', 'Electron'), refusingScript())
  writeExecutable(join(helper, 'MacOS', 'Electron Helper'), refusingScript())
  writeFileSync(join(framework, 'Electron Framework'), refusingScript())
}

/** Writes the placeholder distribution for `system` into a new temporary folder; returns it. */
export function makeStandInElectron(version: string, system: StandInSystem = 'linux'): string {
  const dir = mkdtempSync(join(tmpdir(), `bunco-electron-stand-in-${system}-`))
  writeFileSync(join(dir, 'version'), version)
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the Electron distribution (MIT).\n')
  if (system === 'darwin') {
    writeMacBundle(dir, version)
    return dir
  }
  mkdirSync(join(dir, 'resources'))
  if (system === 'win32') writeFileSync(join(dir, 'electron.exe'), standInExe(version))
  else writeExecutable(join(dir, 'electron'), refusingScript())
  return dir
}
