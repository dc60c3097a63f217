// The slides' limits, one home for the renderer (checked before sending) and main (checked again).

/** The largest image a slide may carry, in MB and in bytes. */
export const SLIDE_IMAGE_MAX_MB = 2
/** The largest image a slide may carry, in bytes. */
export const SLIDE_IMAGE_MAX_BYTES = SLIDE_IMAGE_MAX_MB * 1024 * 1024
/** The widest or tallest image a slide may carry, in pixels (a 4K screen's width). */
export const SLIDE_IMAGE_MAX_SIDE = 4096
/** The most characters of a text slide's text: a few lines read from across a hall. */
export const SLIDE_TEXT_MAX = 200
/** The most characters of an image slide's caption. */
export const SLIDE_CAPTION_MAX = 100
/** The most characters of a sponsor's name. */
export const SLIDE_SPONSOR_MAX = 60
/** The most slides a night holds. */
export const SLIDES_MAX = 60
/** How long each slide shows on the TV and the projector, in ms. */
export const SLIDE_PERIOD_MS = 8_000
