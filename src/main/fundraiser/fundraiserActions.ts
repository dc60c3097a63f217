// The organiser's and the desk's changes to a night's fundraiser: its settings (the first ones
// start it), and every other action, each recorded as this laptop's or a desk device's.
import {
  eventsOf,
  refuse,
  type FundraiserAction,
  type FundraiserSettings,
} from '@shared/fundraiser'
import type { FoldedFundraiser, FundraiserDeps } from './fundraiserDeps'
import { record } from './fundraiserLog'

/** Makes the night a fundraiser with these settings, or changes its settings. */
export function saveSettings(
  deps: FundraiserDeps,
  nightId: number,
  settings: FundraiserSettings,
  deviceId = deps.laptop,
): FoldedFundraiser {
  return record(deps, nightId, deviceId, () => [{ type: 'settings', settings }])
}

/**
 * Records one action as `deviceId`'s (this laptop's unless a desk device's): checked by the
 * ledger, written whole or refused with nothing written. A draw's ticket is picked here, by the
 * cryptographic source, and recorded; `alongside` writes what goes with it in its transaction.
 */
export function actOnFundraiser(
  deps: FundraiserDeps,
  nightId: number,
  action: FundraiserAction,
  deviceId = deps.laptop,
  alongside?: (saved: FoldedFundraiser) => void,
): FoldedFundraiser {
  return record(
    deps,
    nightId,
    deviceId,
    (before, nextSeq, at) => {
      if (!before) refuse('log.notStarted', {}, 'not-found')
      return eventsOf(before, action, { nextSeq, deviceId, at, random: deps.random })
    },
    alongside,
  )
}
