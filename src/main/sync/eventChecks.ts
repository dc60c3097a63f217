// What a look takes of the changes in a folder: each of the app's shape (a clock written as the
// app writes it, an id of its form), speaking only for the laptop whose files hold it, stamped
// no further ahead than a week of this laptop's clock (held until then: a laptop whose clock is
// years off cannot pin a value forever); and one version of each change, the first one read.
import { canonicalJson } from '@shared/sync/canonical'
import { formatHlc, parseHlc } from '@shared/sync/hlc'
import { z } from 'zod'
import type { Notices } from './notices'
import type { SyncEvent } from './segmentFile'

/** How far ahead of this laptop's clock a change may be stamped and still be read now. */
export const FUTURE_MS = 7 * 24 * 3_600_000

// the laptop a change's body names, when it names one (a club action, an edit of a person)
const BodyLaptop = z.looseObject({ laptop: z.string() })

/**
 * The changes of one file that a look may take: `holder` is the laptop whose own segment holds
 * them (null for a relay file, which carries other laptops' changes).
 */
export function acceptedEvents(
  events: readonly SyncEvent[],
  holder: string | null,
  path: string,
  note: Notices,
  now: number,
): SyncEvent[] {
  return events.filter((e) => {
    const hlc = parseHlc(e.hlc)
    if (!hlc || formatHlc(hlc) !== e.hlc) return refuse(note, 'badShape', path)
    const body = BodyLaptop.safeParse(e.body)
    if (
      (holder !== null && hlc.laptop !== holder) ||
      (body.success && body.data.laptop !== hlc.laptop)
    )
      return refuse(note, 'wrongLaptop', path)
    if (hlc.wall > now + FUTURE_MS) return refuse(note, 'future', path)
    return true
  })
}

function refuse(note: Notices, kind: 'badShape' | 'wrongLaptop' | 'future', path: string): false {
  note.add(kind, path)
  return false
}

/**
 * Keeps one version of each change across files, the first one read (an original before its
 * copies); another version under the same id is said. A person's card (`pp-`) is a snapshot each
 * laptop writes as it knows the person: its versions differ by nature.
 */
export function oneVersion(
  files: readonly { path: string; events: SyncEvent[] }[],
  note: Notices,
): void {
  const seen = new Map<string, string>()
  for (const file of files) {
    file.events = file.events.filter((e) => {
      if (e.id.startsWith('pp-')) return true
      const text = canonicalJson([e.hlc, e.scope, e.body])
      const before = seen.get(e.id)
      if (before === undefined) seen.set(e.id, text)
      else if (before !== text) {
        note.add('twoVersions', file.path)
        return false
      }
      return true
    })
  }
}
