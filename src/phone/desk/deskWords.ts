// What the door desk's page says: money in the fundraiser's currency, a guest by name, what an
// action did ("Zoé Müller is checked in: $25.00 by card"), and the payment methods in key order.
import { formatMoney } from '@shared/bunco/money'
import type { PaymentMethod } from '@shared/fundraiser/events'
import type { PhoneDeskTexts } from '@shared/i18n/phone/desk'
import type { DeskAction, DeskGuest, PhoneDeskView } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { fill } from '../dom'

/** The ways a guest pays at the door, in the order keys 1 to 5 pick them. */
export const DESK_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'cheque', 'online', 'free']

/** An amount of the fundraiser's minor units, as the volunteer's language writes money. */
export function money(view: PhoneDeskView, minor: number, language: Language): string {
  return formatMoney(minor, view.currency, language)
}

/** A guest's full name, as the list has it. */
export function guestName(guest: Pick<DeskGuest, 'first' | 'last'>): string {
  return [guest.first, guest.last].filter((part) => part !== '').join(' ')
}

/** What an action taken did, in the volunteer's words. */
export function doneText(
  action: DeskAction,
  guest: Pick<DeskGuest, 'first' | 'last' | 'dueMinor'>,
  view: PhoneDeskView,
  td: PhoneDeskTexts,
  language: Language,
): string {
  const name = guestName(guest)
  const d = td.done
  switch (action.type) {
    case 'checkIn': {
      const method = action.payment?.method
      if (!method || (method !== 'free' && guest.dueMinor === 0)) return fill(d.checkIn, { name })
      const amount = money(view, method === 'free' ? 0 : guest.dueMinor, language)
      return fill(d.paid, { name, amount, method: td.method[method] })
    }
    case 'payment':
      return fill(d.payment, {
        name,
        amount: money(view, action.amountMinor, language),
        method: td.method[action.method],
      })
    case 'walkIn':
      return fill(d.walkIn, { name })
    case 'arrivalUndone':
      return fill(d.undo, { name })
    case 'noShow':
      return fill(d.noShow, { name })
  }
}
