// The guest the volunteer opened: who they are, where they are, what they still owe, and what the
// desk can do for them now, each a button (keys 1 to 5 pick how they pay): checked in with the
// rest paid by a method, or paying later; a payment when they arrived owing; an arrival undone;
// a no-show.
import type { PhoneDeskTexts } from '@shared/i18n/phone/desk'
import type { DeskAction, DeskGuest, PhoneDeskView } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { fill, h } from '../dom'
import { DESK_METHODS, guestName, money } from './deskWords'

/** What the panel needs: the guest, the page's words, and what a button does. */
export interface GuestPanel {
  guest: DeskGuest
  view: PhoneDeskView
  td: PhoneDeskTexts
  language: Language
  busy: boolean
  act: (action: DeskAction) => void
  back: () => void
}

// the five ways to pay, numbered as the keys that pick them
function methods(p: GuestPanel, pay: (method: (typeof DESK_METHODS)[number]) => DeskAction) {
  return h(
    'div',
    { class: 'desk-methods' },
    ...DESK_METHODS.map((method, i) =>
      h(
        'button',
        {
          type: 'button',
          class: 'desk-method',
          'data-testid': `desk-pay-${method}`,
          'data-key': String(i + 1),
          disabled: p.busy,
          onclick: () => p.act(pay(method)),
        },
        h('span', { class: 'desk-key', 'aria-hidden': 'true' }, String(i + 1)),
        p.td.method[method],
      ),
    ),
  )
}

function button(p: GuestPanel, testid: string, label: string, action: DeskAction, cls = '') {
  return h(
    'button',
    {
      type: 'button',
      class: `big ${cls}`.trim(),
      'data-testid': testid,
      disabled: p.busy,
      onclick: () => p.act(action),
    },
    label,
  )
}

/** The opened guest's panel. */
export function guestPanel(p: GuestPanel): HTMLElement {
  const { guest, td, view, language } = p
  const id = guest.id
  const due = guest.dueMinor
  const amount = money(view, due, language)
  const inside = guest.status === 'arrived'
  const actions: (HTMLElement | null)[] = []
  if (!inside && due > 0) {
    actions.push(
      h('p', { class: 'desk-ask' }, td.checkInPaid),
      methods(p, (method) => ({ type: 'checkIn', registrationId: id, payment: { method } })),
      button(p, 'desk-later', td.later, { type: 'checkIn', registrationId: id }),
    )
  } else if (!inside) {
    actions.push(
      button(p, 'desk-checkin', td.checkIn, { type: 'checkIn', registrationId: id }, 'send'),
    )
  } else if (due > 0) {
    actions.push(
      h('p', { class: 'desk-ask' }, fill(td.take, { amount })),
      methods(p, (method) => ({
        type: 'payment',
        registrationId: id,
        method,
        amountMinor: method === 'free' ? 0 : due,
      })),
    )
  }
  if (inside)
    actions.push(button(p, 'desk-undo', td.undo, { type: 'arrivalUndone', registrationId: id }))
  if (guest.status === 'expected')
    actions.push(button(p, 'desk-noshow', td.noShow, { type: 'noShow', registrationId: id }))
  return h(
    'section',
    { class: 'desk-guest', 'aria-labelledby': 'desk-guest-name', 'data-testid': 'desk-guest' },
    h('h2', { id: 'desk-guest-name' }, guestName(guest)),
    h(
      'p',
      { class: `desk-state ${guest.status}`, 'data-testid': 'desk-guest-status' },
      `${td.status[guest.status]} · ${td.kind[guest.kind]}`,
    ),
    h(
      'p',
      { class: 'desk-due', 'data-testid': 'desk-due' },
      due > 0 ? fill(td.due, { amount }) : td.paidUp,
    ),
    ...actions,
    h(
      'button',
      { type: 'button', class: 'link', 'data-testid': 'desk-back', onclick: p.back },
      td.back,
    ),
  )
}
