// A night's slides on the TV's page: a sponsor's picture or a short text over the room's screen,
// turning every few seconds, only while nobody rolls (before the first round, in the move
// countdown, at the end). The slide is chosen by the clock, so the projector shows the same one.
import type { PhoneTexts } from '@shared/i18n/phone'
import { tvSlidePath } from '@shared/phones/protocol'
import type { PhoneTvView } from '@shared/phones/views'
import { slideShownAt } from '@shared/slides'
import { fill, h } from './dom'
import './tvSlides.css'

/** The slide over the TV's page at `now`, or null (none while dice roll, or without slides). */
export function tvSlide(
  view: PhoneTvView,
  t: PhoneTexts,
  code: string,
  now: number,
): HTMLElement | null {
  const slide = slideShownAt(view.slides, view.clock.moveEndsAt, now)
  if (!slide) return null
  const who = slide.sponsor ? fill(t.slides.thanks, { name: slide.sponsor }) : t.slides.announcement
  return h(
    'figure',
    {
      class: `tv-slide tv-slide-${slide.kind}`,
      'data-testid': 'slide',
      'data-slide': slide.id,
      'aria-label': who,
    },
    slide.kind === 'image'
      ? h('img', { src: tvSlidePath(code, slide.id), alt: slide.text || who })
      : h('p', { class: 'tv-slide-words' }, slide.text),
    h(
      'figcaption',
      {},
      slide.kind === 'image' && slide.text ? h('span', {}, slide.text) : null,
      h('small', {}, who),
    ),
  )
}

/** Whether the TV's page has slides that may turn (it redraws on their period then). */
export function hasSlides(view: PhoneTvView | null): boolean {
  return (view?.slides.items.length ?? 0) > 0
}
