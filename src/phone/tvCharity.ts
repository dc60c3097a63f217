// A charity night on the TV's page: the money raised toward the goal as a bar with the figure in
// the room's currency (unless the host keeps it off the TV), and a draw's reveal: its ticket
// rolling, then the ticket, the prize (or the 50/50 winner's half) and the buyer when known.
import { formatMoney } from '@shared/bunco/money'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { TvDraw, TvFundraiser } from '@shared/phones/tvFundraiser'
import { fill, h } from './dom'
import { rollingNumber, type DrawMoment } from '@shared/phones/drawReveal'
import './tvCharity.css'

/**
 * The money raised toward the goal (`big` before the first round, when it is all the TV shows);
 * null while the host keeps it off the TV.
 */
export function raisedBar(
  f: TvFundraiser,
  t: PhoneTexts,
  language: string,
  big = false,
): HTMLElement | null {
  if (!f.raised) return null
  const { totalMinor, goalMinor } = f.raised
  const amount = formatMoney(totalMinor, f.currency, language)
  const goal = formatMoney(goalMinor, f.currency, language)
  const raised = fill(t.tv.raised, { amount })
  return h(
    'section',
    {
      class: big ? 'tv-raised tv-big' : 'tv-raised',
      'aria-label': t.tv.raisedLabel,
      'data-testid': 'tv-raised',
    },
    h(
      'p',
      { class: 'tv-raised-line' },
      h('strong', { 'data-testid': 'tv-raised-amount' }, raised),
      goalMinor > 0 ? h('span', { class: 'tv-goal' }, fill(t.tv.goal, { amount: goal })) : null,
      f.cause ? h('span', { class: 'tv-cause' }, fill(t.tv.cause, { cause: f.cause })) : null,
    ),
    goalMinor > 0
      ? h('progress', {
          class: 'tv-bar',
          max: goalMinor,
          value: Math.max(0, Math.min(totalMinor, goalMinor)),
          'aria-label': `${raised} ${fill(t.tv.goal, { amount: goal })}`,
          'data-testid': 'tv-raised-bar',
        })
      : null,
  )
}

// what the draw gave: the prize (and its donor), or the 50/50 winner's half; then the buyer
function drawnFor(draw: TvDraw, currency: string, t: PhoneTexts, language: string): HTMLElement[] {
  const prize = draw.prize
    ? h('p', { class: 'tv-draw-prize', 'data-testid': 'tv-draw-prize' }, draw.prize)
    : draw.amountMinor !== null
      ? h(
          'p',
          { class: 'tv-draw-prize', 'data-testid': 'tv-draw-prize' },
          fill(t.tv.draw.half, { amount: formatMoney(draw.amountMinor, currency, language) }),
        )
      : null
  const donor = draw.donor
    ? h('p', { class: 'tv-draw-donor' }, fill(t.tv.draw.donor, { donor: draw.donor }))
    : null
  const buyer = h(
    'p',
    { class: 'tv-draw-buyer', 'data-testid': 'tv-draw-buyer' },
    draw.buyer ? fill(t.tv.draw.buyer, { buyer: draw.buyer }) : t.tv.draw.noBuyer,
  )
  return [prize, donor, buyer].filter((x): x is HTMLElement => x !== null)
}

/** A new draw's reveal over the screen (rolling, then shown); null when it rests. */
export function drawReveal(
  f: TvFundraiser,
  moment: DrawMoment,
  t: PhoneTexts,
  language: string,
): HTMLElement | null {
  const draw = moment.draw
  if (!draw || moment.phase === 'rest') return null
  const rolling = moment.phase === 'rolling'
  return h(
    'section',
    {
      class: `tv-reveal${rolling ? ' tv-rolling' : ' tv-shown'}`,
      role: 'status',
      'aria-label': t.tv.draw[draw.game],
      'data-testid': 'tv-draw',
    },
    h('h2', {}, t.tv.draw[draw.game]),
    h(
      'p',
      { class: 'tv-ticket', 'data-testid': 'tv-draw-ticket' },
      rolling ? rollingNumber(draw.ticket) : fill(t.tv.draw.ticket, { ticket: draw.ticket }),
    ),
    ...(rolling
      ? [h('p', { class: 'tv-draw-buyer' }, t.tv.draw.drawing)]
      : drawnFor(draw, f.currency, t, language)),
  )
}

/** The last draw beside the tables, once its reveal is over. */
export function lastDraw(
  f: TvFundraiser,
  moment: DrawMoment,
  t: PhoneTexts,
  language: string,
): HTMLElement | null {
  const draw = moment.draw
  if (!draw || moment.phase !== 'rest') return null
  return h(
    'section',
    { class: 'tv-last-draw', 'data-testid': 'tv-last-draw' },
    h('h2', {}, t.tv.draw.last),
    h('p', { class: 'tv-last-ticket' }, fill(t.tv.draw.ticket, { ticket: draw.ticket })),
    ...drawnFor(draw, f.currency, t, language),
  )
}

/** Writes a new rolling number into the rolling ticket, if one is on the screen. */
export function rollTicket(root: HTMLElement, draw: TvDraw | null): void {
  const ticket = root.querySelector('.tv-rolling .tv-ticket')
  if (ticket && draw) ticket.textContent = rollingNumber(draw.ticket)
}
