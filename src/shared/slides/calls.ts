// The slides' call arguments: main checks every payload against these before it acts.
import { z } from 'zod'
import { IdSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import { SLIDE_IMAGE_MAX_BYTES, SLIDES_MAX } from './limits'
import { SLIDE_KINDS } from './slide'

/** The longest image sent, as base64 of its bytes (the cap and a third). */
export const SLIDE_IMAGE_MAX_BASE64 = Math.ceil(SLIDE_IMAGE_MAX_BYTES / 3) * 4

const NightRef = z.strictObject({ nightId: IdSchema })
const SlideRef = z.strictObject({ nightId: IdSchema, slideId: IdSchema })

// the bounds here only keep a payload small: the lengths a host is told about are slideProblem's
const NewSlide = z.strictObject({
  nightId: IdSchema,
  kind: z.enum(SLIDE_KINDS),
  sponsor: PrintableText.max(1000).nullable(),
  text: PrintableText.max(2000),
  /** An image slide's bytes as base64 (main reads their type and size from them). */
  image: z.base64().max(SLIDE_IMAGE_MAX_BASE64).nullable(),
})

/** Every slides call's arguments. */
export const slidesSchemas = {
  night: NightRef,
  slide: SlideRef,
  add: NewSlide,
  move: z.strictObject({
    nightId: IdSchema,
    slideId: IdSchema,
    /** Its new place in the list, from 0. */
    to: z.int().min(0).max(SLIDES_MAX),
  }),
}

/** A new slide's arguments as main reads them. */
export type NewSlideArgs = z.output<typeof NewSlide>

/**
 * A slide as a move file carries it to another computer: its sponsor, kind, text and picture's
 * bytes as base64 (read again on arrival, as if the host had just added it).
 */
export const MovedSlideSchema = z.strictObject({
  sponsor: PrintableText.max(1000).nullable(),
  kind: z.enum(SLIDE_KINDS),
  text: PrintableText.max(2000),
  image: z.base64().max(SLIDE_IMAGE_MAX_BASE64).nullable(),
})

/** A slide in a move file. */
export type MovedSlide = z.output<typeof MovedSlideSchema>
