// A hybrid logical clock (Kulkarni et al., "Logical Physical Clocks", 2014): wall time in ms, a
// counter for events within the same ms (or while a laptop's clock lags one it heard from), and
// the laptop's id to break ties. Every laptop orders every event the same way, whatever the
// laptops' clocks say, and an event always sorts after every event its laptop had seen.

/** One clock reading. */
export interface Hlc {
  /** Milliseconds since 1970, as far as this laptop knows (never behind what it has seen). */
  wall: number
  counter: number
  laptop: string
}

// A laptop id: what a file name can hold everywhere, and what sorts the same on every laptop.
const LAPTOP = /^[a-z0-9]{4,32}$/
const WALL_DIGITS = 12 // base 36: enough for the year 3000s
const COUNTER_DIGITS = 5
/** The largest counter: more events than this in one ms on one laptop is a clock gone wrong. */
export const MAX_COUNTER = 36 ** COUNTER_DIGITS - 1

/** Tells whether a text is a laptop id. */
export function isLaptopId(text: string): boolean {
  return LAPTOP.test(text)
}

/** The clock of a laptop that has seen nothing yet. */
export function startClock(laptop: string): Hlc {
  if (!isLaptopId(laptop)) throw new Error(`not a laptop id: ${laptop}`)
  return { wall: 0, counter: 0, laptop }
}

function next(wall: number, counter: number, laptop: string): Hlc {
  if (counter > MAX_COUNTER) return { wall: wall + 1, counter: 0, laptop }
  return { wall, counter, laptop }
}

/** The clock for a new event on this laptop at wall time `now`. */
export function tick(clock: Hlc, now: number): Hlc {
  if (now > clock.wall) return { wall: now, counter: 0, laptop: clock.laptop }
  return next(clock.wall, clock.counter + 1, clock.laptop)
}

/** The clock after this laptop reads an event stamped `seen` (from any laptop) at `now`. */
export function receive(clock: Hlc, seen: Hlc, now: number): Hlc {
  const wall = Math.max(clock.wall, seen.wall, now)
  if (wall === clock.wall && wall === seen.wall)
    return next(wall, Math.max(clock.counter, seen.counter) + 1, clock.laptop)
  if (wall === clock.wall) return next(wall, clock.counter + 1, clock.laptop)
  if (wall === seen.wall) return next(wall, seen.counter + 1, clock.laptop)
  return { wall, counter: 0, laptop: clock.laptop }
}

/** The clock as text that sorts as the clock does (wall, counter, then laptop id). */
export function formatHlc(clock: Hlc): string {
  const wall = clock.wall.toString(36).padStart(WALL_DIGITS, '0')
  const counter = clock.counter.toString(36).padStart(COUNTER_DIGITS, '0')
  return `${wall}.${counter}.${clock.laptop}`
}

const TEXT = new RegExp(
  `^([0-9a-z]{${WALL_DIGITS}})\\.([0-9a-z]{${COUNTER_DIGITS}})\\.([a-z0-9]{4,32})$`,
)

/** Reads a clock written by formatHlc; null for anything else. */
export function parseHlc(text: string): Hlc | null {
  const m = TEXT.exec(text)
  if (!m) return null
  return { wall: parseInt(m[1] ?? '', 36), counter: parseInt(m[2] ?? '', 36), laptop: m[3] ?? '' }
}

/** Orders two clocks: negative when `a` is earlier. */
export function compareHlc(a: Hlc, b: Hlc): number {
  return (
    a.wall - b.wall ||
    a.counter - b.counter ||
    (a.laptop < b.laptop ? -1 : a.laptop > b.laptop ? 1 : 0)
  )
}
