// A placeholder Electron distribution for packaging checks on machines that cannot download
// Electron: a stand-in executable (a shell script that refuses to run) carrying a fuse wire with
// Electron's default fuses, so electron-builder's fuse step really flips fuses in it.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The marker @electron/fuses looks for in an Electron binary. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/** Electron's own fuse defaults, in wire order ('1' on, '0' off): what a fresh binary holds. */
export const DEFAULT_WIRE = '101100011'

/** The fuse wire as Electron lays it out: sentinel, wire version 1, length, one byte per fuse. */
export function fuseWire(states: string): Buffer {
  return Buffer.concat([
    Buffer.from(FUSE_SENTINEL, 'ascii'),
    Buffer.from([1, states.length]),
    Buffer.from(states, 'ascii'),
  ])
}

/** Writes the placeholder distribution into a new temporary folder and returns its path. */
export function makeStandInElectron(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bunco-electron-stand-in-'))
  const script = Buffer.concat([
    Buffer.from(
      '#!/bin/sh\n' +
        'echo "This is a stand-in for Electron used by npm run package:check; it cannot run." >&2\n' +
        'exit 1\n# ',
    ),
    fuseWire(DEFAULT_WIRE),
    Buffer.from('\n'),
  ])
  writeFileSync(join(dir, 'electron'), script)
  chmodSync(join(dir, 'electron'), 0o755)
  writeFileSync(join(dir, 'version'), version)
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the Electron distribution (MIT).\n')
  mkdirSync(join(dir, 'resources'))
  return dir
}
