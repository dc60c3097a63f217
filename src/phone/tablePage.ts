// A table's page: its seats, the round and the bell, and big buttons to send the table's result.
import { laptopNow } from './laptopTime'
import { SEATS, type Seat } from '@shared/bunco/types'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTableView } from '@shared/phones/views'
import type { PhoneResult } from '@shared/schemas/phones'
import type { ConfirmAnswer } from '@shared/phones/decision'
import { timesUp } from '@shared/roomClock'
import { clockBlock } from './clockBlock'
import { confirmBlock } from './confirmBlock'
import { moreBlock, type DetailsProps } from './detailsBlock'
import { fill, h } from './dom'
import type { SendState } from './draft'
import { keeperPanel, type KeeperProps } from './keeperPanel'
import { sentBlock } from './sentBlock'
import { standingNote } from './standingNote'
import { seatName, winnerName } from './tableWords'

/** Everything the page draws from, and what it can do. */
export interface TablePageProps extends DetailsProps {
  send: SendState
  submit: () => void
  retry: () => void
  /** The other team's answer about the result they are asked to confirm. */
  answer: (answer: ConfirmAnswer) => void
  /** Their answer kept on the phone that the laptop has not had yet. */
  queuedAnswer: ConfirmAnswer | null
  /** The roll-by-roll scorekeeper (its view and texts are the page's). */
  keeper: Omit<KeeperProps, 'view' | 'texts'>
}

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
      view.roundClock === 'clockOnly'
        ? t.clock.untilTime
        : fill(view.play === 'team' ? t.goal : t.goalSolo, { goal: view.goal }),
    ),
    // the move countdown, or a timed round's end (it says what the bell would, and more)
    r ? clockBlock(view.clock, t, laptopNow()) : null,
    // before the bell only the head table needs telling (it rings it): the others keep the room
    (view.bell.bellAt || view.headTable) && !timesUp(view.clock, Date.now())
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
  const ids: readonly PhoneResult['winner'][] =
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
  // a phone that speaks for another table this round only reads this one
  const reads = view.phone.may === 'elsewhere'
  const form =
    view.round && view.playing && !reads
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
          standingNote(view, t),
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
    reads ? standingNote(view, t) : null,
    view.round && view.playing && !reads ? confirmBlock(p) : null,
    form ? null : movesBlock(view, t),
    view.playing
      ? seatsBlock(view, t)
      : h('p', { class: 'note', 'data-testid': 'not-playing' }, t.notPlaying),
    form,
    view.playing && !form ? sentBlock(p) : null,
    view.playing && !reads ? keeperPanel({ ...p.keeper, view, texts: t }) : null,
  )
}
