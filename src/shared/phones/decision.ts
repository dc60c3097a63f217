// Where a phone's result goes, decided in one place and nowhere else: counted at once, held for
// the host, asked of the table's other team, or taken as the host's own entry; what the table's
// answer makes of it; and what it shows as once the host has typed, undone or changed the table.
// Pure: the server gathers the facts (the night, the store) and acts on the answer.
import type { PhoneErrorKey } from './protocol'
import type { StoredStatus, SubmissionStatus } from './status'
import type { ConfirmAnswer, PhoneMode } from './modes'

export { CONFIRM_ANSWERS, PHONE_MODES, type ConfirmAnswer, type PhoneMode } from './modes'

/** What the night holds for a table in the round, beside a phone's result for it. */
export interface TableFacts {
  /** The night's result for the table: none, the same as the phone's, or another. */
  night: 'none' | 'same' | 'other'
  /** The host typed the night's result (it is not the one a phone last put in the night). */
  byHost: boolean
}

/** A phone result already stored for the table, as the next one from the table meets it. */
export interface StoredFacts {
  status: StoredStatus
  /** Taken as confirmed because it was the host's own entry: it put no event of its own. */
  matched: boolean
}

/** Whether a phone result still stands for its table: the table's next result replaces it. */
export function stillStanding(sub: StoredFacts): boolean {
  return (
    sub.status === 'waiting' ||
    sub.status === 'held' ||
    sub.status === 'confirming' ||
    sub.status === 'disputed' ||
    sub.matched
  )
}

/** What a phone's new result becomes, and what it does to the table's result before it. */
export interface Arrival {
  status: StoredStatus
  /** A second result for the table this round: the board flags it. */
  flagged: boolean
  /** The table's result before it is marked replaced. */
  replacesPrior: boolean
}

/**
 * A phone's new result: the host's entry wins (the same result as it is taken as confirmed, another
 * is held for a click); else table mode asks the other team first, trust mode counts it at once
 * unless a count is unusual, and confirm mode (or an unusual count) waits for the host.
 */
export function arrival(facts: {
  mode: PhoneMode
  table: TableFacts
  unusual: boolean
  prior: StoredFacts | null
}): Arrival {
  const { mode, table, unusual, prior } = facts
  const status: StoredStatus = table.byHost
    ? table.night === 'same'
      ? 'accepted'
      : 'held'
    : mode === 'table'
      ? 'confirming'
      : mode === 'trust' && !unusual
        ? 'applied'
        : 'waiting'
  const counted = prior?.status === 'applied'
  return {
    status,
    flagged: prior !== null && (counted || stillStanding(prior)),
    replacesPrior: prior !== null && (stillStanding(prior) || (status === 'applied' && counted)),
  }
}

/**
 * Why the table's answer about a stored result is refused (null: it is taken): replaced by a
 * newer one, settled by the host, the host typed the table meanwhile (theirs wins), or asked of
 * the phone that sent it (the other team answers on a phone of their own).
 */
export function answerRefusal(facts: {
  status: StoredStatus
  byHost: boolean
  sentByThisPhone: boolean
}): PhoneErrorKey | null {
  if (facts.status === 'replaced') return 'replaced'
  if (facts.status !== 'confirming') return 'settled'
  if (facts.byHost) return 'hostEntered'
  if (facts.sentByThisPhone) return 'ownResult'
  return null
}

/**
 * What the table's answer makes of a result: "wrong" leaves it disputed for the host; "right"
 * counts it as trust mode would, an unusual count then waiting for the host.
 */
export function answered(answer: ConfirmAnswer, unusual: boolean): StoredStatus {
  if (answer === 'wrong') return 'disputed'
  return unusual ? 'waiting' : 'applied'
}

/**
 * The status a stored phone result is shown with, given what the night holds for its table now.
 * One still asked of the table when the host typed the table: the host's entry wins, as when a
 * phone sends after it (taken as theirs when the same, else held). One held behind the host's
 * entry or matched to it, which the host then undid: it waits for a click. One counted that the
 * night no longer holds as sent (undone, corrected, typed over) is said so, not "counted".
 */
export function shownStatus(
  sub: StoredFacts,
  table: TableFacts,
  inRound: boolean,
): SubmissionStatus {
  if (sub.status === 'confirming' && inRound && table.byHost) {
    return table.night === 'same' ? 'accepted' : 'held'
  }
  if ((sub.status === 'held' || sub.matched) && table.night === 'none') return 'waiting'
  if (sub.status !== 'applied' && sub.status !== 'accepted') return sub.status
  return table.night === 'same' ? sub.status : 'overridden'
}
