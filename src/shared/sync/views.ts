// What the host is shown of a club's shared folder.
import type { FolderNotice } from './notices'

/** A laptop seen in the club folder. */
export interface SyncLaptop {
  laptop: string
  /** The name its host gave it ("Ann’s laptop"); empty before it said. */
  name: string
  me: boolean
}

/** Something wrong with the folder, said in plain words by the screen. */
export type SyncProblem =
  'folderGone' | 'newerApp' | 'locked' | 'wrongPassphrase' | 'lockUnreadable' | 'lockForeign' | null

/** Another laptop's version of a night that went another way here (the host picks one). */
export interface NightVersion {
  nightId: number
  laptop: string
  /** That laptop's name in the folder ('' before it said). */
  laptopName: string
  /** The night as this laptop names it: its title, or else its date. */
  title: string
}

/** One start of a scheduled night started on two laptops. */
export interface NightStart {
  night: string
  /** The night here (null until it reaches this laptop). */
  nightId: number | null
  laptopName: string
  /** Whether the season counts this one. */
  counted: boolean
}

/**
 * What two laptops did apart to one scheduled night, for the host to choose: started on both
 * (both kept; the season counts one), or removed from the schedule on one while the other
 * played it (it stays, with its money and standings).
 */
export type ClubChoice =
  | { kind: 'startedTwice'; entryId: string; date: string; starts: NightStart[] }
  | { kind: 'removedWhilePlayed'; entryId: string; date: string; by: string }

/** A club's shared folder and how its last look at it went. */
export interface SyncStatus {
  clubId: string
  /** The folder, or null when this club is not shared. */
  folder: string | null
  laptopName: string
  /** Whether the folder's files are sealed with a passphrase this laptop holds. */
  sealed: boolean
  /** When this laptop last read and wrote the folder (ISO), null before. */
  lastSync: string | null
  laptops: SyncLaptop[]
  /** Changes of the other laptops added at the last look, and all added since the folder was set. */
  cameIn: number
  cameInTotal: number
  /** Changes waiting for something not in the folder yet, and files not whole yet. */
  waiting: number
  /** Nights this laptop's copy of which went another way than another laptop's (both kept). */
  differ: number
  /** Each night that went another way, and the laptop holding the other version. */
  versions: NightVersion[]
  /** Files that may still become whole (a sync service still copying them). */
  torn: number
  /** What the last look left unread, once per kind (stray files, links, forged files…). */
  notices: FolderNotice[]
  /** Scheduled nights two laptops did apart, each with the host's choice. */
  choices: ClubChoice[]
  problem: SyncProblem
}
