// The folder's lock as this laptop goes by it: once a laptop has seen a club folder locked, it
// remembers the lock file, and puts it back when the folder loses it or holds one that is not
// this app's; so a folder, once locked, stays closed to files nobody with the passphrase wrote.
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'
import { FOLDER_FILE, lockOf, readLock, writeLock, type FolderLock } from './folderLock'
import type { Notices } from './notices'
import { writeWhole } from './wholeFile'

const keyOf = (clubUid: string): string => `sync.lock.${clubUid}`

/** What a look may read: sealed files with `key`; unsealed ones all (open) or those vouched for. */
export interface FolderAccess {
  key: Buffer | null
  /** The SHA-256s of the unsealed files the lock vouches for; null in an open folder. */
  vouched: Set<string> | null
}

/** An open folder: every unsealed file is read, no sealed one. */
export const OPEN: FolderAccess = { key: null, vouched: null }

/** The folder's lock, or the one this laptop remembers when the folder lost it or holds a foreign one. */
export function folderLockFor(
  db: Db,
  folder: string,
  clubUid: string,
  passphrase: string | null,
  note: Notices,
): FolderLock {
  const state = keyValueRepo(db, 'app_state')
  const found = readLock(folder, passphrase)
  const kept = state.get(keyOf(clubUid))
  const remembered = typeof kept === 'string' ? lockOf(kept, passphrase) : null
  if (found.kind === 'locked') {
    // the lock this passphrase opens, or (without one) the first lock seen, is kept
    if (found.key || (!passphrase && remembered?.kind !== 'locked'))
      state.set(keyOf(clubUid), found.text)
    return found
  }
  if (found.kind === 'foreign') note.add('lockForeign', FOLDER_FILE)
  if ((found.kind === 'open' || found.kind === 'foreign') && remembered?.kind === 'locked') {
    writeWhole(folder, FOLDER_FILE, remembered.text)
    return remembered
  }
  return found
}

/** Locks an open folder with the passphrase, vouching for the unsealed files already whole there. */
export function lockNow(
  db: Db,
  folder: string,
  clubUid: string,
  passphrase: string,
  vouched: readonly string[],
): FolderAccess {
  const lock = writeLock(folder, passphrase, vouched)
  keyValueRepo(db, 'app_state').set(keyOf(clubUid), lock.text)
  return { key: lock.key, vouched: lock.vouched }
}
