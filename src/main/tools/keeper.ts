// One table's scorekeeper, kept in main: every roll is saved before the screen shows it; a table
// that follows a night is seated by it, and offers its finished round's result to the night.
import {
  SEATS,
  faceOfRound,
  checkNightNext,
  checkNightSend,
  seatingInPlan,
  ghostId,
  keeperFollowing,
  keeperNextRound,
  keeperRound,
  keeperStep,
  keeperTable,
  keeperUndo,
  newKeeper,
  tableResult,
  type KeeperRoundStart,
  type KeeperState,
  type KeeperStep,
  type Seat,
} from '@shared/bunco'
import { AppError } from '@shared/app-error'
import type { KeeperStart } from '@shared/schemas/tools'
import type { KeeperView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import { actOnNight } from '../night/nightActions'
import { nightOf } from '../night/nightReads'
import {
  followedNight,
  forNight,
  keeperViewOf,
  type KeeperDeps,
  type KeeperRecord,
} from './keeperRecord'
import { slotValue } from './toolState'

/** The id a seat's player has at a table kept on its own. */
function seatId(seat: Seat): string {
  return `seat:${seat}`
}

function current(deps: KeeperDeps): KeeperRecord {
  return slotValue(deps.slot, 'tools.errors.noKeeper')
}

function save(deps: KeeperDeps, record: KeeperRecord): KeeperView {
  const view = keeperViewOf(deps, record)
  deps.slot.write(record)
  return view
}

// The seating of table `table` in the night's round being played.
function nightStart(view: NightView, table: number): KeeperRoundStart {
  return seatingInPlan(view.status === 'playing' ? (view.current?.plan ?? null) : null, table)
}

function withKeeper(record: KeeperRecord, keeper: KeeperState): KeeperRecord {
  return { ...record, keeper }
}

/** The scorekeeper as kept (null when none is). */
export function keeperView(deps: KeeperDeps): KeeperView | null {
  const record = deps.slot.read()
  return record ? keeperViewOf(deps, record) : null
}

/** Starts keeping a table: one of the night's, seated by it, or one on its own. */
export function startKeeper(deps: KeeperDeps, input: KeeperStart): KeeperView {
  if (input.mode === 'night') {
    const view = nightOf(deps.night, input.nightId)
    const start = nightStart(view, input.table)
    const { target, roundEnd, lowTriple7, wipeout, fourDice, play, roundClock } = view.rules
    const keeper = newKeeper(
      {
        play,
        table: input.table,
        rules: { target, roundEnd, lowTriple7, wipeout, fourDice, roundClock },
        rounds: view.totalRounds - start.round + 1,
        scorekeeper: input.scorekeeper,
      },
      start,
    )
    return save(deps, { keeper, names: {}, nightId: view.id })
  }
  // seats past the number of players are empty: a ghost (team play) or nobody (individual)
  let ghosts = 0
  const seats = Object.fromEntries(
    SEATS.map((seat, i) => [seat, i < input.players ? seatId(seat) : ghostId(++ghosts)]),
  ) as Record<Seat, string>
  const keeper = newKeeper(
    {
      play: input.play,
      table: input.table,
      rules: input.rules,
      rounds: input.sets * 6,
      scorekeeper: input.scorekeeper,
    },
    { seats, face: faceOfRound(1), round: 1 },
  )
  const names = Object.fromEntries(SEATS.map((seat) => [seatId(seat), input.names[seat]]))
  return save(deps, { keeper, names, nightId: null })
}

/** One step at the table: a roll, a Bunco, a point. */
export function stepKeeper(deps: KeeperDeps, step: KeeperStep): KeeperView {
  const record = current(deps)
  return save(deps, withKeeper(record, keeperStep(record.keeper, step)))
}

/** Takes back the last step. */
export function undoKeeperStep(deps: KeeperDeps): KeeperView {
  const record = current(deps)
  return save(deps, withKeeper(record, keeperUndo(record.keeper)))
}

/** The next round at the table: seated by the night when it follows one. */
export function nextKeeperRound(deps: KeeperDeps): KeeperView {
  const record = current(deps)
  const start = keeperRound(record.keeper).start
  const view = record.nightId === null ? null : followedNight(deps, record.nightId)
  if (!view)
    return save(deps, withKeeper(record, keeperNextRound(record.keeper, keeperFollowing(start))))
  const table = keeperTable(record.keeper)
  if (table.phase !== 'done')
    return save(deps, withKeeper(record, keeperNextRound(record.keeper, start)))
  checkNightNext(start.round, view.status === 'playing' ? (view.current?.plan.round ?? null) : null)
  const next = nightStart(view, record.keeper.setup.table)
  return save(deps, withKeeper(record, keeperNextRound(record.keeper, next)))
}

/** Offers the finished round's result to the night's results screen (as a table's entry). */
export function sendKeeperResult(deps: KeeperDeps): KeeperView {
  const record = current(deps)
  if (record.nightId === null) throw new AppError('not-found', 'tools.errors.notLinked')
  const view = nightOf(deps.night, record.nightId)
  const kept = keeperRound(record.keeper).start.round
  const table = keeperTable(record.keeper)
  // tableResult refuses a round still being played
  const result = tableResult(table)
  checkNightSend(kept, view.status === 'playing' ? (view.current?.plan.round ?? null) : null)
  actOnNight(deps.night, record.nightId, {
    type: 'result',
    round: kept,
    result: forNight(result, view),
  })
  return keeperViewOf(deps, record)
}

/** Stops keeping the table. */
export function clearKeeper(deps: KeeperDeps): null {
  deps.slot.clear()
  return null
}
