// A walk-in at the door: a guest who did not register, added, checked in and paid in one step
// (names, the kind of entry and its price, how they pay). Its fields are made once, so what the
// volunteer typed stays while the page is redrawn (another desk's check-in comes in meanwhile).
import { ENTRY_KINDS, type EntryKind } from '@shared/fundraiser/events'
import type { PhoneDeskTexts } from '@shared/i18n/phone/desk'
import type { DeskAction, PhoneDeskView } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { fill, h } from '../dom'
import { DESK_METHODS, money } from './deskWords'

/** The walk-in form: its element, and how it is drawn for a view. */
export interface WalkInForm {
  element: HTMLElement
  /** Draws its words and price; `busy` while an action is on its way. */
  render(view: PhoneDeskView, td: PhoneDeskTexts, language: Language, busy: boolean): void
  /** Empties the fields and puts the caret in the first one. */
  reset(): void
}

function field(id: string, testid: string): HTMLInputElement {
  return h('input', {
    id,
    type: 'text',
    autocomplete: 'off',
    autocapitalize: 'words',
    spellcheck: 'false',
    'data-testid': testid,
  }) as HTMLInputElement
}

/** A walk-in form; `add` takes its action, or null with the words to say when a name is missing. */
export function walkInForm(
  add: (action: DeskAction | null) => void,
  cancel: () => void,
): WalkInForm {
  const first = field('desk-first', 'desk-walkin-first')
  const last = field('desk-last', 'desk-walkin-last')
  const kind = h('select', {
    id: 'desk-kind',
    'data-testid': 'desk-walkin-kind',
  }) as HTMLSelectElement
  const labels = [first, last, kind].map((input) => h('label', { for: input.id }))
  const title = h('h2', { id: 'desk-walkin-title' })
  const price = h('p', { class: 'desk-due', 'data-testid': 'desk-walkin-price' })
  const buttons = h('div', { class: 'desk-walkin-pay' })
  const element = h(
    'section',
    { class: 'desk-walkin', 'aria-labelledby': 'desk-walkin-title', 'data-testid': 'desk-walkin' },
    title,
    ...[first, last, kind].map((input, i) =>
      h('p', { class: 'desk-field' }, labels[i] ?? null, input),
    ),
    price,
    buttons,
  )
  const chosenKind = (): EntryKind => ENTRY_KINDS.find((k) => k === kind.value) ?? 'door'
  // what the form was last drawn for: a new kind of entry draws its price again
  let drawn: { v: PhoneDeskView; td: PhoneDeskTexts; language: Language } | null = null
  const action = (method: (typeof DESK_METHODS)[number] | null): void => {
    const firstName = first.value.trim()
    const lastName = last.value.trim()
    if (firstName === '' && lastName === '') return add(null)
    add({
      type: 'walkIn',
      firstName,
      lastName,
      kind: chosenKind(),
      ...(method ? { payment: { method } } : {}),
    })
  }
  kind.addEventListener('change', () => {
    if (drawn) render(drawn.v, drawn.td, drawn.language, false)
  })
  function render(v: PhoneDeskView, td: PhoneDeskTexts, language: Language, busy: boolean): void {
    drawn = { v, td, language }
    title.textContent = td.walkInTitle
    labels[0]!.textContent = td.firstName
    labels[1]!.textContent = td.lastName
    labels[2]!.textContent = td.entry
    const chosen = chosenKind()
    kind.replaceChildren(
      ...ENTRY_KINDS.map((k) => h('option', { value: k, selected: k === chosen }, td.kind[k])),
    )
    kind.value = chosen
    const priceMinor = v.prices[chosen]
    price.textContent = fill(td.price, { amount: money(v, priceMinor, language) })
    const pay =
      priceMinor > 0
        ? [
            h('p', { class: 'desk-ask' }, td.addPaid),
            h(
              'div',
              { class: 'desk-methods' },
              ...DESK_METHODS.map((m, i) =>
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'desk-method',
                    'data-testid': `desk-walkin-${m}`,
                    'data-key': String(i + 1),
                    disabled: busy,
                    onclick: () => action(m),
                  },
                  h('span', { class: 'desk-key', 'aria-hidden': 'true' }, String(i + 1)),
                  td.method[m],
                ),
              ),
            ),
          ]
        : [
            h(
              'button',
              {
                type: 'button',
                class: 'big send',
                'data-testid': 'desk-walkin-add',
                disabled: busy,
                onclick: () => action(null),
              },
              td.checkIn,
            ),
          ]
    buttons.replaceChildren(
      ...pay,
      h(
        'button',
        { type: 'button', class: 'link', 'data-testid': 'desk-walkin-cancel', onclick: cancel },
        td.cancel,
      ),
    )
  }
  return {
    element,
    render,
    reset() {
      first.value = ''
      last.value = ''
      kind.value = 'door'
      first.focus()
    },
  }
}
