// What became of the table's result, under who won: sent and how it stands, kept on the phone
// while offline, what the night counts for the table, and what still stops it being sent.
import type { PhoneTexts } from '@shared/i18n/phone'
import { winnersScore } from '@shared/phones/score'
import type { PhoneTableView } from '@shared/phones/views'
import { fill, h } from './dom'
import type { SendState } from './draft'
import { errorNote, winnerName } from './tableWords'

/** What the section draws from, and its "try again" button's action. */
export interface SentProps {
  view: PhoneTableView
  texts: PhoneTexts
  send: SendState
  retry: () => void
}

// "Lou & Bea won 21–9": the winners first, as a table says its score
function countedSaid(view: PhoneTableView, t: PhoneTexts): string {
  const c = view.counted!
  const won = fill(view.play === 'team' ? t.won : t.wonSolo, { who: winnerName(view, c.winner, t) })
  const score = winnersScore(c.winner, c.points)
  return score ? `${won} ${score}` : won
}

/** The result's section; null when there is nothing to say. */
export function sentBlock(p: SentProps): HTMLElement | null {
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
