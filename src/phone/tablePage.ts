// A table's page: its seats, the round and the bell, and big buttons to send the table's result.
import { SEATS, type Seat } from '@shared/bunco/types'
import type { PhoneTexts } from '@shared/i18n/phone'
import { winnersScore, type PhoneTableView } from '@shared/lan'
import type { ConfirmAnswer } from '@shared/schemas/lan'
import { fill, h } from './dom'
import { typedMore, type CountKind, type Draft, type SendState } from './draft'
import { confirmBlock } from './confirmBlock'
import { keeperPanel, type KeeperProps } from './keeperPanel'
import { errorNote, seatName, winnerName } from './tableWords'

/** Everything the page draws from, and what it can do. */
export interface TablePageProps {
  view: PhoneTableView
  texts: PhoneTexts
  draft: Draft
  send: SendState
  redraw: () => void
  submit: () => void
  retry: () => void
  /** The other team's answer about the result they are asked to confirm. */
  answer: (answer: ConfirmAnswer) => void
  /** Their answer kept on the phone that the laptop has not had yet. */
  queuedAnswer: ConfirmAnswer | null
  /** The roll-by-roll scorekeeper (its view and texts are the page's). */
  keeper: Omit<KeeperProps, 'view' | 'texts'>
}

const digits = (text: string): string => text.replace(/\D/g, '').slice(0, 3)

function header(view: PhoneTableView, t: PhoneTexts): HTMLElement {
  const r = view.round
  return h(
    'header',
    { class: 'head' },
    h('h1', {}, fill(t.table, { table: view.table })),
    view.headTable ? h('p', { class: 'tag' }, t.headTable) : null,
    r
      ? h(
          'p',
          { class: 'round', 'data-testid': 'round' },
          `${fill(t.round, { n: r.n, total: r.total })} · ${fill(t.rollFor, { face: r.face })}`,
        )
      : null,
    h(
      'p',
      { class: 'goal' },
      fill(view.play === 'team' ? t.goal : t.goalSolo, { goal: view.goal }),
    ),
    // before the bell only the head table needs telling (it rings it): the others keep the room
    view.bell.bellAt || view.headTable
      ? h(
          'p',
          { class: view.bell.bellAt ? 'bell rung' : 'bell', 'data-testid': 'bell' },
          view.bell.bellAt ? t.bell : t.noBellHead,
        )
      : null,
  )
}

function seatsBlock(view: PhoneTableView, t: PhoneTexts): HTMLElement {
  const cell = (seat: Seat): HTMLElement =>
    h(
      'div',
      { class: `seat seat-${seat}`, 'data-testid': `seat-${seat}` },
      h('span', { class: 'where' }, t.seats[seat]),
      h('strong', {}, seatName(view, seat, t)),
    )
  // the table's four corners, partners across from each other (N–S, E–W), as they sit
  return h(
    'section',
    { class: 'seats', 'aria-label': fill(t.table, { table: view.table }) },
    cell('N'),
    cell('E'),
    cell('W'),
    cell('S'),
    view.play === 'team' ? h('p', { class: 'hint' }, t.partners) : null,
  )
}

function movesBlock(view: PhoneTableView, t: PhoneTexts): HTMLElement | null {
  if (view.moves.length === 0) return null
  return h(
    'section',
    { class: 'moves', 'data-testid': 'moves' },
    h('h2', {}, t.moves),
    h(
      'ul',
      {},
      ...view.moves.map((m) =>
        h(
          'li',
          { 'data-testid': 'move' },
          fill(t.move, { name: m.name, table: m.table, seat: t.seats[m.seat] }),
        ),
      ),
    ),
  )
}

function winnerBlock(p: TablePageProps): HTMLElement {
  const { view, texts: t, draft } = p
  const ids: string[] =
    view.play === 'team'
      ? ['NS', 'EW']
      : SEATS.filter((s) => view.seats.find((x) => x.seat === s)?.name)
  const choices = ids.map((id) => ({ id, who: winnerName(view, id, t) }))
  return h(
    'fieldset',
    { class: 'winner' },
    h('legend', {}, t.whoWon),
    ...choices.map((c) =>
      h(
        'button',
        {
          type: 'button',
          class: 'big choice',
          'aria-pressed': draft.winner === c.id ? 'true' : 'false',
          'data-testid': `winner-${c.id}`,
          onclick: () => {
            draft.winner = c.id
            if (p.send.hint === 'pickWinner') p.send.hint = null
            p.redraw()
          },
        },
        fill(view.play === 'team' ? t.won : t.wonSolo, { who: c.who }),
      ),
    ),
  )
}

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

