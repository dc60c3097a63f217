// The live connection keeps the settings a saved host action relies on: after open, reopen and
// restore, as the development self-check reads them.
import { join } from 'node:path'
import { createRandom } from '@shared/bunco'
import type { StoreStatus } from '@shared/storage'
import type { NightView } from '@shared/views'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight, type Call } from '../../drivers/night-driver'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { durabilityProblems, readDurability } from '../../../src/main/db/durability'
import { selfCheckProblems } from '../../../src/main/selfCheck'
import { tempFolder } from '../helpers'

const DURABLE = { journalMode: 'wal', synchronous: 2, foreignKeys: true }

function open(dataFolder: string, onRestored?: () => void): { ctx: MainContext; call: Call } {
  const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0', onRestored })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

function expectDurable(ctx: MainContext): void {
  expect(readDurability(ctx.db)).toEqual(DURABLE)
  expect(selfCheckProblems(ctx.db)).toEqual([])
}

describe('durability settings on the live connection', () => {
  it('holds after open, after a reopen and after a restore', async () => {
    const dataFolder = tempFolder()
    const first = open(dataFolder)
    expectDurable(first.ctx)
    const ids = await addPeople(first.call, 8)
    const night = await playRound(
      first.call,
      await startNight(first.call, ids, { seed: 3 }),
      createRandom(3),
    )
    await first.ctx.idle()
    first.ctx.close()

    let restored = false
    const second = open(dataFolder, () => (restored = true))
    expectDurable(second.ctx)
    await playRound(second.call, night, createRandom(4))
    await second.ctx.idle()
    const { backups } = await must<StoreStatus>(second.call, 'storage:status', {})
    await must(second.call, 'storage:restore', { name: backups.at(-1)?.name })
    expect(restored).toBe(true)
    expect(second.ctx.db.open).toBe(false)

    const third = open(dataFolder)
    expectDurable(third.ctx)
    const back = await must<NightView>(third.call, 'night:get', { nightId: night.id })
    expect(back.roundsPlayed).toBe(1)
    third.ctx.close()
  })

  it('names each setting a connection lacks', () => {
    const db = new Database(join(tempFolder(), 'plain.sqlite'))
    db.pragma('synchronous = OFF')
    db.pragma('foreign_keys = OFF')
    expect(durabilityProblems(db)).toEqual([
      'journal_mode is delete, not wal',
      'synchronous is 0, not FULL (2)',
      'foreign_keys is off',
    ])
    db.close()
  })

  it('makes the self-check speak when the live store is no longer durable', () => {
    const { ctx } = open(tempFolder())
    ctx.db.pragma('synchronous = NORMAL')
    expect(selfCheckProblems(ctx.db)).toEqual(['store settings: synchronous is 1, not FULL (2)'])
    ctx.close()
  })
})
