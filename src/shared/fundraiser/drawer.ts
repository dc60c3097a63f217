// The cash drawer at the end of the night: what was counted against what the desk recorded in
// cash (a card or online payment never reaches the drawer).
import { checkMinor, sumMinor } from './amounts'
import type { FundraiserState } from './events'
import { movements } from './movements'

/** The cash drawer compared with what the desk recorded in cash. */
export interface DrawerCount {
  floatMinor: number
  /** The float plus cash in less cash out, as recorded. */
  expectedMinor: number
  countedMinor: number
  /** Counted less expected: positive over, negative short, 0 when it matches. */
  differenceMinor: number
}

/**
 * Compares a drawer's count with the cash recorded, for the whole desk or one device's drawer.
 * `floatMinor` is the change the drawer started with.
 */
export function cashDrawer(
  state: FundraiserState,
  count: { floatMinor: number; countedMinor: number; deviceId?: string },
): DrawerCount {
  const floatMinor = checkMinor(count.floatMinor, 'float')
  const countedMinor = checkMinor(count.countedMinor, 'counted')
  const cash = movements(state).filter(
    (m) => m.method === 'cash' && (count.deviceId === undefined || m.deviceId === count.deviceId),
  )
  const expectedMinor = sumMinor([floatMinor, ...cash.map((m) => m.amountMinor)])
  return { floatMinor, expectedMinor, countedMinor, differenceMinor: countedMinor - expectedMinor }
}
