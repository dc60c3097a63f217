// A phone result's cost does not grow with the night: a submission reads a bounded number of
// rows (never the night's whole log, nor every submission of the round), counted, not timed.
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nightWithPhones } from '../../drivers/phones-night'
import { resultRounds } from '../../drivers/resultRounds'
import type { MainContext } from '../../../src/main/context'
import { phonesContext } from './phonesContext'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

const open: MainContext[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

/** Rows SQLite hands back, by the table a statement reads (events, lan_submissions, …). */
function countRows(): { rows: Map<string, number>; reset(): void } {
  const rows = new Map<string, number>()
  const probe = new Database(':memory:')
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as {
    all: (...args: unknown[]) => unknown[]
    get: (...args: unknown[]) => unknown
  }
  probe.close()
  const tableOf = (source: string): string => /\bFROM\s+"?(\w+)/i.exec(source)?.[1] ?? '?'
  const add = (source: string, n: number): void => {
    const table = tableOf(source)
    rows.set(table, (rows.get(table) ?? 0) + n)
  }
  const all = Statement.all
  const get = Statement.get
  vi.spyOn(Statement, 'all').mockImplementation(function (
    this: { source: string },
    ...args: unknown[]
  ) {
    const out = all.apply(this, args)
    add(this.source, out.length)
    return out
  })
  vi.spyOn(Statement, 'get').mockImplementation(function (
    this: { source: string },
    ...args: unknown[]
  ) {
    const out = get.apply(this, args)
    add(this.source, out === undefined ? 0 : 1)
    return out
  })
  return { rows, reset: () => rows.clear() }
}

describe('a phone result’s cost', () => {
  it('reads as many rows after 400 results as after 10: no replay of the log, no scan of the round', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { night } = await nightWithPhones(ctx, call, {
      guests: 12,
      seed: 4,
      mode: 'trust',
    })
    // each result replaces its table's last: one more event and one more submission each time,
    // round after round (a table sends at most a few a round)
    const results = resultRounds(ctx, call, night.id)
    const submit = async (): Promise<void> => {
      await results.ready()
      expect(results.send().status).toBe('applied')
    }
    const counter = countRows()
    const readBy = async (): Promise<Map<string, number>> => {
      await results.ready()
      counter.reset()
      expect(results.send().status).toBe('applied')
      return new Map(counter.rows)
    }
    while (results.sent() < 10) await submit()
    const early = await readBy()
    while (results.sent() < 400) await submit()
    const late = await readBy()
    const total = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0)
    // a handful of event rows (the newest ones, the log's length), not the log of 400
    expect(late.get('events') ?? 0).toBeLessThanOrEqual(10)
    expect(late.get('lan_submissions') ?? 0).toBeLessThanOrEqual(5)
    expect(total(late)).toBeLessThanOrEqual(total(early) + 2)
  })
})
