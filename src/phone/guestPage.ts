// A guest's own page: where they sit now, where they were, their record and the top five (or,
// while the host hides them for the last rounds, that they are hidden until the awards).
import { laptopNow } from './laptopTime'
import { timesUp } from '@shared/roomClock'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneGuestView } from '@shared/phones/views'
import { clockBlock } from './clockBlock'
import { countText, fill, h } from './dom'

/** Draws a guest's page; once the night is over, its last view without a seat to go to. */
export function guestPage(
  view: PhoneGuestView,
  t: PhoneTexts,
  language: string,
  ended = false,
): HTMLElement {
  const g = t.guest
  return h(
    'div',
    { class: 'page guest' },
    h(
      'header',
      { class: 'head' },
      h('h1', {}, fill(g.hello, { name: view.name })),
      view.round && !ended
        ? h(
            'p',
            { class: 'round' },
            `${fill(t.round, { n: view.round.n, total: view.round.total })} · ${fill(t.rollFor, { face: view.round.face })}`,
          )
        : null,
      // the head table's bell reaches every phone of the room, a guest's too
      view.round && !ended && view.bell.bellAt && !timesUp(view.clock, Date.now())
        ? h('p', { class: 'bell rung', role: 'status', 'data-testid': 'bell' }, t.bell)
        : null,
      // the move countdown names the guest's next table; a timed round's end says what to do
      view.round && !ended
        ? clockBlock(view.clock, t, laptopNow(), { table: view.seat?.table ?? null })
        : null,
    ),
    ended
      ? h('p', { class: 'note', role: 'status', 'data-testid': 'guest-ended' }, g.ended)
      : h(
          'section',
          { class: 'where', 'data-testid': 'guest-seat' },
          view.seat
            ? h(
                'p',
                { class: 'seatNow' },
                fill(g.seatNow, { table: view.seat.table, seat: t.seats[view.seat.seat] }),
              )
            : h('p', {}, g.noSeat),
          view.seat?.partner ? h('p', {}, fill(g.partner, { name: view.seat.partner })) : null,
          view.previous
            ? h('p', { class: 'hint' }, fill(g.previous, { table: view.previous.table }))
            : null,
        ),
    h(
      'p',
      { class: 'record', 'data-testid': 'guest-record' },
      [
        countText(g.won, view.record.wins, language),
        countText(g.lost, view.record.losses, language),
        countText(g.buncoCount, view.record.buncos, language),
      ].join(' · '),
    ),
    view.place
      ? h('p', { class: 'record', 'data-testid': 'guest-place' }, fill(g.placeOf, view.place))
      : null,
    view.hidden
      ? h(
          'section',
          { class: 'top', 'data-testid': 'guest-hidden' },
          h('h2', {}, g.hidden),
          h('p', { class: 'hint' }, t.tv.hiddenHint),
        )
      : h(
          'section',
          { class: 'top' },
          h('h2', {}, g.top),
          h(
            'ul',
            { class: 'ranks' },
            ...view.top.map((row) =>
              h(
                'li',
                {},
                countText(g.place, row.wins, language, { place: row.place, name: row.name }),
              ),
            ),
          ),
        ),
  )
}
