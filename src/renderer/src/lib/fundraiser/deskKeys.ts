// The door desk's keys: a guest checked in with at most three keys once the name is typed. Enter
// picks the hit shown first (the arrows move to another), a digit picks how they pay with what
// is due filled in, and Enter confirms; Escape goes back one step.
import {
  PAYMENT_METHODS,
  type FundraiserAction,
  type PaymentMethod,
  type Registration,
} from '@shared/fundraiser'

/** The key that picks each way of paying: 1 cash, 2 card, 3 cheque, 4 paid online, 5 free place. */
export const METHOD_KEYS: readonly { key: string; method: PaymentMethod }[] = PAYMENT_METHODS.map(
  (method, i) => ({ key: String(i + 1), method }),
)

/** The way of paying a key picks, or null for any other key. */
export function methodOfKey(key: string): PaymentMethod | null {
  return METHOD_KEYS.find((m) => m.key === key)?.method ?? null
}

/** What a key in the search box does: move the highlight, pick a hit, or clear the box. */
export type SearchKey =
  { kind: 'move'; selected: number } | { kind: 'pick'; index: number } | { kind: 'clear' } | null

/** What a key does in the search box with `count` hits and the `selected` one highlighted. */
export function searchKey(key: string, selected: number, count: number): SearchKey {
  const at = Math.min(Math.max(selected, 0), Math.max(count - 1, 0))
  switch (key) {
    case 'ArrowDown':
      return count > 0 ? { kind: 'move', selected: Math.min(at + 1, count - 1) } : null
    case 'ArrowUp':
      return count > 0 ? { kind: 'move', selected: Math.max(at - 1, 0) } : null
    case 'Home':
    case 'PageUp':
      return count > 0 ? { kind: 'move', selected: 0 } : null
    case 'End':
    case 'PageDown':
      return count > 0 ? { kind: 'move', selected: count - 1 } : null
    case 'Enter':
      return count > 0 ? { kind: 'pick', index: at } : null
    case 'Escape':
      return { kind: 'clear' }
    default:
      return null
  }
}

/**
 * What the desk sends for a guest: their check-in with the way they pay (the amount typed, none
 * for a free place), or for a guest already in, a payment of the rest; null when there is none.
 */
export function deskAction(
  guest: Registration,
  method: PaymentMethod | null,
  amountMinor: number,
): FundraiserAction | null {
  const { registrationId } = guest
  if (guest.status === 'arrived')
    return method && method !== 'free'
      ? { type: 'payment', registrationId, method, amountMinor }
      : null
  if (!method) return { type: 'checkIn', registrationId }
  const payment = method === 'free' ? { method } : { method, amountMinor }
  return { type: 'checkIn', registrationId, payment }
}
