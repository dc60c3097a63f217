/** A deterministic source of random numbers whose whole state is one 32-bit integer. */
export interface Random {
  /** The current state; `createRandom(state)` continues the same sequence. */
  readonly state: number
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [0, max), without modulo bias. */
  int(max: number): number
  /** One fair six-sided die. */
  die(): number
}

function step(state: number): { value: number; state: number } {
  // mulberry32: tiny, fast and good enough for dice and seating; the state is a single uint32
  const next = (state + 0x6d2b79f5) >>> 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return { value: (t ^ (t >>> 14)) >>> 0, state: next }
}

/** Creates a seeded random source (mulberry32); the same seed always gives the same sequence. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const uint32 = (): number => {
    const r = step(state)
    state = r.state
    return r.value
  }
  const int = (max: number): number => {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a whole number >= 1`)
    // rejection sampling keeps every outcome exactly equally likely
    const limit = 0x100000000 - (0x100000000 % max)
    let u = uint32()
    while (u >= limit) u = uint32()
    return u % max
  }
  return {
    get state() {
      return state
    },
    next: () => uint32() / 0x100000000,
    int,
    die: () => int(6) + 1,
  }
}

/** Mixes numbers and strings into one 32-bit seed (FNV-1a with a final avalanche). */
export function seedFrom(...parts: readonly (number | string)[]): number {
  let h = 0x811c9dc5
  for (const ch of parts.join('\u0001')) {
    h ^= ch.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Returns a shuffled copy (Fisher–Yates) using the given random source. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

/** Rolls `count` fair dice. */
export function rollDice(random: Random, count: number): number[] {
  return Array.from({ length: count }, () => random.die())
}
