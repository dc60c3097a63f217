import { createRandom } from '@shared/bunco'
import type { StoreStatus } from '@shared/storage'
import type { NightView } from '@shared/views'
import { describe, expect, it, vi } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../../scripts/lib/night-driver'
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
    const afterOne = await must<StoreStatus>(call, 'store:status', {})
    expect(afterOne.recovery).toBeNull()
    expect(afterOne.backups.map((b) => b.reason)).toEqual(['round'])
    v = await playRound(call, v, createRandom(2))
    expect(v.roundsPlayed).toBe(2)
    await ctx.idle()
    const missing = await call('store:restore', { name: '../../etc/passwd' })
    expect(missing.ok || missing.error.message).toMatch(/no backup called/)
    const oldest = (await must<StoreStatus>(call, 'store:status', {})).backups.at(-1)
    expect(oldest?.reason).toBe('round')
    await must(call, 'store:restore', { name: oldest?.name })
    expect(onRestored).toHaveBeenCalledTimes(1)
    ctx.close()
    const again = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
    const back = await again.dispatch('night:get', { nightId: v.id })
    expect(back.ok && (back.value as NightView).roundsPlayed).toBe(1)
    again.close()
  })
})
