// A charity night as the phones see it: its fundraiser as last folded (through the fundraiser's
// own functions), whether its door is open to desks, and what the TV shows of it.
import type { NightState } from '@shared/night'
import { tvFundraiser, type TvFundraiser } from '@shared/phones/tvFundraiser'
import type { FoldedFundraiser } from '../fundraiser/fundraiserDeps'
import { readFundraiser } from '../fundraiser/fundraiserLog'
import { nightSettings, shownNight, type PhonesContext } from './phonesContext'

/** The night's fundraiser as last folded; null when the night is not one (or its log is damaged). */
export function charityOf(cx: PhonesContext, nightId: number): FoldedFundraiser | null {
  try {
    return readFundraiser(cx.fundraiser, nightId)
  } catch {
    // a damaged log is the host's to see (the self-check names it); a desk or a TV reads nothing
    return null
  }
}

/**
 * The night's state while its door desks may work: a fundraiser night being set up (guests
 * arrive before the first round) or played; null otherwise (finished, gone, not a fundraiser).
 */
export function doorOpen(cx: PhonesContext, nightId: number): NightState | null {
  let state: NightState
  try {
    state = cx.store.state(nightId)
  } catch {
    return null
  }
  if (state.status === 'finished' || !charityOf(cx, nightId)) return null
  return state
}

/**
 * The night's state while its phones' server may run: played, finished (its read-only pages show
 * the awards), or a fundraiser's door open before the first round; null otherwise.
 */
export function servedNight(cx: PhonesContext, nightId: number): NightState | null {
  return shownNight(cx, nightId) ?? doorOpen(cx, nightId)
}

/** A charity night as the TV shows it, made once per change; null when the night is not one. */
export function tvFundraiserOf(cx: PhonesContext, nightId: number): TvFundraiser | null {
  return cx.memo.get(`charityTv:${nightId}`, () => {
    const found = charityOf(cx, nightId)
    return found && tvFundraiser(found.state, nightSettings(cx, nightId).hide_raised === 1)
  })
}
