import { constants, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import { storageError } from './diskFull'
import { SIDECARS, stamp } from './paths'

/** Files set aside: `base` is the database's new name, `moved` every rename done (main first). */
export interface MovedAside {
  base: string
  moved: { from: string; to: string }[]
  /** True when the database file was copied aside rather than renamed (it stays in use). */
  copiedMain: boolean
}

/** `<file>.<label>-<YYYYMMDD-HHMMSS>[.n]`, the first such name free for the file and sidecars. */
export function asideName(file: string, label: string, date: Date): string {
  const root = `${file}.${label}-${stamp(date)}`
  for (let n = 0; ; n++) {
    const base = n === 0 ? root : `${root}.${n}`
    if (['', ...SIDECARS].every((s) => !existsSync(`${base}${s}`))) return base
  }
}

/**
 * Renames the store and its sidecars to one free `.<label>-<stamp>` name, bytes untouched.
 * With `copyMain`, the database file is copied aside instead and stays in place. All or nothing:
 * on a failure the renames already done are undone.
 */
export function moveAside(file: string, label: string, date: Date, copyMain = false): MovedAside {
  const base = asideName(file, label, date)
  // `base` was free, so whatever a failed copy leaves there is ours to remove in putBack.
  const done: MovedAside = { base, moved: [], copiedMain: copyMain }
  try {
    if (copyMain) copyFileSync(file, base, constants.COPYFILE_EXCL)
    else if (existsSync(file)) {
      renameSync(file, base)
      done.moved.push({ from: file, to: base })
    }
    // Main first: a crash between renames leaves stray sidecars, which the next start sets aside.
    for (const s of SIDECARS) {
      if (!existsSync(`${file}${s}`)) continue
      renameSync(`${file}${s}`, `${base}${s}`)
      done.moved.push({ from: `${file}${s}`, to: `${base}${s}` })
    }
  } catch (err) {
    putBack(done)
    throw storageError(err, 'errors.storeMoveFailed', { file })
  }
  return done
}

/** Undoes `moveAside`: renames everything back and removes the copy it made (best effort). */
export function putBack(aside: MovedAside): void {
  for (const { from, to } of [...aside.moved].reverse()) {
    try {
      renameSync(to, from)
    } catch {
      // Left under its aside name: still kept, never lost.
    }
  }
  if (aside.copiedMain) rmSync(aside.base, { force: true })
}
