// What the room is doing now, as the TV, the projector and the phones need to know it: slides show
// only while nobody rolls, and the move countdown is its own phase.
import type { NightStatus } from './night/state'

/** Guests arriving before the first round, rolling dice, moving to their next table, or done. */
export type RoomPhase = 'gathering' | 'rolling' | 'moving' | 'done'

/** What the phase is read from: the night's status and the move countdown's end, if one runs. */
export interface RoomPhaseInput {
  status: NightStatus
  /** When the move countdown after a committed round ends (ms since 1970), or null. */
  moveEndsAt: number | null
  now: number
}

/** The room's phase at `now`. */
export function roomPhase({ status, moveEndsAt, now }: RoomPhaseInput): RoomPhase {
  if (status === 'setup') return 'gathering'
  if (status === 'finished') return 'done'
  return moveEndsAt !== null && now < moveEndsAt ? 'moving' : 'rolling'
}
