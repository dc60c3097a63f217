// A night's live race as main keeps it in memory (the phones' shared state holds one per night);
// liveRace.ts reads and changes it.
import type { Seat } from '@shared/bunco'
import type { LiveBunco, LiveSide } from '@shared/phones/live'
import type { PhoneLive } from '@shared/schemas/phones'

/** One table's running score as last posted. */
export interface TableRun {
  /** The last sequence number kept from each of its phones (by pass id): each keeps its order. */
  seqs: Map<string, number>
  points: PhoneLive['points']
  /** Each seat's Buncos announced so far this round: only a count past it is a new Bunco. */
  announced: Record<Seat, number>
  /** Who scores, by side (a seat's player, a team's pair), read at the table's first post. */
  names: Partial<Record<LiveSide, string>>
}

/** A night's race in memory, with its push throttle. */
export interface RaceState {
  round: number
  tables: Map<number, TableRun>
  buncos: LiveBunco[]
  nextId: number
  /** The throttle's window; `pending` when a change waits for its end. */
  timer: ReturnType<typeof setTimeout> | undefined
  pending: boolean
}

/** The live races of the nights, by night id (in the phones' shared state). */
export type LiveRaces = Map<number, RaceState>
