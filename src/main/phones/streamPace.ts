// When each kind of page hears of a change: a table's phone and the TV at once (once the change's
// own pushes, which come together, are all in), then at most once per window, the changes made
// meanwhile told as one; a guest's page, racing nobody, after a longer window (one read a burst).
import type { PhoneKind } from '@shared/phones/protocol'
import { PHONE_LIMITS } from './serverLimits'

/** What changed since a kind's pages were last told, and whether a telling is on its way. */
export interface Pace {
  nights: Set<number>
  /** Every night changed (the bell). */
  all: boolean
  /** Cancels the telling on its way; undefined when none is. */
  cancel: (() => void) | undefined
  /** Until when (performance.now()) changes are gathered rather than told at once. */
  quietUntil: number
}

/** What a telling is about: the nights changed, or every night. */
export interface Changes {
  nights: ReadonlySet<number>
  all: boolean
}

/** A kind's pace before any change: the first one is told at once. */
export function freshPace(): Pace {
  return { nights: new Set(), all: false, cancel: undefined, quietUntil: 0 }
}

/** How long a kind's changes are gathered after a telling (a guest's: before each telling). */
export function coalesceMs(kind: PhoneKind): number {
  return kind === 'guest' ? PHONE_LIMITS.guestCoalesceMs : PHONE_LIMITS.coalesceMs
}

/** Notes a change of a night (or of every night); `tell` runs when the kind's pace says. */
export function noteChange(
  pace: Pace,
  kind: PhoneKind,
  night: number | 'all',
  tell: () => void,
): void {
  if (night === 'all') pace.all = true
  else pace.nights.add(night)
  if (pace.cancel) return
  const wait = kind === 'guest' ? coalesceMs(kind) : pace.quietUntil - performance.now()
  if (wait > 0) {
    const timer = setTimeout(tell, wait)
    pace.cancel = () => clearTimeout(timer)
  } else {
    // after the pushes of this change (a result is a night's change and a phones' change)
    const soon = setImmediate(tell)
    pace.cancel = () => clearImmediate(soon)
  }
}

/** Takes what changed, to be told now; the kind's window starts. */
export function takeChanges(pace: Pace, kind: PhoneKind): Changes {
  pace.cancel = undefined
  pace.quietUntil = performance.now() + coalesceMs(kind)
  const taken = { nights: new Set(pace.nights), all: pace.all }
  pace.nights.clear()
  pace.all = false
  return taken
}
