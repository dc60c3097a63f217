// This laptop's name in a shared club folder and its hybrid clock: the id is made once and kept
// in the store (a restored backup keeps it, a new laptop gets its own), the clock is saved with
// every stamp so it never goes back, even when the laptop's clock does.
import { randomBytes } from 'node:crypto'
import {
  formatHlc,
  parseHlc,
  receive,
  startClock,
  tick,
  isLaptopId,
  type Hlc,
} from '@shared/sync/hlc'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'

const LAPTOP_KEY = 'sync.laptop'
const CLOCK_KEY = 'sync.clock'

/** A new laptop id: 12 base-36 characters. */
export function newLaptopId(): string {
  return [...randomBytes(12)].map((b) => (b % 36).toString(36)).join('')
}

/** This laptop's id, made and saved the first time it is asked for. */
export function laptopId(db: Db): string {
  const state = keyValueRepo(db, 'app_state')
  const stored = state.get(LAPTOP_KEY)
  if (typeof stored === 'string' && isLaptopId(stored)) return stored
  const made = newLaptopId()
  state.set(LAPTOP_KEY, made)
  return made
}

/** This laptop's clock: stamps for its own events, and what it heard from the others. */
export interface LaptopClock {
  laptop: string
  /** The stamp of a new event of this laptop (saved before it is returned). */
  stamp(): string
  /** A stamp later than `seen` too: a new action after everything its club already holds. */
  stampAfter(seen: string): string
  /** Moves the clock past an event read from the folder. */
  heard(hlc: string): void
  /** This laptop's wall time (ms), as its clock reads it. */
  now(): number
}

/** Opens this laptop's clock over the store. */
export function laptopClock(db: Db, now: () => number = () => Date.now()): LaptopClock {
  const state = keyValueRepo(db, 'app_state')
  const laptop = laptopId(db)
  const saved = state.get(CLOCK_KEY)
  const parsed = typeof saved === 'string' ? parseHlc(saved) : null
  let clock: Hlc = parsed ? { ...parsed, laptop } : startClock(laptop)
  const save = (next: Hlc): string => {
    clock = next
    const text = formatHlc(next)
    state.set(CLOCK_KEY, text)
    return text
  }
  return {
    laptop,
    stamp: () => save(tick(clock, now())),
    stampAfter(seen) {
      const other = parseHlc(seen)
      const base =
        other && formatHlc(other) > formatHlc(clock) ? receive(clock, other, now()) : clock
      return save(tick(base, now()))
    },
    heard(hlc) {
      const seen = parseHlc(hlc)
      if (seen) save(receive(clock, seen, now()))
    },
    now,
  }
}
