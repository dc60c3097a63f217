// Suspense: the host hides the standings for the night's last rounds (the TV's and the guests'
// pages, and the projector, all ask @shared/phones/suspense whether they are hidden now), and a
// charity night's money raised until the host shows it on the TV and the projector.
import { AppError } from '@shared/app-error'
import { announce, nightSettings, type PhonesContext } from './phonesContext'

function mustExist(cx: PhonesContext, nightId: number): void {
  if (cx.store.lastEventId(nightId) === 0) {
    throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
  }
}

/** Hides the standings for the night's last `rounds` rounds (0: never). */
export function setHideRounds(cx: PhonesContext, nightId: number, rounds: number): void {
  mustExist(cx, nightId)
  cx.repo.saveNight({ ...nightSettings(cx, nightId), hide_rounds: rounds })
  announce(cx, nightId)
}

/** Keeps a charity night's money raised off the TV and the projector (true), or shows it. */
export function setHideRaised(cx: PhonesContext, nightId: number, hidden: boolean): void {
  mustExist(cx, nightId)
  cx.repo.saveNight({ ...nightSettings(cx, nightId), hide_raised: hidden ? 1 : 0 })
  announce(cx, nightId)
}
