import {
  SEATS,
  checkKeeper,
  faceOfRound,
  checkNightNext,
  checkNightSend,
  seatingInPlan,
  ghostId,
  keeperFollowing,
  keeperHasNext,
  keeperNextRound,
  keeperResults,
  keeperRound,
  keeperStep,
  keeperTable,
  keeperUndo,
  keeperWins,
  newKeeper,
  sameResult,
  tableResult,
  type KeeperRoundStart,
  type KeeperState,
  type KeeperStep,
  type Seat,
  type TableResult,
} from '@shared/bunco'
import { AppError } from '@shared/app-error'
import { KeeperStateSchema, type KeeperStart } from '@shared/schemas/tools'
import type { KeeperLink, KeeperView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import { z } from 'zod'
import type { Db } from '../db/connection'
import type { NightService } from '../night/nightService'
import { TOOL_KEYS, toolSlot } from './toolState'

/** One table's scorekeeper, kept in main: every roll is saved before the screen shows it. */
export interface KeeperService {
  view(): KeeperView | null
  start(input: KeeperStart): KeeperView
  step(step: KeeperStep): KeeperView
  undo(): KeeperView
  next(): KeeperView
  /** Offers the finished round's result to the night's results screen (as a table's entry). */
  send(): KeeperView
  clear(): null
}

const KeeperRecordSchema = z.strictObject({
  keeper: KeeperStateSchema,
  /** Names typed for a table kept on its own, by player id ('' = unnamed). */
  names: z.record(z.string().max(40), z.string().max(60)),
  nightId: z.int().min(1).nullable(),
})
type KeeperRecord = z.output<typeof KeeperRecordSchema>

/** The id a seat's player has at a table kept on its own. */
function seatId(seat: Seat): string {
  return `seat:${seat}`
}

/** Creates the scorekeeper's service over the app-state table and the nights. */
export function keeperService(
  db: Db,
  nights: Pick<NightService, 'get' | 'act'>,
  log?: (err: unknown) => void,
): KeeperService {
  const slot = toolSlot(
    db,
    TOOL_KEYS.keeper,
    KeeperRecordSchema,
    (record) => {
      checkKeeper(record.keeper)
      return record
    },
    log,
  )

  const night = (nightId: number): NightView | null => {
    try {
      return nights.get(nightId)
    } catch {
      // the night was deleted: the kept table goes on, on its own
      return null
    }
  }

  const forNight = (result: TableResult, view: NightView): TableResult => {
    const sent = { ...result }
    if (!view.rules.recordMinis) delete sent.minis
    if (!view.rules.recordWipeouts) delete sent.wipeouts
    return sent
  }

  const linkOf = (
    record: KeeperRecord,
  ): { link: KeeperLink; names: Record<string, string> } | null => {
    if (record.nightId === null) return null
    const view = night(record.nightId)
    if (!view) return null
    const kept = keeperRound(record.keeper).start.round
    const plan = view.current?.plan ?? null
    const table = keeperTable(record.keeper)
    const entered = view.current?.results.find((r) => r.table === table.table)
    const mine = table.phase === 'done' ? forNight(tableResult(table), view) : null
    const sameRound = plan?.round === kept
    const sent = sameRound && mine !== null && entered !== undefined && sameResult(entered, mine)
    return {
      link: {
        nightId: view.id,
        title: view.details.title,
        nightRound: plan?.round ?? null,
        totalRounds: view.totalRounds,
        sent,
        canSend: sameRound && mine !== null && !sent,
      },
      names: Object.fromEntries(view.players.map((p) => [p.player, p.name])),
    }
  }

  const viewOf = (record: KeeperRecord): KeeperView => {
    const linked = linkOf(record)
    return {
      state: record.keeper,
      table: keeperTable(record.keeper),
      results: keeperResults(record.keeper),
      wins: keeperWins(record.keeper),
      names: { ...record.names, ...(linked?.names ?? {}) },
      link: linked?.link ?? null,
      hasNext: keeperHasNext(record.keeper),
    }
  }

  const current = (): KeeperRecord => {
    const record = slot.read()
    if (!record) throw new AppError('not-found', 'tools.errors.noKeeper')
    return record
  }

  const save = (record: KeeperRecord): KeeperView => {
    const view = viewOf(record)
    slot.write(record)
    return view
  }

  // The seating of table `table` in the night's round being played.
  const nightStart = (view: NightView, table: number): KeeperRoundStart =>
    seatingInPlan(view.status === 'playing' ? (view.current?.plan ?? null) : null, table)

  const withKeeper = (record: KeeperRecord, keeper: KeeperState): KeeperRecord => ({
    ...record,
    keeper,
  })

  return {
    view() {
      const record = slot.read()
      return record ? viewOf(record) : null
    },
    start(input) {
      if (input.mode === 'night') {
        const view = nights.get(input.nightId)
        const start = nightStart(view, input.table)
        const { target, roundEnd, lowTriple7, wipeout, fourDice, play } = view.rules
        const keeper = newKeeper(
          {
            play,
            table: input.table,
            rules: { target, roundEnd, lowTriple7, wipeout, fourDice },
            rounds: view.totalRounds - start.round + 1,
            scorekeeper: input.scorekeeper,
          },
          start,
        )
        return save({ keeper, names: {}, nightId: view.id })
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
      return save({ keeper, names, nightId: null })
    },
    step(step) {
      const record = current()
      return save(withKeeper(record, keeperStep(record.keeper, step)))
    },
    undo() {
      const record = current()
      return save(withKeeper(record, keeperUndo(record.keeper)))
    },
    next() {
      const record = current()
      const start = keeperRound(record.keeper).start
      const view = record.nightId === null ? null : night(record.nightId)
      if (!view)
        return save(withKeeper(record, keeperNextRound(record.keeper, keeperFollowing(start))))
      const table = keeperTable(record.keeper)
      if (table.phase !== 'done')
        return save(withKeeper(record, keeperNextRound(record.keeper, start)))
      checkNightNext(
        start.round,
        view.status === 'playing' ? (view.current?.plan.round ?? null) : null,
      )
      const next = nightStart(view, record.keeper.setup.table)
      return save(withKeeper(record, keeperNextRound(record.keeper, next)))
    },
    send() {
      const record = current()
      if (record.nightId === null) throw new AppError('not-found', 'tools.errors.notLinked')
      const view = nights.get(record.nightId)
      const kept = keeperRound(record.keeper).start.round
      const table = keeperTable(record.keeper)
      // tableResult refuses a round still being played
      const result = tableResult(table)
      checkNightSend(kept, view.status === 'playing' ? (view.current?.plan.round ?? null) : null)
      nights.act(record.nightId, {
        type: 'result',
        round: kept,
        result: forNight(result, view),
      })
      return viewOf(record)
    },
    clear() {
      slot.clear()
      return null
    },
  }
}
