// Sponsor and announcement slides for the TV and the projector (issue #38): their limits, the
// check of an image by its bytes, a new slide's problems, and the fair rotation. Pure TypeScript.

/** The slides' limits. */
export * from './limits'
/** An image's type and size read from its bytes. */
export { crc32, imageInfo, SLIDE_IMAGE_TYPES } from './image'
/** An image's type and size. */
export type { ImageInfo, SlideImageType } from './image'
/** A slide's shape and the checks of a new one. */
export {
  checkImage,
  isSlideProblem,
  SLIDE_KINDS,
  SLIDES_KEY_PREFIX,
  slideProblem,
  sponsorOf,
} from './slide'
/** A slide as listed, a new one, and what refuses it. */
export type { SlideDraft, SlideField, SlideKind, SlideProblem, SlideView } from './slide'
/** The fair rotation. */
export { rotationCycle, rotationTurns, slideAt, slotAt } from './rotation'
/** What the rotation reads of a slide. */
export type { RotatingSlide } from './rotation'
/** What the TV and the projector show, and when. */
export { slideShownAt } from './show'
/** A slide as the TV reads it, and a night's slides on the TV. */
export type { ShownSlide, TvSlides } from './show'
