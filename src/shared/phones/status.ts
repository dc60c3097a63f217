// Where a phone result stands: one list, from which the type, the stored subset and the zod enum
// (schemas/phones.ts) are derived; the board, the phone page and the host's texts all say these.

/**
 * Where a phone result stands: applied at once (trust), waiting for the host, waiting for the
 * table's other team (`confirming`), called wrong by them (`disputed`), or settled;
 * `overridden` (shown only, never stored): the night no longer holds it as sent (the host undid
 * or changed it).
 */
export const SUBMISSION_STATUSES = [
  'applied',
  'waiting',
  'replaced',
  'accepted',
  'declined',
  'held',
  'confirming',
  'disputed',
  'overridden',
] as const
/** One of SUBMISSION_STATUSES. */
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** The statuses a phone result is stored with: all but the shown-only `overridden`. */
export type StoredStatus = Exclude<SubmissionStatus, 'overridden'>

/** Whether a phone result, as shown, waits for the host's Accept or Decline. */
export function awaitsHost(status: SubmissionStatus): boolean {
  return status === 'waiting' || status === 'held' || status === 'disputed'
}

/** Whether the host may settle a phone result: one that waits for them, or for the table's answer. */
export function hostMaySettle(status: SubmissionStatus): boolean {
  return awaitsHost(status) || status === 'confirming'
}
