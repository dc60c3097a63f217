import type { Handlers } from '@shared/contract'
import { addSlide, moveSlide, removeSlide, slideImage, slidesOf } from './slideActions'
import type { SlidesDeps } from './slidesDeps'

type SlidesCalls = Extract<keyof Handlers, `slides:${string}`>

/** The slides calls: a change returns the night's slides as they now are. */
export function slidesHandlers(deps: SlidesDeps): Pick<Handlers, SlidesCalls> {
  return {
    'slides:list': (a) => slidesOf(deps, a.nightId),
    'slides:add': (a) => addSlide(deps, a),
    'slides:remove': (a) => removeSlide(deps, a.nightId, a.slideId),
    'slides:move': (a) => moveSlide(deps, a.nightId, a.slideId, a.to),
    'slides:image': (a) => slideImage(deps, a.nightId, a.slideId),
  }
}
