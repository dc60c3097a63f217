// A night's slides as the host makes them and the screens read them, and the checks of a new one.
import { imageInfo, type ImageInfo, type SlideImageType } from './image'
import {
  SLIDE_CAPTION_MAX,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDE_IMAGE_MAX_MB,
  SLIDE_IMAGE_MAX_SIDE,
  SLIDE_SPONSOR_MAX,
  SLIDE_TEXT_MAX,
  SLIDES_MAX,
} from './limits'

/** The kinds of slide: a picture with an optional caption, or a short text. */
export const SLIDE_KINDS = ['image', 'text'] as const
/** One of SLIDE_KINDS. */
export type SlideKind = (typeof SLIDE_KINDS)[number]

/** A slide as the host's screens and the projector list it (the image's bytes read apart). */
export interface SlideView {
  id: number
  /** The sponsor whose slide it is; null for an announcement. */
  sponsor: string | null
  kind: SlideKind
  /** A text slide's text, or an image slide's caption (maybe empty). */
  text: string
  /** An image slide's type and size; null for a text slide. */
  image: { type: SlideImageType; width: number; height: number; bytes: number } | null
}

/** A new slide as the host made it, before its image's bytes are checked. */
export interface SlideDraft {
  kind: SlideKind
  /** Empty or null: an announcement. */
  sponsor: string | null
  text: string
}

/** The field a slide's problem is said beside. */
export type SlideField = 'sponsor' | 'text' | 'image' | 'slides'

/** Why a slide is refused: the field, its message key (under 'slides.errors.') and its params. */
export interface SlideProblem {
  field: SlideField
  key: string
  params: Record<string, string | number>
}

/** The prefix of every slide refusal's message key. */
export const SLIDES_KEY_PREFIX = 'slides.errors.'

const problem = (
  field: SlideField,
  key: string,
  params: Record<string, string | number> = {},
): SlideProblem => ({ field, key: `${SLIDES_KEY_PREFIX}${key}`, params })

/** A sponsor's name as kept: trimmed, and null (an announcement) when empty. */
export function sponsorOf(typed: string | null): string | null {
  const name = (typed ?? '').trim()
  return name === '' ? null : name
}

/** What an image's bytes say, or why they cannot be a slide (not a PNG or JPEG, too big). */
export function checkImage(bytes: Uint8Array): ImageInfo | SlideProblem {
  if (bytes.length > SLIDE_IMAGE_MAX_BYTES) {
    return problem('image', 'imageTooBig', { size: SLIDE_IMAGE_MAX_MB })
  }
  const info = imageInfo(bytes)
  if (!info) return problem('image', 'notImage')
  if (info.width > SLIDE_IMAGE_MAX_SIDE || info.height > SLIDE_IMAGE_MAX_SIDE) {
    return problem('image', 'imageTooLarge', {
      width: info.width,
      height: info.height,
      max: SLIDE_IMAGE_MAX_SIDE,
    })
  }
  return info
}

/** Whether a check of an image refused it. */
export function isSlideProblem(value: ImageInfo | SlideProblem): value is SlideProblem {
  return 'key' in value
}

/**
 * The first problem of a new slide (its sponsor's name, its text or caption, its image, the
 * night's slides being full), or null: main refuses with it, the form says it beside its field.
 */
export function slideProblem(
  draft: SlideDraft,
  image: Uint8Array | null,
  slidesSoFar: number,
): SlideProblem | null {
  if (slidesSoFar >= SLIDES_MAX) return problem('slides', 'tooMany', { max: SLIDES_MAX })
  const sponsor = sponsorOf(draft.sponsor)
  if (sponsor !== null && [...sponsor].length > SLIDE_SPONSOR_MAX) {
    return problem('sponsor', 'sponsorTooLong', { max: SLIDE_SPONSOR_MAX })
  }
  const text = draft.text.trim()
  const length = [...text].length
  if (draft.kind === 'text') {
    if (length === 0) return problem('text', 'textEmpty')
    if (length > SLIDE_TEXT_MAX) return problem('text', 'textTooLong', { max: SLIDE_TEXT_MAX })
    return null
  }
  if (length > SLIDE_CAPTION_MAX) {
    return problem('text', 'captionTooLong', { max: SLIDE_CAPTION_MAX })
  }
  if (!image || image.length === 0) return problem('image', 'noImage')
  const checked = checkImage(image)
  return isSlideProblem(checked) ? checked : null
}
