// The sync side's state and each club's folder as this laptop keeps it: which folder (picked by
// the host through the system's dialog), this laptop's name there, and the passphrase (kept on
// this laptop only: never exported, synced or logged).
import type { FSWatcher } from 'node:fs'
import { z } from 'zod'
import type { SyncStatus } from '@shared/sync/views'
import type { ClubDeps } from '../club/clubLog'
import { keyValueRepo } from '../db/keyValueRepo'
import type { PushHub } from '../push'

/** How often every shared club is looked at, besides when its folder changes. */
export const SYNC_EVERY_MS = 30_000

// the passphrase is kept on this laptop only: never exported, synced or logged
export const SharedSchema = z.strictObject({
  folder: z.string().min(1),
  laptopName: z.string(),
  passphrase: z.string().nullable().optional(),
})
/** A club's folder as this laptop keeps it. */
export type Shared = z.infer<typeof SharedSchema>

/** The sync side of the app: the clubs' folders, their last looks, the watchers. */
export interface SyncDeps {
  club: ClubDeps
  push: PushHub
  log: (err: unknown) => void
  status: Map<string, SyncStatus>
  watchers: Map<string, FSWatcher>
  timer: ReturnType<typeof setInterval> | null
}

/** The key a club's folder is kept under in the app's state. */
export const sharedKey = (clubId: string): string => `sync.folder.${clubId}`

/** A club's folder as kept here; null when the club is not shared. */
export function sharedOf(deps: SyncDeps, clubId: string): Shared | null {
  const read = SharedSchema.safeParse(
    keyValueRepo(deps.club.db, 'app_state').get(sharedKey(clubId)),
  )
  return read.success ? read.data : null
}

/** A club's status before any look. */
export function idle(clubId: string, shared: Shared | null): SyncStatus {
  return {
    clubId,
    folder: shared?.folder ?? null,
    laptopName: shared?.laptopName ?? '',
    sealed: false,
    lastSync: null,
    laptops: [],
    cameIn: 0,
    cameInTotal: 0,
    waiting: 0,
    differ: 0,
    versions: [],
    torn: 0,
    notices: [],
    choices: [],
    problem: null,
  }
}

/** The sync side's state, before any folder is looked at. */
export function syncDeps(club: ClubDeps, push: PushHub, log: (err: unknown) => void): SyncDeps {
  return { club, push, log, status: new Map(), watchers: new Map(), timer: null }
}
