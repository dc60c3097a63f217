// Names on a big screen are as large as their card allows and never broken inside a word: the
// text size steps down until every word fits its line and every line fits the card; a word too
// long even then is cut with an ellipsis inside it (CSS). Written against the few measurements a
// DOM element has, so the projector window and the TV page share it.

/** What fitting reads of a box on screen (an HTML element has these). */
export interface Measured {
  readonly scrollWidth: number
  readonly clientWidth: number
  readonly scrollHeight: number
  readonly clientHeight: number
}

/** A box of names: its size is set, its words (each its own box) are measured. */
export interface NameBox extends Measured {
  readonly style: { fontSize: string }
  readonly classList: { toggle(token: string, force?: boolean): boolean }
  querySelectorAll(selector: string): ArrayLike<Measured>
}

/** The class that keeps each name of a box on one line (its words are not broken apart). */
export const WHOLE_CLASS = 'whole'

/** How much smaller a name may be to stay on one line rather than wrap between its words. */
const WHOLE_AT_LEAST = 0.6

/** The class each word of a fitted name is wrapped in (the CSS keeps a word on one line). */
export const WORD_CLASS = 'word'

/** Whether a box shows all it holds (a pixel of rounding allowed). */
export function showsAll(box: Measured): boolean {
  return box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1
}

/** A name split into words and the spaces or hyphens between them, for one box per word. */
export function nameWords(name: string): { word: string; after: string }[] {
  const out: { word: string; after: string }[] = []
  for (const m of name.matchAll(/([^\s-‐]+[-‐]?|[-‐])(\s*)/g)) {
    out.push({ word: m[1] ?? '', after: m[2] ?? '' })
  }
  return out
}

/**
 * Gives a box the largest whole text size in [min, max] px at which it and each of its words
 * show in full (the smallest when none does: a word then ends in an ellipsis); each name keeps
 * to one line when that costs it little size ("Zoë Ångström", "佐藤 健太郎"). Returns the size.
 */
export function fitNameBox(box: NameBox, range: { min: number; max: number }): number {
  box.classList.toggle(WHOLE_CLASS, true)
  const whole = largestFitting(box, range)
  box.classList.toggle(WHOLE_CLASS, false)
  const wrapped = largestFitting(box, range)
  const keepWhole = whole >= wrapped * WHOLE_AT_LEAST && whole > range.min
  box.classList.toggle(WHOLE_CLASS, keepWhole)
  const best = keepWhole ? whole : wrapped
  box.style.fontSize = `${best}px`
  return best
}

function largestFitting(box: NameBox, range: { min: number; max: number }): number {
  const fits = (px: number): boolean => {
    box.style.fontSize = `${px}px`
    return showsAll(box) && Array.from(box.querySelectorAll(`.${WORD_CLASS}`)).every(showsAll)
  }
  let low = Math.ceil(range.min)
  let high = Math.floor(range.max)
  let best = low
  while (low <= high) {
    const mid = Math.floor((low + high) / 2)
    if (fits(mid)) {
      best = mid
      low = mid + 1
    } else high = mid - 1
  }
  return best
}
