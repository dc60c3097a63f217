import { slidesSchemas as s } from '../slides/calls'
import type { SlideView } from '../slides/slide'
import { call } from './call'

/** A night's slides for the TV and the projector: listed, added, removed, moved, their pictures. */
export const slidesCalls = {
  'slides:list': call(s.night).returns<SlideView[]>(),
  /** A new slide at the end of the list (a picture is checked by its bytes); the slides now. */
  'slides:add': call(s.add).returns<SlideView[]>(),
  'slides:remove': call(s.slide).returns<SlideView[]>(),
  /** A slide moved to another place in the list; the slides now. */
  'slides:move': call(s.move).returns<SlideView[]>(),
  /** A picture slide's image as a data URL (null for a text slide). */
  'slides:image': call(s.slide).returns<string | null>(),
}
