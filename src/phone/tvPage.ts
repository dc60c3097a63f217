// The TV's page over the Wi-Fi: what the laptop's projector shows, big enough to read across a
// room (a smart TV, a tablet on a stand): the round, the tables, the top five (or that they are
// hidden until the awards), the traveling die, the prizes at the end, and the Wi-Fi's QR code; on
// a charity night also the money raised and each draw's reveal (tvCharity.ts).
import { laptopNow } from './laptopTime'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTvView } from '@shared/phones/views'
import { timesUp } from '@shared/roomClock'
import { clockBlock } from './clockBlock'
import { countText, fill, h } from './dom'
import { drawReveal, lastDraw, raisedBar } from './tvCharity'
import type { DrawMoment } from '@shared/phones/drawReveal'
import type { TvMoment } from './tvMoments'
import { nameElement, winnersElement } from './tvNames'
import './tv.css'
import './tvRace.css'

/**
 * The most tables a screen shows at once: 4 × 3 on a TV, 3 × 3 on a tablet's 720 lines; more
 * come in pages that turn by themselves.
 */
export function tablesPerPage(screenHeight: number): number {
  return screenHeight < 900 ? 9 : 12
}

/** How many columns the tables take, so their cards fill a 16:9 screen. */
export function tvColumns(tables: number): number {
  if (tables <= 2) return Math.max(1, tables)
  if (tables <= 4) return 2
  if (tables <= 9) return 3
  return 4
}

/** The tables of one page (page numbers wrap), and where they are among all of them. */
export function tvPageOf<T>(
  tables: readonly T[],
  page: number,
  perPage: number,
): { shown: T[]; first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(tables.length / perPage))
  const at = ((page % pages) + pages) % pages
  const shown = tables.slice(at * perPage, (at + 1) * perPage)
  return { shown, first: at * perPage + 1, last: at * perPage + shown.length, pages }
}

function roundLine(view: PhoneTvView, t: PhoneTexts): string | null {
  const r = view.round
  if (!r) return null
  // the round of the night and its number to roll (the set adds nothing across a room)
  return [fill(t.round, { n: r.n, total: r.total }), fill(t.rollFor, { face: r.face })].join(' · ')
}

function standings(view: PhoneTvView, t: PhoneTexts, language: string): HTMLElement | null {
  if (view.hidden) {
    return h(
      'section',
      { class: 'tv-top tv-hidden', 'data-testid': 'tv-hidden' },
      h('h2', {}, t.tv.hidden),
      h('p', {}, t.tv.hiddenHint),
    )
  }
  // before the first round is in there is nobody to rank
  if (view.top.length === 0) return null
  return h(
    'section',
    { class: 'tv-top', 'data-testid': 'tv-top' },
    h('h2', {}, t.tv.top),
    h(
      'ol',
      { class: 'tv-ranks' },
      ...view.top.map((row) =>
        h(
          'li',
          { 'data-testid': 'tv-leader' },
          nameElement(
            countText(t.guest.place, row.wins, language, { place: row.place, name: row.name }),
          ),
        ),
      ),
    ),
  )
}

function wifi(view: PhoneTvView, t: PhoneTexts): HTMLElement | null {
  if (!view.wifi) return null
  return h(
    'figure',
    { class: 'tv-wifi', 'data-testid': 'tv-wifi' },
    h('img', {
      src: view.wifi.qr,
      alt: `${t.tv.wifi}: ${view.wifi.name}`,
      width: 200,
      height: 200,
    }),
    h(
      'figcaption',
      {},
      h('strong', {}, t.tv.wifi),
      h('span', {}, fill(t.tv.wifiName, { name: view.wifi.name })),
    ),
  )
}

function tables(view: PhoneTvView, t: PhoneTexts, page: number): HTMLElement {
  const { shown, first, last, pages } = tvPageOf(
    view.tables,
    page,
    tablesPerPage(window.innerHeight),
  )
  const cols = tvColumns(shown.length)
  const rows = Math.max(1, Math.ceil(shown.length / cols))
  const grid = h(
    'div',
    {
      'data-testid': 'tv-tables',
      // classes, not a style attribute: the page's CSP takes no inline style
      // three or four across: a seat's letter beside its player, partners one above the other
      class: `tv-tables tv-cols-${cols} tv-rows-${rows}${cols >= 3 ? ' tv-dense' : ''}`,
    },
    ...shown.map((table) =>
      h(
        'article',
        {
          class: `tv-card${table.done ? ' tv-done' : ''}`,
          'data-testid': `tv-table-${table.table}`,
        },
        h(
          'h2',
          {},
          fill(t.tv.table, { table: table.table }),
          // the result in beats a running score: the table has finished its round
          table.done
            ? h(
                'span',
                { class: 'tv-badge tv-in', 'data-testid': `tv-done-${table.table}` },
                t.tv.done,
              )
            : table.live
              ? h(
                  'span',
                  { class: 'tv-badge tv-live', 'data-testid': `tv-live-${table.table}` },
                  table.live,
                )
              : null,
        ),
        h(
          'dl',
          { class: 'tv-seats' },
          ...table.seats.flatMap((s) => [
            h(
              'dt',
              {},
              h('span', { class: 'tv-seat-word' }, t.seats[s.seat]),
              h(
                'abbr',
                { class: 'tv-seat-letter', title: t.seats[s.seat] },
                [...t.seats[s.seat]][0] ?? '',
              ),
            ),
            h('dd', { class: s.name ? null : 'tv-empty' }, s.name ? nameElement(s.name) : t.empty),
          ]),
        ),
      ),
    ),
  )
  return h(
    'section',
    { class: 'tv-seating', 'aria-label': t.tv.tables },
    grid,
    pages > 1
      ? h(
          'p',
          { class: 'tv-page', 'data-testid': 'tv-page' },
          fill(t.tv.page, { first, last, total: view.tables.length }),
        )
      : null,
  )
}

