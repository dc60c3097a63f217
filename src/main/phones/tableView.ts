// What a table's phone shows: its seats, the round, its last result and where last round's
// players moved, the result its other team is asked about, and what the phone reading it may do.
import { SEATS, clockPlan, isGhost } from '@shared/bunco'
import { confirmingSeats } from '@shared/phones/score'
import type { PhoneTableView } from '@shared/phones/views'
import { resultOf, type CodeRow } from './phonesRepo'
import { passId } from './passes'
import { standingAt } from './phoneJoins'
import { sentView, TABLE_VIEWS, type SentView } from './viewMemo'
import { roundOf } from './phoneViews'
import { playerNames, type PhonesContext } from './phonesContext'
import { nightClock, roundBell } from './roundBell'
import { shortNames } from './shortNames'
import { shownStatus } from './submissionStatus'
import { checkCode } from './tableCodes'

/** What the phone of the table with this code shows, and what that phone (its pass) may do. */
export function tableView(
  cx: PhonesContext,
  code: string,
  pass: string | null = null,
): PhoneTableView {
  return tableViewOf(cx, checkCode(cx, code, 'table'), pass)
}

// the view of a table whose code was checked
function tableViewOf(cx: PhonesContext, row: CodeRow, pass: string | null): PhoneTableView {
  cx.tableViewsMade.set(row.code, (cx.tableViewsMade.get(row.code) ?? 0) + 1)
  const nightId = row.night_id
  const table = Number(row.target)
  const state = cx.store.state(nightId)
  const plan = state.current?.plan
  const seated = plan?.tables.find((t) => t.table === table)
  const all = playerNames(cx, nightId)
  const ids = seated ? SEATS.map((s) => seated.seats[s]) : []
  const short = shortNames(ids, all)
  const sent = plan ? cx.repo.latestSent(nightId, plan.round, table) : undefined
  const held = state.current?.results.find((r) => r.table === table)
  const entered = held !== undefined
  // where the players of this table's last round sit now, until this round's result is in
  const previous = state.played.at(-1)?.plan.tables.find((t) => t.table === table)
  const moves: PhoneTableView['moves'] = []
  if (previous && plan && !entered) {
    const movers = SEATS.map((s) => previous.seats[s]).filter((id) => !isGhost(id))
    const moverNames = shortNames(movers, all)
    for (const id of movers) {
      for (const t of plan.tables) {
        const seat = SEATS.find((s) => t.seats[s] === id)
        if (seat) moves.push({ name: moverNames.get(id) ?? '', table: t.table, seat })
      }
    }
  }
  const shown = sent ? shownStatus(cx, state, sent) : null
  // table mode: the result the other team is asked about, and who they are
  const asked = sent && shown === 'confirming' ? resultOf(sent) : null
  return {
    title: state.details.title,
    table,
    // on the clock alone the head table's bell ends nothing: it is a table like the others
    headTable: table === 1 && clockPlan(state.rules).endsByScore,
    round: roundOf(state),
    goal: state.rules.target,
    roundClock: state.rules.roundClock,
    play: state.rules.play,
    seats: SEATS.map((seat) => {
      const id = seated?.seats[seat]
      return { seat, name: id && !isGhost(id) ? (short.get(id) ?? null) : null }
    }),
    dice: {
      fourDice: state.rules.fourDice,
      wipeout: state.rules.wipeout,
      lowTriple7: state.rules.lowTriple7,
    },
    roundEnd: state.rules.roundEnd,
    record: { minis: state.rules.recordMinis, wipeouts: state.rules.recordWipeouts },
    bell: roundBell(cx, nightId, plan?.round),
    clock: nightClock(cx, state.status),
    sent:
      sent && shown
        ? {
            status: shown,
            at: sent.received_at,
            flagged: sent.flagged === 1,
          }
        : null,
    confirm:
      sent && asked
        ? {
            key: sent.idem_key,
            winner: asked.winner,
            points: asked.points ?? null,
            rollOff: asked.rollOff === true,
            asked: confirmingSeats(asked.winner).filter((s) => {
              const id = seated?.seats[s]
              return id !== undefined && !isGhost(id)
            }),
          }
        : null,
    playing: seated !== undefined,
    counted: held ? { winner: held.winner, points: held.points ?? null } : null,
    moves,
    phone: standingAt(
      cx,
      { nightId, round: plan?.round, table },
      passId(cx.passSecret, pass),
      asked ? (sent?.idem_key ?? null) : null,
    ),
  }
}

/**
 * The view of the table of a checked code for this phone, as sent, made once per change: the live
 * stream makes it to see whether to tell the phone, and the phone's read that follows gets the
 * same bytes (kept in the memo until the next push).
 */
export function tableViewSent(
  cx: PhonesContext,
  row: CodeRow,
  pass: string | null,
): SentView<PhoneTableView> {
  return cx.memo.get(`${TABLE_VIEWS}${row.code}:${pass ?? ''}`, () =>
    sentView(tableViewOf(cx, row, pass)),
  )
}

/** The table's view for this phone, made once per change; a code revoked meanwhile is refused. */
export function tableViewOnce(
  cx: PhonesContext,
  code: string,
  pass: string | null = null,
): PhoneTableView {
  return tableViewSent(cx, checkCode(cx, code, 'table'), pass).view
}
