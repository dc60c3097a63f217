// A night's slides on their way to another computer: written into a move or night file as they
// are kept, and added back once slidesCheck.ts has checked them.
import type { MovedSlide } from '@shared/slides/calls'
import type { SlidesRepo, StoredSlide } from './slidesRepo'
import { slideToRow } from './slidesRepo'

/** A night's slides as a move file carries them; none: undefined (the file leaves them out). */
export function movedSlidesOf(repo: SlidesRepo, nightId: number): MovedSlide[] | undefined {
  const slides = repo.all(nightId)
  if (slides.length === 0) return undefined
  return slides.map((s) => ({
    sponsor: s.sponsor,
    kind: s.kind,
    text: s.text,
    image: s.bytes ? Buffer.from(s.bytes).toString('base64') : null,
  }))
}

/** Adds checked slides to a night, in their order. */
export function addMovedSlides(
  repo: SlidesRepo,
  nightId: number,
  slides: readonly StoredSlide[],
  at: string,
): void {
  for (const slide of slides) repo.add(slideToRow(nightId, slide, at))
}
