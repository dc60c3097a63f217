// What the TV and the projector show of a night's slides: the list as the screens read it, and
// whether slides show now (never while dice roll) and which one.
import type { NightStatus } from '../night/state'
import { roomPhase } from '../roomPhase'
import { SLIDE_PERIOD_MS } from './limits'
import { slideAt, slotAt } from './rotation'
import type { SlideKind } from './slide'

/** One slide as the TV reads it (a picture is fetched by its id with the TV's code). */
export interface ShownSlide {
  id: number
  sponsor: string | null
  kind: SlideKind
  text: string
}

/** A night's slides on the TV: the night's status and the slides in order. */
export interface TvSlides {
  status: NightStatus
  items: ShownSlide[]
}

/**
 * The slide the room sees at `now`, or null: none while dice roll, nor without slides, and after
 * the last round only every other period (the results show between);
 * `moveEndsAt` is the night's clock's (the move countdown's end, null while none runs).
 */
export function slideShownAt<T extends { sponsor: string | null }>(
  slides: { status: NightStatus; items: readonly T[] },
  moveEndsAt: number | null,
  now: number,
): T | null {
  const phase = roomPhase({ status: slides.status, moveEndsAt, now })
  if (phase === 'rolling') return null
  const slot = slotAt(now, SLIDE_PERIOD_MS)
  if (phase !== 'done') return slideAt(slides.items, slot)
  // at the end the room reads its prizes and champions too: a slide every other period, the
  // rotation going on over the periods that show one
  return slot % 2 === 1 ? slideAt(slides.items, (slot - 1) / 2) : null
}
