// The host's changes to a night's slides: add one (its picture checked by its bytes), remove one,
// move one; each in one transaction, told to the TV's stream and the projector after it.
import { AppError } from '@shared/app-error'
import {
  checkImage,
  isSlideProblem,
  slideProblem,
  SLIDES_KEY_PREFIX,
  sponsorOf,
  type SlideView,
} from '@shared/slides'
import type { NewSlideArgs } from '@shared/slides/calls'
import type { SlidesDeps } from './slidesDeps'
import type { StoredSlide } from './slidesRepo'

/** A stored slide as the screens list it, without its bytes. */
export function slideView({ bytes: _bytes, ...view }: StoredSlide): SlideView {
  return view
}

/** A night's slides in their order. */
export function slidesOf(deps: SlidesDeps, nightId: number): SlideView[] {
  knownNight(deps, nightId)
  return deps.repo.all(nightId).map(slideView)
}

function knownNight(deps: SlidesDeps, nightId: number): void {
  if (!deps.nights.get(nightId)) {
    throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
  }
}

function unknownSlide(): AppError {
  return new AppError('not-found', `${SLIDES_KEY_PREFIX}unknownSlide`)
}

// one change, in one transaction, then told
function changed(deps: SlidesDeps, nightId: number, work: () => void): SlideView[] {
  knownNight(deps, nightId)
  deps.store.transaction(work)
  deps.push.emit('slides:changed', { nightId })
  return slidesOf(deps, nightId)
}

/**
 * Adds a slide at the end of the night's list: its sponsor, text and picture checked as the form
 * checks them (the picture by its bytes: a PNG or a JPEG, its size capped), or refused with the
 * field it concerns and nothing written.
 */
export function addSlide(deps: SlidesDeps, args: NewSlideArgs): SlideView[] {
  knownNight(deps, args.nightId)
  const bytes = args.image === null ? null : new Uint8Array(Buffer.from(args.image, 'base64'))
  const draft = { kind: args.kind, sponsor: args.sponsor, text: args.text }
  const found = slideProblem(
    draft,
    args.kind === 'image' ? bytes : null,
    deps.repo.count(args.nightId),
  )
  if (found) throw new AppError('invalid-args', found.key, { ...found.params, field: found.field })
  const info = args.kind === 'image' && bytes ? checkImage(bytes) : null
  const image = info && !isSlideProblem(info) ? info : null
  return changed(deps, args.nightId, () => {
    deps.repo.add({
      night_id: args.nightId,
      sponsor: sponsorOf(args.sponsor),
      kind: args.kind,
      text: args.text.trim(),
      image_type: image?.type ?? null,
      width: image?.width ?? null,
      height: image?.height ?? null,
      image: image && bytes ? Buffer.from(bytes) : null,
      created_at: deps.now().toISOString(),
    })
  })
}

/** Removes a slide from the night; one already gone is said so. */
export function removeSlide(deps: SlidesDeps, nightId: number, slideId: number): SlideView[] {
  return changed(deps, nightId, () => {
    if (!deps.repo.remove(nightId, slideId)) throw unknownSlide()
  })
}

/** Moves a slide to another place in the night's list (a place past the end is the last). */
export function moveSlide(
  deps: SlidesDeps,
  nightId: number,
  slideId: number,
  to: number,
): SlideView[] {
  return changed(deps, nightId, () => {
    const ids = deps.repo.all(nightId).map((s) => s.id)
    const from = ids.indexOf(slideId)
    if (from < 0) throw unknownSlide()
    ids.splice(from, 1)
    ids.splice(Math.min(to, ids.length), 0, slideId)
    deps.repo.order(nightId, ids)
  })
}

/** A picture slide's image as a data URL for the host's screens and the projector; null for text. */
export function slideImage(deps: SlidesDeps, nightId: number, slideId: number): string | null {
  const slide = deps.repo.one(nightId, slideId)
  if (!slide) throw unknownSlide()
  if (!slide.image || !slide.bytes) return null
  return `data:${slide.image.type};base64,${Buffer.from(slide.bytes).toString('base64')}`
}
