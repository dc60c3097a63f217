// What the screens read of a night's fundraiser: its view, and the cash drawer's count.
import {
  cashDrawer,
  fundraiserView,
  type DrawerCount,
  type FundraiserView,
} from '@shared/fundraiser'
import type { FoldedFundraiser, FundraiserDeps } from './fundraiserDeps'
import { fundraiserOf, readFundraiser } from './fundraiserLog'

/** A folded fundraiser's view. */
export function viewOf(nightId: number, folded: FoldedFundraiser): FundraiserView {
  return fundraiserView(nightId, folded.seq, folded.state)
}

/** The night's fundraiser as the screens read it; null when the night is not one. */
export function fundraiserViewOf(deps: FundraiserDeps, nightId: number): FundraiserView | null {
  const found = readFundraiser(deps, nightId)
  return found && viewOf(nightId, found)
}

/** A drawer's count against the cash recorded: the whole desk's, or one device's. */
export function drawerCount(
  deps: FundraiserDeps,
  nightId: number,
  count: { floatMinor: number; countedMinor: number; deviceId?: string },
): DrawerCount {
  return cashDrawer(fundraiserOf(deps, nightId).state, count)
}
