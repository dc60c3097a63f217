// What one look at a club folder found: the whole segments (with where each came from), the
// night files' texts for the nights' side, and what it left for later or unread.
import type { FolderNotice } from '@shared/sync/notices'
import type { Segment } from './segmentFile'

/** A night file's text as read, to be decoded by the nights' side. */
export interface NightFileText {
  laptop: string
  /** Its path in the club folder. */
  path: string
  text: string
}

/** What one look at the folder found. */
export interface FolderScan {
  /** Whole segments, each content once (a copy identical to its original is one segment). */
  segments: Segment[]
  /** Each whole segment's path, whether it was sealed, whether a relay (same order as `segments`). */
  origins: { path: string; sealed: boolean; relay: boolean }[]
  nightFiles: NightFileText[]
  /** Files that may still become whole (cut: a sync service still copying them). */
  torn: string[]
  /** Sync services' copies that were whole and read. */
  conflictCopies: string[]
  /** Files written by a newer version of the app, left unread. */
  newer: string[]
  /** Sealed files this laptop has no key (or the wrong key) for. */
  locked: string[]
  laptops: string[]
  /** The name each laptop gave itself (its laptop.json), by laptop id. */
  names: Record<string, string>
  /** The SHA-256s of the whole unsealed files read (what a lock made now vouches for). */
  unsealed: string[]
  /** What the look left unread besides, once per kind. */
  notices: FolderNotice[]
}

/** An empty scan (a folder not looked at). */
export function emptyScan(): FolderScan {
  return {
    segments: [],
    origins: [],
    nightFiles: [],
    torn: [],
    conflictCopies: [],
    newer: [],
    locked: [],
    laptops: [],
    names: {},
    unsealed: [],
    notices: [],
  }
}
