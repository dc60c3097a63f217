// The words a table's page says of its people and its errors: a seat's name, the winners by name,
// a refusal in the page's language.
import { seatsOf, type Seat } from '@shared/bunco/types'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTableView } from '@shared/phones/views'
import { fill, h } from './dom'
import type { SendState } from './draft'

/** The name at a seat, or the page's word for an empty seat. */
export function seatName(view: PhoneTableView, seat: Seat, texts: PhoneTexts): string {
  return view.seats.find((s) => s.seat === seat)?.name ?? texts.empty
}

/** A winning side by name: the two partners ("Lou & Bea"), or the player in individual play. */
export function winnerName(view: PhoneTableView, winner: string, t: PhoneTexts): string {
  if (winner === 'NS' || winner === 'EW') {
    const [a, b] = seatsOf(winner)
    return fill(t.team, { a: seatName(view, a, t), b: seatName(view, b, t) })
  }
  return seatName(view, winner as Seat, t)
}

/** A refusal or a failed send, in the page's words; null when there is none. */
export function errorNote(p: { texts: PhoneTexts; send: SendState }): HTMLElement | null {
  const { texts: t, send } = p
  if (!send.error) return null
  const text = t.errors[send.error.key]
  return h(
    'p',
    { class: 'note error', role: 'alert', 'data-testid': 'error' },
    fill(text, { detail: send.error.detail ?? '' }),
  )
}
