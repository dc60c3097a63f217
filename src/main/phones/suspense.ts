// Suspense: the host hides the standings for the night's last rounds (the TV's and the guests'
// pages, and the projector, all ask @shared/phones/suspense whether they are hidden now).
import { AppError } from '@shared/app-error'
import { announce, nightSettings, type PhonesContext } from './phonesContext'

/** Hides the standings for the night's last `rounds` rounds (0: never). */
export function setHideRounds(cx: PhonesContext, nightId: number, rounds: number): void {
  if (cx.store.lastEventId(nightId) === 0) {
    throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
  }
  cx.repo.saveNight({ ...nightSettings(cx, nightId), hide_rounds: rounds })
  announce(cx, nightId)
}
