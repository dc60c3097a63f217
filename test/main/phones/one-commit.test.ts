// A phone's result is one durable commit: its submission, the night's event, the phone's join to
// its table and the note of who sent it are written in one transaction (a room's results wait on
// each other's commits, so three a result cost a round of 75 tables hundreds of milliseconds). A
// commit that fails keeps none of them, in the store or in memory.
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nightWithPhones, phoneOf } from '../../drivers/phones-night'
import { readJoins } from '../../../src/main/phones/joinStore'
import { submit } from '../../../src/main/phones/submissions'
import { tableViewOnce } from '../../../src/main/phones/tableView'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()
afterEach(() => vi.restoreAllMocks())

/** better-sqlite3's statement methods, to watch every write run. */
function statements(): { run: (...args: unknown[]) => unknown } {
  const probe = new Database(':memory:')
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as {
    run: (...args: unknown[]) => unknown
  }
  probe.close()
  return Statement
}

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 5, mode: 'trust' })
  const code = status.tables[0]!.code
  return { ctx, nightId: night.id, code, phone: phoneOf(ctx, code) }
}

describe('a phone result’s commit', () => {
  it('writes the result, the phone’s join and its sending in one transaction', async () => {
    const { ctx, code, phone } = await party()
    const Statement = statements()
    const run = Statement.run
    const writes: { sql: string; inTransaction: boolean }[] = []
    vi.spyOn(Statement, 'run').mockImplementation(function (
      this: { source: string },
      ...args: unknown[]
    ) {
      writes.push({ sql: this.source, inTransaction: ctx.db.inTransaction })
      return run.apply(this, args)
    })
    const sent = submit(
      ctx.phones,
      code,
      { key: 'one-commit-1', round: 1, winner: 'NS' },
      phone,
      'en',
    )
    expect(sent.status).toBe('applied')
    expect(writes.some((w) => /app_state/.test(w.sql))).toBe(true)
    expect(writes.some((w) => /lan_submissions/.test(w.sql))).toBe(true)
    // one transaction begun, and nothing written outside it (no write commits on its own)
    expect(writes.filter((w) => /^BEGIN/.test(w.sql))).toHaveLength(1)
    expect(writes.filter((w) => !w.inTransaction && !/^BEGIN/.test(w.sql))).toEqual([])
  })

  it('keeps no join when it fails: the phone is free in memory and in the store', async () => {
    const { ctx, nightId, code, phone } = await party()
    const Statement = statements()
    const run = Statement.run
    let keptJoins = 0
    // the write of the joins fails, after the result and the joins in memory were changed
    vi.spyOn(Statement, 'run').mockImplementation(function (
      this: { source: string },
      ...args: unknown[]
    ) {
      if (/app_state/.test(this.source) && ++keptJoins === 1) throw new Error('disk full')
      return run.apply(this, args)
    })
    expect(() =>
      submit(ctx.phones, code, { key: 'one-commit-2', round: 1, winner: 'NS' }, phone, 'en'),
    ).toThrow()
    vi.restoreAllMocks()
    expect(keptJoins).toBe(1)
    expect(readJoins(ctx.db, nightId)?.tables.size ?? 0).toBe(0)
    expect(ctx.phones.repo.submissionByKey(nightId, 'one-commit-2')).toBeUndefined()
    expect(tableViewOnce(ctx.phones, code, phone.pass).phone.may).toBe('free')
  })
})
