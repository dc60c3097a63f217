// `npm run bench -- store`: committing one round (results, marks, next seating, event) at 3, 25
// and 100 tables, against a bare durable SQLite commit of the same number of rows.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext } from '../../src/main/context'
import { openDatabase } from '../../src/main/db/connection'
import { createRandom } from '../../src/shared/bunco'
import type { NightView } from '../../src/shared/views'
import { addPeople, must, randomResults, startNight, type Call } from '../lib/night-driver'

const SIZES = [3, 25, 100]
const ROUNDS = 12

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Times a bare transaction inserting as many rows as one committed round writes. */
function bareCommit(folder: string, tables: number): number[] {
  const db = openDatabase(join(folder, `bare-${tables}.sqlite`))
  db.exec(`CREATE TABLE r (a INTEGER, b INTEGER, c TEXT, d TEXT) STRICT;
           CREATE TABLE s (a INTEGER, b INTEGER, c TEXT, d TEXT, PRIMARY KEY (a, b, c)) STRICT`)
  const insR = db.prepare('INSERT INTO r VALUES (?, ?, ?, ?)')
  const insS = db.prepare('INSERT INTO s VALUES (?, ?, ?, ?)')
  // Per round: one round row, one result per table, 4 marks per table, 4 next seats per table, 1 event.
  const rows = 2 + tables * 9
  const times: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const start = performance.now()
    db.transaction(() => {
      for (let i = 0; i < rows; i++) {
        if (i % 2) insS.run(round, i, 'NS', '{"table":1,"winner":"NS"}')
        else insR.run(round, i, 'W', 'p12')
      }
    }).immediate()
    times.push(performance.now() - start)
  }
  db.close()
  return times
}

async function storeCommit(folder: string, tables: number): Promise<number[]> {
  const ctx = createMainContext({
    dataFolder: join(folder, `store-${tables}`),
    locales: ['en-US'],
    version: 'bench',
  })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const ids = await addPeople(call, tables * 4)
  let view = await startNight(call, ids, { seed: tables, rules: { sets: 4 } })
  const random = createRandom(tables)
  const times: number[] = []
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
    times.push(performance.now() - start)
  }
  ctx.close()
  return times
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-store-'))
  const out: Record<string, { medianMs: number; ratio: number; bareMedianMs: number }> = {}
  try {
    for (const tables of SIZES) {
      const store = median(await storeCommit(folder, tables))
      const bare = median(bareCommit(folder, tables))
      out[String(tables)] = {
        medianMs: Number(store.toFixed(2)),
        ratio: Number((store / bare).toFixed(2)),
        bareMedianMs: Number(bare.toFixed(2)),
      }
      console.error(`${tables} tables: store ${store.toFixed(2)} ms, bare ${bare.toFixed(2)} ms`)
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  return { bench: 'store', tables: out }
}
