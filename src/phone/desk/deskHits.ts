// The guests a search finds, as the desk lists them: surname first, where they are and what they
// owe, each a button that opens them; or that nobody is called that, or that more are found than
// shown. The shared desk search does the finding (accents aside, surnames first).
import { buildDeskIndex, searchDesk, type DeskIndex } from '@shared/fundraiser/deskSearch'
import type { PhoneDeskTexts } from '@shared/i18n/phone/desk'
import type { PhoneDeskView } from '@shared/phones/desk'
import type { Language } from '@shared/settings'
import { fill, h } from '../dom'
import { money } from './deskWords'

/** How many guests a search shows at once. */
export const DESK_HITS = 12

/** The search index of a view's guests (made once per view). */
export function guestIndex(view: PhoneDeskView): DeskIndex {
  return buildDeskIndex(
    view.guests.map((g) => ({ registrationId: g.id, firstName: g.first, lastName: g.last })),
  )
}

/** The list of what was typed finds, and the notes under it (nulls where there is none). */
export function hitList(p: {
  view: PhoneDeskView
  td: PhoneDeskTexts
  language: Language
  index: DeskIndex
  typed: string
  open: (id: string) => void
}): (HTMLElement | null)[] {
  const { view, td, language } = p
  const found = searchDesk(p.index, p.typed, DESK_HITS)
  const byId = new Map(view.guests.map((g) => [g.id, g]))
  const items = found.hits.flatMap(({ registrationId }) => {
    const g = byId.get(registrationId)
    if (!g) return []
    const name = g.last === '' ? g.first : g.first === '' ? g.last : `${g.last}, ${g.first}`
    return [
      h(
        'li',
        {},
        h(
          'button',
          {
            type: 'button',
            class: 'desk-hit',
            'data-testid': `desk-hit-${g.id}`,
            onclick: () => p.open(g.id),
          },
          h('strong', {}, name),
          h('span', { class: `desk-state ${g.status}` }, td.status[g.status]),
          h(
            'span',
            { class: 'desk-owes' },
            g.dueMinor > 0
              ? fill(td.owes, { amount: money(view, g.dueMinor, language) })
              : td.paidUp,
          ),
        ),
      ),
    ]
  })
  return [
    items.length > 0 ? h('ul', { class: 'desk-hits', 'data-testid': 'desk-hits' }, ...items) : null,
    p.typed.trim() !== '' && found.total === 0
      ? h('p', { class: 'hint', 'data-testid': 'desk-none' }, td.none)
      : null,
    found.total > items.length
      ? h('p', { class: 'hint' }, fill(td.more, { shown: items.length, total: found.total }))
      : null,
  ]
}
