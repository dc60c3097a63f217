// What this phone may do at its table this round, said on its screen: it may send or answer
// (and then speaks for this table), it speaks for this table, or it speaks for another table
// and here only reads.
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTableView } from '@shared/phones/views'
import { fill, h } from './dom'

/** The line saying what this phone may do here; null between rounds. */
export function standingNote(view: PhoneTableView, t: PhoneTexts): HTMLElement | null {
  if (!view.round || !view.playing) return null
  const { may, elsewhere } = view.phone
  const params = { table: view.table, round: view.round.n, other: elsewhere ?? '' }
  return h(
    'p',
    { class: `note may ${may}`, 'data-testid': 'phone-may', 'data-may': may },
    fill(t.phone[may], params),
  )
}
