// Results that reach the laptop together share one durable commit: each in its own savepoint, the
// phones answered and the host told only once it is durable; a refused one rolls back only itself,
// and a commit that fails refuses them all and keeps nothing.
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nightWithPhones, phoneOf } from '../../drivers/phones-night'
import { readJoins } from '../../../src/main/phones/joinStore'
import { PhoneError } from '../../../src/main/phones/phonesContext'
import { commitTogether } from '../../../src/main/phones/sharedCommit'
import { submit } from '../../../src/main/phones/submissions'
import type { SubmitOutcome } from '../../../src/shared/phones/protocol'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()
afterEach(() => vi.restoreAllMocks())

// set while a test wants the next COMMIT to fail (as a full disk would)
let failCommit = false
afterEach(() => {
  failCommit = false
})

/** Every statement run from now on: its SQL, and whether a transaction was open. */
function watchRuns(inTransaction: () => boolean): { sql: string; open: boolean }[] {
  const probe = new Database(':memory:')
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as {
    run: (...args: unknown[]) => unknown
  }
  probe.close()
  const run = Statement.run
  const runs: { sql: string; open: boolean }[] = []
  vi.spyOn(Statement, 'run').mockImplementation(function (
    this: { source: string },
    ...args: unknown[]
  ) {
    runs.push({ sql: this.source, open: inTransaction() })
    if (this.source === 'COMMIT' && failCommit) throw new Error('disk full')
    return run.apply(this, args)
  })
  return runs
}

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 6, mode: 'trust' })
  const codes = status.tables.map((t) => t.code)
  const send = (i: number, key: string, round = 1): Promise<SubmitOutcome> => {
    const phone = phoneOf(ctx, codes[i]!)
    return commitTogether(ctx.phones, () =>
      submit(ctx.phones, codes[i]!, { key, round, winner: 'NS' }, phone, 'en'),
    )
  }
  return { ctx, nightId: night.id, send }
}

describe('results sent together', () => {
  it('share one commit; the host hears each once it is durable, then each phone is answered', async () => {
    const { ctx, nightId, send } = await party()
    const heard: { eventId: number; open: boolean }[] = []
    ctx.store.subscribe((_night, eventId) => heard.push({ eventId, open: ctx.db.inTransaction }))
    const runs = watchRuns(() => ctx.db.inTransaction)
    const answered: number[] = []
    const sends = [0, 1, 2].map((i) =>
      send(i, `together-${i}`).then((outcome) => {
        answered.push(heard.length)
        return outcome
      }),
    )
    expect(heard).toEqual([])
    const outcomes = await Promise.all(sends)
    expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied', 'applied'])
    expect(runs.filter((r) => /^BEGIN/.test(r.sql))).toHaveLength(1)
    expect(runs.filter((r) => r.sql === 'COMMIT')).toHaveLength(1)
    expect(runs.filter((r) => !r.open && !/^BEGIN/.test(r.sql))).toEqual([])
    // told after the commit, and every phone answered after the host was told
    expect(heard).toHaveLength(3)
    expect(heard.every((h) => !h.open)).toBe(true)
    expect(answered).toEqual([3, 3, 3])
    expect(
      ctx.store
        .state(nightId)
        .current?.results.map((r) => r.table)
        .sort(),
    ).toEqual([1, 2, 3])
  })

  it('a refused one changes nothing and leaves the others counted', async () => {
    const { ctx, nightId, send } = await party()
    const [first, refused, third] = await Promise.allSettled([
      send(0, 'together-a'),
      send(1, 'together-b', 2),
      send(2, 'together-c'),
    ])
    expect(first).toMatchObject({ status: 'fulfilled', value: { status: 'applied' } })
    expect(third).toMatchObject({ status: 'fulfilled', value: { status: 'applied' } })
    expect(refused.status).toBe('rejected')
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(PhoneError)
    expect(ctx.phones.repo.submissionByKey(nightId, 'together-b')).toBeUndefined()
    expect(
      ctx.store
        .state(nightId)
        .current?.results.map((r) => r.table)
        .sort(),
    ).toEqual([1, 3])
  })

  it('a commit that fails refuses them all, tells nobody and keeps nothing, joins included', async () => {
    const { ctx, nightId, send } = await party()
    const pushed: string[] = []
    ctx.push.subscribe((message) => pushed.push(message.name))
    watchRuns(() => ctx.db.inTransaction)
    failCommit = true
    const outcomes = await Promise.allSettled([send(0, 'lost-a'), send(1, 'lost-b')])
    failCommit = false
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected'])
    expect(pushed).toEqual([])
    expect(ctx.phones.repo.submissionByKey(nightId, 'lost-a')).toBeUndefined()
    expect(ctx.store.state(nightId).current?.results).toEqual([])
    expect(ctx.phones.joins.size).toBe(0)
    expect(readJoins(ctx.db, nightId)?.tables.size ?? 0).toBe(0)
    // and the next ones go through
    expect((await send(0, 'after-a')).status).toBe('applied')
  })
})
