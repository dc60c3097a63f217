import { createRandom } from '@shared/bunco'
import type { StoreStatus } from '@shared/storage'
import type { NightSummary, NightView } from '@shared/views'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { createMainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'

describe('backups through the contract', () => {
  it('backs up after each committed round and restores a chosen backup', async () => {
    const dataFolder = tempFolder()
    const onRestored = vi.fn()
    const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0', onRestored })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 8)
    let v = await startNight(call, ids, { seed: 1 })
    v = await playRound(call, v, createRandom(1))
    await ctx.idle()
    const afterOne = await must<StoreStatus>(call, 'storage:status', {})
    expect(afterOne.recovery).toBeNull()
    expect(afterOne.backups.map((b) => b.reason)).toEqual(['round'])
    v = await playRound(call, v, createRandom(2))
    expect(v.roundsPlayed).toBe(2)
    await ctx.idle()
    const missing = await call('storage:restore', { name: '../../etc/passwd' })
    expect(missing.ok || missing.error.message).toMatch(/no backup called/)
    const oldest = (await must<StoreStatus>(call, 'storage:status', {})).backups.at(-1)
    expect(oldest?.reason).toBe('round')
    await must(call, 'storage:restore', { name: oldest?.name })
    expect(onRestored).toHaveBeenCalledTimes(1)
    ctx.close()
    const again = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
    const back = await again.dispatch('night:get', { nightId: v.id })
    expect(back.ok && (back.value as NightView).roundsPlayed).toBe(1)
    again.close()
  })
})

describe('a backup the host asks for', () => {
  it('reports a backup that could not be made, and then deletes no night', async () => {
    const dataFolder = tempFolder()
    const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 4)
    const v = await startNight(call, ids, { seed: 1 })
    // a file where the backups folder belongs: no backup can be written there
    writeFileSync(join(dataFolder, 'backups'), 'not a folder')
    const backup = await call('storage:backup', {})
    expect(backup.ok).toBe(false)
    if (!backup.ok) expect(backup.error.code).toBe('storage')
    const removed = await call('night:delete', { nightId: v.id })
    expect(removed.ok).toBe(false)
    expect((await call('night:get', { nightId: v.id })).ok).toBe(true)
    ctx.close()
  })

  it('deletes a night for good once a backup holds it', async () => {
    const dataFolder = tempFolder()
    const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 8)
    const keep = await startNight(call, ids, { seed: 1 })
    const gone = await startNight(call, ids.slice(0, 4), { seed: 2 })
    await playRound(call, gone, createRandom(3))
    const list = await must<NightSummary[]>(call, 'night:delete', { nightId: gone.id })
    expect(list.map((n) => n.id)).toEqual([keep.id])
    expect((await call('night:get', { nightId: gone.id })).ok).toBe(false)
    const status = await must<StoreStatus>(call, 'storage:status', {})
    expect(status.backups.some((b) => b.reason === 'manual')).toBe(true)
    const left = ctx.db.prepare('SELECT count(*) AS n FROM events WHERE night_id = ?').get(gone.id)
    expect(left).toEqual({ n: 0 })
    ctx.close()
  })
})