function awards(view: PhoneTvView, t: PhoneTexts, language: string): HTMLElement | null {
  if (!view.awards) return null
  return h(
    'section',
    { class: 'tv-awards', 'aria-label': t.tv.prizes, 'data-testid': 'tv-awards' },
    ...view.awards.map((a) =>
      h(
        'article',
        { class: 'tv-award', 'data-testid': `tv-award-${a.prize}` },
        h('h2', {}, t.tv.prize[a.prize]),
        a.names.length > 0
          ? winnersElement(a.names, language)
          : h('p', { class: 'tv-nobody', 'data-testid': 'tv-award-name' }, t.tv.nobody),
        a.status === 'needsRollOff' ? h('p', {}, t.tv.rollOff) : null,
      ),
    ),
  )
}

// the playoff's champions, crowned above the prizes
function champions(view: PhoneTvView, t: PhoneTexts, language: string): HTMLElement | null {
  if (view.champions.length === 0) return null
  return h(
    'section',
    { class: 'tv-champion', 'data-testid': 'champion' },
    h('h2', {}, view.champions.length > 1 ? t.playoff.champions : t.playoff.champion),
    winnersElement(view.champions, language),
  )
}

// a Bunco just rolled, big over the tables for a few seconds (still under reduced motion)
function buncoBanner(moment: TvMoment, t: PhoneTexts): HTMLElement {
  const b = moment.bunco
  return h(
    'p',
    {
      class: b ? `tv-bunco${moment.fresh ? ' tv-pop' : ''}` : 'tv-bunco tv-quiet',
      role: 'status',
      'data-testid': 'tv-bunco',
    },
    b ? fill(t.tv.bunco, { name: b.name, table: b.table }) : '',
  )
}

/**
 * Draws the TV's page; `page` picks which tables show when they do not fit on one screen,
 * `moment` what was just said in the room (the bell, a Bunco), as the projector shows it, and
 * `draw` where a charity night's newest draw's reveal is, `now` this screen's clock.
 */
export function tvPage(
  view: PhoneTvView,
  t: PhoneTexts,
  language: string,
  page = 0,
  moment: TvMoment = { bellRang: false, bunco: null, fresh: false },
  draw: DrawMoment = { draw: null, phase: 'rest' },
  now: number = laptopNow(),
): HTMLElement {
  const bellRang = moment.bellRang
  const round = roundLine(view, t)
  const charity = view.fundraiser
  return h(
    'div',
    { class: 'tv' },
    h(
      'header',
      { class: 'tv-head' },
      h('h1', {}, view.title),
      h(
        'p',
        { class: 'tv-round', 'data-testid': 'tv-round' },
        round ?? (view.notStarted ? t.tv.notStarted : t.tv.over),
      ),
      view.round && bellRang && !timesUp(view.clock, now)
        ? h('p', { class: 'tv-bell', role: 'status', 'data-testid': 'tv-bell' }, t.bell)
        : null,
      view.dieHolders.length > 0
        ? h('p', { class: 'tv-die' }, fill(t.tv.dieHolder, { names: view.dieHolders.join(', ') }))
        : null,
    ),
    // between rounds the move countdown, large; at a timed round's end the call to stop
    view.round ? clockBlock(view.clock, t, now, { big: true }) : null,
    view.round ? buncoBanner(moment, t) : null,
    champions(view, t, language),
    charity ? raisedBar(charity, t, language, view.notStarted) : null,
    h(
      'div',
      { class: 'tv-body' },
      awards(view, t, language) ?? tables(view, t, page),
      h(
        'aside',
        { class: 'tv-side' },
        charity ? lastDraw(charity, draw, t, language) : null,
        standings(view, t, language),
        wifi(view, t),
      ),
    ),
    charity ? drawReveal(charity, draw, t, language) : null,
  )
}
