// A table's details below who won: each team's (or player's) points, the roll-off, the Buncos
// and the other counts, in a section that says what is inside and opens while anything is typed.
import { SEATS } from '@shared/bunco/types'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTableView } from '@shared/phones/views'
import { fill, h } from './dom'
import { typedMore, type CountKind, type Draft } from './draft'
import { seatName } from './tableWords'

/** What the details draw from, and how they ask for a redraw. */
export interface DetailsProps {
  view: PhoneTableView
  texts: PhoneTexts
  draft: Draft
  redraw: () => void
}

const digits = (text: string): string => text.replace(/\D/g, '').slice(0, 3)

function pointsInput(
  id: string,
  label: string,
  value: string,
  set: (v: string) => void,
): HTMLElement {
  return h(
    'label',
    { class: 'points', for: id },
    h('span', {}, label),
    h('input', {
      id,
      type: 'text',
      inputmode: 'numeric',
      pattern: '[0-9]*',
      autocomplete: 'off',
      maxlength: 3,
      value,
      'data-testid': id,
      oninput: (e: Event) => {
        const input = e.target as HTMLInputElement
        const clean = digits(input.value)
        if (clean !== input.value) input.value = clean
        set(clean)
      },
    }),
  )
}

function pointsBlock(p: DetailsProps): HTMLElement {
  const { view, texts: t, draft } = p
  const fields =
    view.play === 'team'
      ? (['NS', 'EW'] as const).map((team) =>
          pointsInput(
            `points-${team}`,
            fill(t.pointsOf, {
              who: fill(t.team, {
                a: seatName(view, team === 'NS' ? 'N' : 'E', t),
                b: seatName(view, team === 'NS' ? 'S' : 'W', t),
              }),
            }),
            draft.points[team],
            (v) => (draft.points[team] = v),
          ),
        )
      : SEATS.filter((s) => view.seats.find((x) => x.seat === s)?.name).map((s) =>
          pointsInput(
            `points-${s}`,
            fill(t.pointsOf, { who: seatName(view, s, t) }),
            draft.seatPoints[s],
            (v) => (draft.seatPoints[s] = v),
          ),
        )
  return h(
    'fieldset',
    { class: 'pointsBlock' },
    h('legend', {}, t.points),
    h('p', { class: 'hint' }, t.pointsHint),
    ...fields,
    h(
      'button',
      {
        type: 'button',
        class: 'big toggle',
        'aria-pressed': draft.rollOff ? 'true' : 'false',
        'data-testid': 'rolloff',
        onclick: () => {
          draft.rollOff = !draft.rollOff
          p.redraw()
        },
      },
      t.rollOff,
    ),
  )
}

function countBlock(p: DetailsProps, kind: CountKind): HTMLElement {
  const { view, texts: t, draft } = p
  const seated = SEATS.filter((s) => view.seats.find((x) => x.seat === s)?.name)
  return h(
    'fieldset',
    { class: 'counts' },
    h('legend', {}, t[kind]),
    ...seated.map((s) => {
      const name = seatName(view, s, t)
      const n = draft.counts[kind][s]
      const step = (by: number) => () => {
        draft.counts[kind][s] = Math.max(0, Math.min(99, n + by))
        p.redraw()
      }
      return h(
        'div',
        { class: 'count' },
        h('span', { class: 'who' }, name),
        h(
          'button',
          {
            type: 'button',
            class: 'step',
            'aria-label': fill(t.less, { name }),
            disabled: n === 0,
            onclick: step(-1),
          },
          '−',
        ),
        h('output', { 'data-testid': `${kind}-${s}`, 'aria-live': 'polite' }, String(n)),
        h(
          'button',
          {
            type: 'button',
            class: 'step',
            'aria-label': fill(t.more, { name }),
            'data-testid': `${kind}-${s}-more`,
            onclick: step(1),
          },
          '+',
        ),
      )
    }),
  )
}

/** The points and counts: a toggle, and below it the fields while open. */
export function moreBlock(p: DetailsProps): HTMLElement[] {
  const { view, texts: t, draft } = p
  const open = draft.more || typedMore(draft)
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'big more',
      'aria-expanded': open ? 'true' : 'false',
      'data-testid': 'more',
      disabled: open && typedMore(draft),
      onclick: () => {
        draft.more = !open
        p.redraw()
      },
    },
    open ? t.lessDetails : t.moreDetails,
  )
  if (!open) return [toggle]
  return [
    toggle,
    pointsBlock(p),
    countBlock(p, 'buncos'),
    ...(view.record.minis ? [countBlock(p, 'minis')] : []),
    ...(view.record.wipeouts ? [countBlock(p, 'wipeouts')] : []),
  ]
}
