// One table's scorekeeper as kept in main: its state, the names typed for a table kept on its
// own, and the night it follows (if any); shown with the night's names and what it may send.
import {
  keeperHasNext,
  keeperResults,
  keeperRound,
  keeperTable,
  keeperWins,
  sameResult,
  tableResult,
  checkKeeper,
  type TableResult,
} from '@shared/bunco'
import { KeeperStateSchema } from '@shared/schemas/tools'
import type { KeeperLink, KeeperView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import { z } from 'zod'
import type { Db } from '../db/connection'
import type { NightDeps } from '../night/nightDeps'
import { nightOf } from '../night/nightReads'
import { TOOL_KEYS, toolSlot, type ToolSlot } from './toolState'

const KeeperRecordSchema = z.strictObject({
  keeper: KeeperStateSchema,
  /** Names typed for a table kept on its own, by player id ('' = unnamed). */
  names: z.record(z.string().max(40), z.string().max(60)),
  nightId: z.int().min(1).nullable(),
})
/** The scorekeeper as saved. */
export type KeeperRecord = z.output<typeof KeeperRecordSchema>

/** What the scorekeeper's functions work with. */
export interface KeeperDeps {
  night: NightDeps
  slot: ToolSlot<KeeperRecord>
}

/** Builds the scorekeeper's dependencies over the app-state table and the nights. */
export function keeperDeps(db: Db, night: NightDeps, log?: (err: unknown) => void): KeeperDeps {
  const check = (record: KeeperRecord): KeeperRecord => {
    checkKeeper(record.keeper)
    return record
  }
  return { night, slot: toolSlot(db, TOOL_KEYS.keeper, KeeperRecordSchema, check, log) }
}

/** The night a kept table follows; null once it was deleted (the table goes on, on its own). */
export function followedNight(deps: KeeperDeps, nightId: number): NightView | null {
  try {
    return nightOf(deps.night, nightId)
  } catch {
    return null
  }
}

/** A table's result as the night takes it: without the counts its rules do not record. */
export function forNight(result: TableResult, view: NightView): TableResult {
  const sent = { ...result }
  if (!view.rules.recordMinis) delete sent.minis
  if (!view.rules.recordWipeouts) delete sent.wipeouts
  return sent
}

// the night a kept table follows, as its screen shows it, and that night's names
function linkOf(
  deps: KeeperDeps,
  record: KeeperRecord,
): { link: KeeperLink; names: Record<string, string> } | null {
  if (record.nightId === null) return null
  const view = followedNight(deps, record.nightId)
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

/** The scorekeeper as its screen shows it. */
export function keeperViewOf(deps: KeeperDeps, record: KeeperRecord): KeeperView {
  const linked = linkOf(deps, record)
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
