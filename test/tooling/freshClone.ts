// A fresh clone of this working tree for tests of the first start: the files git would check out
// (the tree as it is, uncommitted changes included), and a node_modules whose packages are the
// installed ones, except the ones a test needs as a fresh `npm install` leaves them.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(__dirname, '../..')

/** Copies the tracked and not-ignored files of the working tree into `into`. */
export function copyWorkingTree(into: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    // a file deleted but not yet committed is still listed
    if (!existsSync(join(root, file))) continue
    mkdirSync(dirname(join(into, file)), { recursive: true })
    copyFileSync(join(root, file), join(into, file))
  }
}

/**
 * Lays out `into/node_modules`: every installed package linked, `fresh` ones copied (as npm
 * installs them: `electron` without its downloaded binary), and `.bin` remade so its links
 * point inside the clone.
 */
export function linkNodeModules(into: string, fresh: readonly string[]): void {
  const source = join(root, 'node_modules')
  const target = join(into, 'node_modules')
  mkdirSync(join(target, '.bin'), { recursive: true })
  for (const name of readdirSync(source)) {
    if (name === '.bin' || name.startsWith('.')) continue
    if (fresh.includes(name)) {
      cpSync(join(source, name), join(target, name), {
        recursive: true,
        verbatimSymlinks: true,
        // a package as npm leaves it: what Electron's installer adds is not there yet
        filter: (path) => !/[\\/]electron[\\/](dist|path\.txt)$/.test(path),
      })
    } else symlinkSync(join(source, name), join(target, name))
  }
  for (const bin of readdirSync(join(source, '.bin'))) {
    symlinkSync(readlinkSync(join(source, '.bin', bin)), join(target, '.bin', bin))
  }
}
