// A night's slides on their way to another computer: written into the move file as they are kept,
// and read back from it as the host's own would be, each picture checked again by its bytes (a
// file is not trusted because this app once wrote one like it).
import type { AppError } from '@shared/app-error'
import { checkImage, isSlideProblem, slideProblem, sponsorOf } from '@shared/slides'
import type { MovedSlide } from '@shared/slides/calls'
import { translate } from '@shared/i18n'
import type { Language } from '@shared/settings'
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

/**
 * A move file's slides of one night checked as new slides are (length, kind, a picture by its
 * bytes); the first that is not is named by its number and why, in the host's language.
 */
export function checkedSlides(
  moved: readonly MovedSlide[] | undefined,
  refuse: (problem: string) => AppError,
  language: Language,
): StoredSlide[] {
  return (moved ?? []).map((slide, i): StoredSlide => {
    const bytes = slide.image === null ? null : new Uint8Array(Buffer.from(slide.image, 'base64'))
    const problem = slideProblem(slide, slide.kind === 'image' ? bytes : null, i)
    if (problem) {
      throw refuse(`slide ${i + 1}: ${translate(language, problem.key, problem.params)}`)
    }
    const info = slide.kind === 'image' && bytes ? checkImage(bytes) : null
    const image = info && !isSlideProblem(info) ? info : null
    return {
      id: 0,
      sponsor: sponsorOf(slide.sponsor),
      kind: slide.kind,
      text: slide.text.trim(),
      image: image && bytes ? { ...image, bytes: bytes.length } : null,
      bytes: image ? bytes : null,
    }
  })
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
