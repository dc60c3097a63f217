// Table mode's question on a table's phone: the team that did not win the result sent is asked
// whether it is right, with two big answers first on the screen of any phone of the table but the
// one that sent it (which says they answer on their own).
import type { PhoneTexts } from '@shared/i18n/phone'
import { winnersScore } from '@shared/phones/score'
import type { PhoneTableView } from '@shared/phones/views'
import type { ConfirmAnswer } from '@shared/phones/decision'
import { fill, h } from './dom'
import type { SendState } from './draft'
import { errorNote, seatName, winnerName } from './tableWords'

/** What the question draws from, and the answer it gives. */
export interface ConfirmProps {
  view: PhoneTableView
  texts: PhoneTexts
  send: SendState
  answer: (answer: ConfirmAnswer) => void
  /** The answer kept on the phone that the laptop has not had yet. */
  queuedAnswer: ConfirmAnswer | null
}

// "Fay & Eve", or in individual play the other players by name
function askedNames(view: PhoneTableView, t: PhoneTexts): string {
  const names = (view.confirm?.asked ?? []).map((s) => seatName(view, s, t))
  if (names.length === 2) return fill(t.team, { a: names[0]!, b: names[1]! })
  return names.join(', ')
}

/**
 * Table mode: the team that did not win the result sent is asked whether it is right; two big
 * answers, first on the screen (the phone that sent it says they answer on a phone of their own).
 */
export function confirmBlock(p: ConfirmProps): HTMLElement | null {
  const { view, texts: t, send } = p
  const c = view.confirm
  if (!c) return null
  const won = fill(view.play === 'team' ? t.won : t.wonSolo, { who: winnerName(view, c.winner, t) })
  const score = winnersScore(c.winner, c.points)
  const answer = (a: ConfirmAnswer, label: string, cls: string): HTMLElement =>
    h(
      'button',
      {
        type: 'button',
        class: `big answer ${cls}`,
        disabled: send.busy,
        'data-testid': `confirm-${a}`,
        onclick: () => p.answer(a),
      },
      send.busy ? t.confirm.answering : label,
    )
  return h(
    'section',
    { class: 'confirm', 'aria-labelledby': 'confirm-ask', 'data-testid': 'confirm' },
    h('h2', { id: 'confirm-ask' }, fill(t.confirm.ask, { who: askedNames(view, t) })),
    h(
      'p',
      { class: 'said', 'data-testid': 'confirm-result' },
      score ? `${won} ${score}` : won,
      c.rollOff ? h('span', { class: 'hint' }, ` · ${t.rollOff}`) : null,
    ),
    view.phone.sentAsked
      ? h(
          'p',
          { class: 'note', 'data-testid': 'confirm-other' },
          fill(t.confirm.other, { who: askedNames(view, t) }),
        )
      : h('p', { class: 'hint' }, t.confirm.hint),
    view.phone.sentAsked
      ? null
      : h(
          'div',
          { class: 'answers' },
          answer('right', t.confirm.right, 'yes'),
          answer('wrong', t.confirm.wrong, 'no'),
        ),
    // an answer the laptop has not had yet is kept and sent by itself
    p.queuedAnswer
      ? h(
          'p',
          { class: 'note warn', 'data-testid': 'confirm-queued' },
          fill(t.confirm.queued, {
            answer: p.queuedAnswer === 'right' ? t.confirm.right : t.confirm.wrong,
          }),
        )
      : errorNote(p),
  )
}
