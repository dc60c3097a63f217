// The prize winners' names on the TV: each word its own box, so a name breaks only between words
// (a Japanese name is never split) and a word too long for its card ends in an ellipsis; once on
// screen the names take the largest size their card allows, never larger than the page's own.
import { fitNameBox, nameWords, WORD_CLASS } from '@shared/fitNames'
import { h } from './dom'

/** The smallest size a winner's name takes on a TV (24 px reads across a room). */
const MIN_PX = 24

/** One name, word by word. */
export function nameElement(name: string): HTMLElement {
  const parts = nameWords(name).flatMap(({ word, after }) => [
    h('span', { class: WORD_CLASS }, word),
    after,
  ])
  return h('span', { class: 'tv-who' }, ...parts)
}

/** The names of a card's winners (joined the way the room's language lists them). */
export function winnersElement(names: readonly string[], language: string): HTMLElement {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(names)
  const el = h(
    'p',
    { class: 'tv-winner', 'data-testid': 'tv-award-name' },
    ...parts.map((p) => (p.type === 'element' ? nameElement(p.value) : p.value)),
  )
  // sized once the page is on screen (the element is drawn before it is placed)
  requestAnimationFrame(() => {
    if (!el.isConnected) return
    const max = parseFloat(getComputedStyle(el).fontSize)
    fitNameBox(el, { min: Math.min(MIN_PX, max), max })
  })
  return el
}
