// `npm run bench -- store`: committing one round (results, marks, next seating, event) at 3, 25
// and 100 tables, against a bare durable SQLite commit of the same rows measured in the same run;
// then, at 100 tables, whether a commit late in a long night costs what an early one does. At 100
// tables five nights are played: the ratio is their commits' medians, `firstNightRatio` the first
// night's alone.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext, type MainContext } from '../../src/main/context'
import { openDatabase, type Db } from '../../src/main/db/connection'
import { migrate } from '../../src/main/db/migrate'
import { MIGRATIONS } from '../../src/main/db/migrations'
import { createRandom } from '../../src/shared/bunco'
import type { NightView } from '../../src/shared/views'
import {
  addPeople,
  must,
  randomResults,
  startNight,
  type Call,
} from '../../test/drivers/night-driver'
import { median } from '../lib/stats'

const SIZES = [3, 25, 100]
const ROUNDS = 35
// a night of six sets (36 rounds); the five rounds around 3 and around 30 are compared, over
// four nights: twenty commits each side, as one commit's fsync alone varies by half
const EARLY = [1, 2, 3, 4, 5]
const LATE = [28, 29, 30, 31, 32]
// nights played after the first, in the same store: every round's code is warm in all of them
const LATER_NIGHTS = 4

type Row = Record<string, unknown>

/** The rows one commit wrote: the round's results and marks, the next seating, the event. */
function committedRows(db: Db, nightId: number, round: number): [string, Row[]][] {
  const rows = (sql: string, ...args: unknown[]): Row[] =>
    db.prepare<unknown[], Row>(sql).all(...args)
  return [
    [
      'table_results',
      rows('SELECT * FROM table_results WHERE night_id = ? AND round = ?', nightId, round),
    ],
    ['marks', rows('SELECT * FROM marks WHERE night_id = ? AND round = ?', nightId, round)],
    ['rounds', rows('SELECT * FROM rounds WHERE night_id = ? AND round = ?', nightId, round + 1)],
    ['seats', rows('SELECT * FROM seats WHERE night_id = ? AND round = ?', nightId, round + 1)],
    ['events', rows('SELECT * FROM events WHERE night_id = ? ORDER BY id DESC LIMIT 1', nightId)],
  ]
}

/** Writes the same rows into an empty store of the same schema: plain inserts, one commit. */
function bareCommit(bare: Db, written: [string, Row[]][]): number {
  const statements = written.map(([table, rows]) => {
    const columns = Object.keys(rows[0] ?? {})
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
    return { stmt: columns.length ? bare.prepare(sql) : null, rows, columns, table }
  })
  const start = performance.now()
  bare
    .transaction(() => {
      for (const { stmt, rows, columns, table } of statements) {
        for (const row of rows) {
          const values = columns.map((c) => row[c])
          // Event ids are the store's own: let the bare store number its copies.
          if (table === 'events') values[0] = null
          stmt?.run(...values)
        }
      }
    })
    .immediate()
  return performance.now() - start
}

/** Each round's commit time in one night, and the bare commit's of the same rows. */
async function playNight(
  ctx: MainContext,
  bare: Db,
  ids: readonly number[],
  seed: number,
): Promise<{ store: number[]; bare: number[] }> {
  const call: Call = (name, args) => ctx.dispatch(name, args)
  let view = await startNight(call, ids, { seed, rules: { sets: 6 } })
  const random = createRandom(seed)
  const store: number[] = []
  const bareTimes: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    const plan = view.current?.plan
    if (!plan) break
    const results = randomResults(plan, random)
    const start = performance.now()
    view = await must<NightView>(call, 'night:commitRound', {
      nightId: view.id,
      round: plan.round,
      results,
    })
    store.push(performance.now() - start)
    bareTimes.push(bareCommit(bare, committedRows(ctx.db, view.id, plan.round)))
  }
  return { store, bare: bareTimes }
}

/** The median commit at these rounds (1-based) over the nights. */
function atRounds(nights: readonly number[][], rounds: readonly number[]): number {
  return median(nights.flatMap((times) => rounds.map((r) => times[r - 1] ?? Number.NaN)))
}

async function measure(
  folder: string,
  tables: number,
  laterNights: number,
): Promise<{
  store: number
  bare: number
  later: number[][]
  first: { store: number; bare: number }
}> {
  const ctx: MainContext = createMainContext({
    dataFolder: join(folder, `store-${tables}`),
    locales: ['en-US'],
    version: 'bench',
    backupEachRound: false,
  })
  const bare = openDatabase(join(folder, `bare-${tables}.sqlite`))
  migrate(bare, MIGRATIONS)
  // Bare: the rows alone, without the parent rows their foreign keys would point to.
  bare.pragma('foreign_keys = OFF')
  const ids = await addPeople((name, args) => ctx.dispatch(name, args), tables * 4)
  const nights = [await playNight(ctx, bare, ids, tables)]
  for (let n = 1; n <= laterNights; n++) nights.push(await playNight(ctx, bare, ids, tables + n))
  ctx.close()
  bare.close()
  // every commit of every night on each side: one night's 35 leave the median at one fsync's mercy
  const [first] = nights as [{ store: number[]; bare: number[] }]
  return {
    store: median(nights.flatMap((n) => n.store)),
    bare: median(nights.flatMap((n) => n.bare)),
    later: nights.slice(1).map((n) => n.store),
    first: { store: median(first.store), bare: median(first.bare) },
  }
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-store-'))
  const out: Record<
    string,
    { medianMs: number; ratio: number; bareMedianMs: number; firstNightRatio: number }
  > = {}
  let flatInNight = { round3Ms: Number.NaN, round30Ms: Number.NaN, rounds: 0 }
  try {
    for (const tables of SIZES) {
      const largest = tables === SIZES[SIZES.length - 1]
      const { store, bare, later, first } = await measure(
        folder,
        tables,
        largest ? LATER_NIGHTS : 0,
      )
      out[String(tables)] = {
        medianMs: Number(store.toFixed(2)),
        ratio: Number((store / bare).toFixed(2)),
        bareMedianMs: Number(bare.toFixed(2)),
        // the first night alone, its code still warming up
        firstNightRatio: Number((first.store / first.bare).toFixed(2)),
      }
      console.error(`${tables} tables: store ${store.toFixed(2)} ms, bare ${bare.toFixed(2)} ms`)
      if (!largest) continue
      flatInNight = {
        round3Ms: Number(atRounds(later, EARLY).toFixed(2)),
        round30Ms: Number(atRounds(later, LATE).toFixed(2)),
        rounds: (later[0]?.length ?? 0) + 1,
      }
      console.error(
        `${tables} tables, each round: ${later.map((n) => n.map((t) => t.toFixed(1)).join(' ')).join(' | ')}`,
      )
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  return { bench: 'store', tables: out, flatInNight }
}
