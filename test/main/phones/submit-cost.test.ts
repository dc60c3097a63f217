// A phone result's cost does not grow with the night: a submission reads a bounded number of
// rows (never the night's whole log, nor every submission of the round), counted, not timed.
import Database from 'better-sqlite3'
import type { PhoneResult } from '@shared/schemas/lan'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nightWithPhones, phoneOf } from '../../../scripts/lib/phones-night'
import type { MainContext } from '../../../src/main/context'
import { phonesContext } from './phonesContext'

const open: MainContext[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const ctx of open.splice(0)) {
    await ctx.lan.stop()
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
    const { status } = await nightWithPhones(ctx, call, {
      guests: 12,
      seed: 4,
      mode: 'trust',
    })
    const code = status.tables[0]!.code
    const phone = phoneOf(ctx, code)
    let n = 0
    // each result replaces the table's last: one more event and one more submission each time
    const submit = (): void => {
      n += 1
      const body: PhoneResult = {
        key: `cost-${String(n).padStart(8, '0')}`,
        round: 1,
        winner: n % 2 ? 'NS' : 'EW',
      }
      expect(ctx.lan.submit(code, body, phone, 'en').status).toBe('applied')
    }
    const counter = countRows()
    const readBy = (): Map<string, number> => {
      counter.reset()
      submit()
      return new Map(counter.rows)
    }
    while (n < 10) submit()
    const early = readBy()
    while (n < 400) submit()
    const late = readBy()
    const total = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0)
    // a handful of event rows (the newest ones, the log's length), not the log of 400
    expect(late.get('events') ?? 0).toBeLessThanOrEqual(10)
    expect(late.get('lan_submissions') ?? 0).toBeLessThanOrEqual(5)
    expect(total(late)).toBeLessThanOrEqual(total(early) + 2)
  })
})
