// Who gives way when a code's live streams are full: the same phone's oldest stream (a phone back
// on the Wi-Fi after leaving without closing), else for a table's phone that speaks for the table
// this round the oldest stream of a phone that does not; anyone else waits. A stream of the phone
// in use is never closed for another holder of its code.
import { PHONE_LIMITS } from './serverLimits'

/** What the rule needs of an open stream. */
export interface RoomStream {
  /** The id of its phone's pass; null when it was opened without one. */
  phone: string | null
}

/**
 * The stream that gives way to a new one of `phone` among a code's open streams (oldest first):
 * null when there is room, 'refuse' when the new one must wait.
 */
export function givesWay<S extends RoomStream>(
  open: readonly S[],
  phone: string | null,
  speaksHere: (s: S) => boolean,
  newSpeaksHere: boolean,
): S | null | 'refuse' {
  const mine = phone === null ? [] : open.filter((s) => s.phone === phone)
  if (mine.length >= PHONE_LIMITS.streamsPerPhone) return mine[0] ?? null
  if (open.length < PHONE_LIMITS.streamsPerCode) return null
  if (mine.length > 0) return mine[0] ?? null
  if (!newSpeaksHere) return 'refuse'
  return open.find((s) => !speaksHere(s)) ?? 'refuse'
}
