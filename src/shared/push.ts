// Main → renderer pushes: one typed map of every event main tells the windows about.
import type { LiveRace } from './phones/live'
import type { RoundTimer } from './roundTimer'

/** The IPC channel every push travels on. */
export const PUSH_CHANNEL = 'bunco:push'

/** Every push: its name and what it carries. */
export interface PushEvents {
  /** A night's log grew (any window or phone saved an action, an undo, an import). */
  'night:changed': { nightId: number; savedEventId: number }
  /** A PDF being made: pages done of total; null once it is finished. */
  'print:progress': { done: number; total: number } | null
  /** A night file being checked before import: steps done of total; null once finished. */
  'import:progress': { done: number; total: number } | null
  /** Table phones of a night: one connected or left, a result arrived, a code changed. */
  /** `connections`: only which phones are connected changed (the host's board, not the phones). */
  'phones:changed': { nightId: number; connections?: boolean }
  /** A night's live race: a table's running score or a Bunco as it is rolled (a few a second). */
  'phones:live': LiveRace
  /** A club's log grew (its people, schedule, RSVPs or money changed). */
  'club:changed': { clubId: string }
  /** A club's shared folder was read or written, or its state changed. */
  'sync:changed': { clubId: string }
  /** A night's fundraiser log grew (the laptop or a desk device recorded an action). */
  'fundraiser:changed': { nightId: number; seq: number }
  /** A night's slides were added, removed or moved. */
  'slides:changed': { nightId: number }
  /** The round timer changed or the bell rang. */
  'timer:changed': RoundTimer
}

/** Any push's name. */
export type PushName = keyof PushEvents

/** One push as it travels: its name and its data. */
export type PushMessage = { [K in PushName]: { name: K; data: PushEvents[K] } }[PushName]

/** What the preload adds to `window.bunco`: listen to one push; returns the unsubscribe. */
export type PushListen = <K extends PushName>(
  name: K,
  listener: (data: PushEvents[K]) => void,
) => () => void
