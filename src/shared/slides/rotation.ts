// Which slide shows when: a fair rotation by construction. Each pass gives every sponsor one turn,
// in the order of their first slide, and then announcements one turn (as if they were one more
// sponsor, always last in the pass); a sponsor's turns go through its own slides in order. So over
// any whole pass every sponsor has had the screen exactly once, and over any run of turns from
// the start no sponsor is more than one turn ahead of another, however many slides each brought.

/** What the rotation reads of a slide: its sponsor (null: an announcement). */
export interface RotatingSlide {
  sponsor: string | null
}

/** The rotation's turns, one per sponsor in order of first slide, announcements last. */
export function rotationTurns<T extends RotatingSlide>(slides: readonly T[]): T[][] {
  const bySponsor = new Map<string, T[]>()
  const announcements: T[] = []
  for (const slide of slides) {
    if (slide.sponsor === null) {
      announcements.push(slide)
      continue
    }
    const turn = bySponsor.get(slide.sponsor)
    if (turn) turn.push(slide)
    else bySponsor.set(slide.sponsor, [slide])
  }
  const turns = [...bySponsor.values()]
  if (announcements.length > 0) turns.push(announcements)
  return turns
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

/** How many slots until the rotation repeats itself: every slide shown, each turn as often. */
export function rotationCycle(slides: readonly RotatingSlide[]): number {
  const turns = rotationTurns(slides)
  const passes = turns.reduce((l, turn) => (l / gcd(l, turn.length)) * turn.length, 1)
  return turns.length * passes
}

/** The slide shown in a slot (0, 1, 2, …; negative slots count back); null without slides. */
export function slideAt<T extends RotatingSlide>(slides: readonly T[], slot: number): T | null {
  const turns = rotationTurns(slides)
  if (turns.length === 0) return null
  const whole = Math.floor(slot)
  const turn = turns[((whole % turns.length) + turns.length) % turns.length] ?? []
  const pass = Math.floor(whole / turns.length)
  return turn[((pass % turn.length) + turn.length) % turn.length] ?? null
}

/** The slot a clock time falls in, slides changing every `periodMs`: the same on every screen. */
export function slotAt(nowMs: number, periodMs: number): number {
  return Math.floor(nowMs / periodMs)
}
