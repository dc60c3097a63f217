// The phone's scorekeeper: the table's round tapped roll by roll through the engine's own table
// state machine (the scorekeeper tool's keeper), then put into the result form in one tap.
import {
  keeperMoves,
  keeperStep,
  keeperTable,
  newKeeper,
  type KeeperState,
  type KeeperStep,
} from '@shared/bunco/keeper'
import { quickRolls } from '@shared/bunco/quickRolls'
import { tableResult } from '@shared/bunco/tableResult'
import { SEATS, partnerSeat, type Seat } from '@shared/bunco/types'
import type { TableState } from '@shared/bunco/tableState'
import { GHOST_PREFIX, isGhost } from '@shared/bunco/ghosts'
import type { PhoneTexts } from '@shared/i18n/phone'
import type { PhoneTableView } from '@shared/phones/views'
import { fill, h } from './dom'
import type { Draft } from './draft'

/** The taps kept on the phone for one round (so a reload or a dropped line loses nothing). */
export interface KeptRound {
  round: number
  steps: KeeperStep[]
  /** How many running scores this round's posts have sent (their sequence number). */
  seq?: number
}

// the keeper's players are the seats themselves: a result comes back already by seat
function keeperOf(view: PhoneTableView, steps: readonly KeeperStep[]): KeeperState {
  const seats = Object.fromEntries(
    SEATS.map((s, i) => [
      s,
      view.seats.find((x) => x.seat === s)?.name ? s : `${GHOST_PREFIX}${i + 1}`,
    ]),
  ) as Record<Seat, string>
  let state = newKeeper(
    {
      play: view.play,
      table: view.table,
      rules: {
        target: view.goal,
        roundEnd: view.roundEnd,
        roundClock: view.roundClock,
        ...view.dice,
      },
      rounds: 1,
      scorekeeper: 'N',
    },
    { seats, face: view.round?.face ?? 1, round: view.round?.n ?? 1 },
  )
  for (const step of steps) state = keeperStep(state, step)
  return state
}

/** Where the kept round stands, or null when the taps no longer replay (rules changed). */
export function keptTable(view: PhoneTableView, kept: KeptRound): TableState | null {
  try {
    return keeperTable(keeperOf(view, kept.steps))
  } catch {
    return null
  }
}

/** Adds a tap; false when the rules refuse it (nothing changes). */
export function keepStep(view: PhoneTableView, kept: KeptRound, step: KeeperStep): boolean {
  try {
    keeperOf(view, [...kept.steps, step])
    kept.steps.push(step)
    return true
  } catch {
    return false
  }
}

/** Takes back the last tap. */
export function undoStep(kept: KeptRound): void {
  kept.steps.pop()
}

/** Fills the result form from a finished kept round. */
export function fillDraft(table: TableState, draft: Draft): void {
  const result = tableResult(table)
  draft.winner = result.winner
  if (result.points) draft.points = { NS: String(result.points.NS), EW: String(result.points.EW) }
  for (const s of SEATS) {
    const p = result.seatPoints?.[s]
    draft.seatPoints[s] = p === undefined ? '' : String(p)
  }
  draft.rollOff = result.rollOff === true
  for (const kind of ['buncos', 'minis', 'wipeouts'] as const) {
    for (const s of SEATS) draft.counts[kind][s] = result[kind]?.[s] ?? 0
  }
}

/** What the panel draws from and can do. */
export interface KeeperProps {
  view: PhoneTableView
  texts: PhoneTexts
  kept: KeptRound
  open: boolean
  refused: boolean
  toggle: () => void
  step: (step: KeeperStep) => void
  undo: () => void
  use: (table: TableState) => void
}

function nameAt(view: PhoneTableView, seat: Seat, t: PhoneTexts): string {
  // an empty seat is rolled for by its partner
  return (
    view.seats.find((x) => x.seat === seat)?.name ??
    view.seats.find((x) => x.seat === partnerSeat(seat))?.name ??
    t.empty
  )
}

