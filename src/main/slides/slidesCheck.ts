// A file's slides read back as the host's own would be, each picture checked again by its bytes (a
// file is not trusted because this app once wrote one like it). No database here: the import
// worker checks a night file's slides with it.
import type { AppError } from '@shared/app-error'
import { checkImage, isSlideProblem, slideProblem, sponsorOf } from '@shared/slides'
import type { MovedSlide } from '@shared/slides/calls'
import { translate } from '@shared/i18n'
import type { Language } from '@shared/settings'
import type { StoredSlide } from './slidesRepo'

/**
 * A move or night file's slides of one night checked as new slides are (length, kind, a picture
 * by its bytes); the first that is not is named by its number and why, in the host's language.
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