function pointsBlock(p: TablePageProps): HTMLElement {
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

function countBlock(p: TablePageProps, kind: CountKind): HTMLElement {
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

// "Lou & Bea won 21–9": the winners first, as a table says its score
function countedSaid(view: PhoneTableView, t: PhoneTexts): string {
  const c = view.counted!
  const won = fill(view.play === 'team' ? t.won : t.wonSolo, { who: winnerName(view, c.winner, t) })
  const score = winnersScore(c.winner, c.points)
  return score ? `${won} ${score}` : won
}

function sentBlock(p: TablePageProps): HTMLElement | null {
  const { view, texts: t, send } = p
  const parts: (HTMLElement | null)[] = []
  if (send.queued > 0) {
    parts.push(
      h('p', { class: 'note warn', 'data-testid': 'queued' }, t.queued),
      h('button', { type: 'button', class: 'big', onclick: p.retry }, t.retry),
    )
  } else if (view.sent) {
    parts.push(
      h(
        'p',
        { class: `note ${view.sent.status}`, 'data-testid': 'sent' },
        t.status[view.sent.status],
      ),
      view.sent.flagged ? h('p', { class: 'note' }, t.flagged) : null,
    )
  } else if (view.counted) {
    parts.push(h('p', { class: 'note applied', 'data-testid': 'sent' }, t.entered))
  }
  // what the night counts for this table, so the table can check it
  if (view.counted && send.queued === 0) {
    parts.push(
      h(
        'p',
        { class: 'note', 'data-testid': 'counted' },
        fill(t.countedNow, { result: countedSaid(view, t) }),
      ),
    )
  }
  if (send.hint) {
    parts.push(h('p', { class: 'note error', role: 'alert', 'data-testid': 'error' }, t[send.hint]))
  }
  // while the other team is asked, a refusal is said beside their answers
  if (!view.confirm) parts.push(errorNote(p))
  const shown = parts.filter((x) => x !== null)
  return shown.length > 0 ? h('section', { class: 'sent' }, ...shown) : null
}

/** Draws the table's page. */
// the points and counts: a section that says what is inside, open while anything is typed in it
function moreBlock(p: TablePageProps): HTMLElement[] {
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

// a result that counts (or waits) is corrected; one the host declined was never counted
function sendLabel(view: PhoneTableView, t: PhoneTexts): string {
  const standing = view.sent !== null && view.sent.status !== 'declined'
  return standing || view.counted ? t.sendAgain : t.send
}

/**
 * The table's page, first screen first: who sits where, who won and Send (in a bar that stays
 * at the bottom of the screen whatever is open); points, Buncos and the rest open below, and the
 * roll-by-roll scorekeeper after them.
 */
export function tablePage(p: TablePageProps): HTMLElement {
  const { view, texts: t, send } = p
  const form =
    view.round && view.playing
      ? h(
          'form',
          {
            class: 'result',
            novalidate: true,
            onsubmit: (e: Event) => {
              e.preventDefault()
              p.submit()
            },
          },
          winnerBlock(p),
          sentBlock(p),
          // where last round's players went: just below the first screen, above the details
          movesBlock(view, t),
          ...moreBlock(p),
          // while the other team is asked, its two answers are the table's only buttons
          view.confirm
            ? null
            : h(
                'div',
                { class: 'sendbar' },
                h(
                  'button',
                  { type: 'submit', class: 'big send', disabled: send.busy, 'data-testid': 'send' },
                  send.busy ? t.sending : sendLabel(view, t),
                ),
              ),
        )
      : null
  return h(
    'div',
    { class: 'page table' },
    header(view, t),
    view.round && view.playing ? confirmBlock(p) : null,
    form ? null : movesBlock(view, t),
    view.playing
      ? seatsBlock(view, t)
      : h('p', { class: 'note', 'data-testid': 'not-playing' }, t.notPlaying),
    form,
    view.playing && !form ? sentBlock(p) : null,
    view.playing ? keeperPanel({ ...p.keeper, view, texts: t }) : null,
  )
}