function sideName(view: PhoneTableView, side: string, t: PhoneTexts): string {
  if (side === 'NS' || side === 'EW') {
    const [a, b] = side === 'NS' ? (['N', 'S'] as const) : (['E', 'W'] as const)
    return fill(t.team, { a: nameAt(view, a, t), b: nameAt(view, b, t) })
  }
  return nameAt(view, side as Seat, t)
}

/** Draws the scorekeeper: a button to open it, then turn, points and the quick-roll buttons. */
export function keeperPanel(p: KeeperProps): HTMLElement | null {
  const { view, texts: t, kept } = p
  if (!view.round) return null
  const k = t.keeper
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'big',
      'aria-expanded': p.open ? 'true' : 'false',
      'data-testid': 'keeper-toggle',
      onclick: p.toggle,
    },
    p.open ? k.close : k.open,
  )
  if (!p.open) return h('section', { class: 'keeper' }, toggle)
  const table = keptTable(view, kept)
  if (!table) return h('section', { class: 'keeper' }, toggle)
  const seat = table.order[table.turn] as Seat
  const who = nameAt(view, seat, t)
  const line =
    table.phase === 'done'
      ? fill(k.done, { side: sideName(view, String(table.winner), t) })
      : table.phase === 'rollOff'
        ? fill(k.rollOff, { name: who })
        : table.phase === 'finishing'
          ? fill(table.signal === 'bell' && table.endsAtGoal ? k.headBell : k.finishing, {
              name: who,
            })
          : // on an empty seat's turn its partner rolls, and the Bunco counts for the seat
            fill(isGhost(table.seats[seat]) ? k.turnGhost : k.turn, { name: who })
  const sides = view.play === 'team' ? ['NS', 'EW'] : SEATS.filter((s) => table.order.includes(s))
  const points = h(
    'ul',
    { class: 'sides' },
    ...sides.map((side) =>
      h(
        'li',
        { 'data-testid': `keeper-points-${side}` },
        fill(k.side, {
          side: sideName(view, side, t),
          points:
            (table.phase === 'rollOff' ? table.rollOffPoints : table.points)[side as 'NS'] ?? 0,
        }),
      ),
    ),
  )
  const playing = table.phase !== 'done'
  const quick = playing
    ? h(
        'div',
        { class: 'quick' },
        ...quickRolls(table.face, view.dice).map((q) =>
          h(
            'button',
            {
              type: 'button',
              class: `big q-${q.kind}`,
              'data-testid': `keeper-${q.kind}`,
              onclick: () => p.step({ kind: 'roll', dice: q.dice }),
            },
            fill(k.quick[q.kind], { points: q.points }),
          ),
        ),
      )
    : null
  // the bell, a Bunco elsewhere and the clock's zero: a big button each, when the table hears it
  const moves = keeperMoves(table)
  const told = (on: boolean, testid: string, step: KeeperStep, text: string): HTMLElement | null =>
    on
      ? h(
          'button',
          { type: 'button', class: 'big', 'data-testid': testid, onclick: () => p.step(step) },
          text,
        )
      : null
  const bell = told(moves.bell, 'keeper-bell', { kind: 'bell' }, k.bell)
  const stop = told(moves.buncoStop, 'keeper-stop', { kind: 'stop' }, k.stop)
  const timeUp = told(moves.timeUp, 'keeper-time-up', { kind: 'stop' }, k.timeUp)
  return h(
    'section',
    { class: 'keeper', 'data-testid': 'keeper' },
    toggle,
    h('p', { class: 'hint' }, k.intro),
    h('p', { class: 'turn', role: 'status', 'data-testid': 'keeper-status' }, line),
    points,
    p.refused ? h('p', { class: 'note error', role: 'alert' }, k.refused) : null,
    quick,
    bell,
    stop,
    timeUp,
    table.phase === 'done'
      ? h(
          'button',
          {
            type: 'button',
            class: 'big send',
            'data-testid': 'keeper-use',
            onclick: () => p.use(table),
          },
          k.use,
        )
      : null,
    kept.steps.length > 0
      ? h(
          'button',
          { type: 'button', class: 'big', 'data-testid': 'keeper-undo', onclick: p.undo },
          k.undo,
        )
      : null,
  )
}
