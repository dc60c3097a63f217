// A door desk's payment taken just as the laptop went down (the desk had no answer): sent again
// once the app is back, it is answered as taken and not taken twice, because its key was kept in
// the same transaction as the payment. A new key is a new action.
import type { FundraiserView } from '@shared/fundraiser'
import type { PhonesStatus } from '@shared/phones/board'
import { describe, expect, it } from 'vitest'
import { charityNight } from '../../drivers/charity-night'
import { must } from '../../drivers/night-driver'
import { loopbackContext } from '../../drivers/phones-night'
import { phoneClient, phoneWithPass } from '../../drivers/phoneClient'
import type { MainContext } from '../../../src/main/context'
import { resume, stopServer } from '../../../src/main/phones/serverLifecycle'
import { tempFolder } from '../helpers'
import { closedAfterEach } from './phonesContext'

const open = closedAfterEach()

function start(dataFolder: string): ReturnType<typeof loopbackContext> {
  const made = loopbackContext({
    dataFolder,
    locales: ['en-US'],
    version: '0.1.0',
    backupEachRound: false,
  })
  open.push(made.ctx)
  return made
}

async function quit(ctx: MainContext): Promise<void> {
  open.splice(open.indexOf(ctx), 1)
  await stopServer(ctx.phones)
  ctx.close()
  await new Promise((done) => setTimeout(done, 100))
}

const walkIn = {
  key: 'walk-in-ira-0001',
  action: { type: 'walkIn', firstName: 'Ira', lastName: 'Cole', payment: { method: 'cash' } },
}

describe('a desk action sent again after the laptop restarted', () => {
  it('is answered as taken, and the guest and the money are counted once', async () => {
    const folder = tempFolder('bunco-desk-keys-')
    const first = start(folder)
    const { night, status, desks } = await charityNight(first.ctx, first.call, { desks: 1 })
    const desk = await phoneWithPass(status.url!, desks[0]!, 'desk')
    const taken = await desk.post('deskAct', walkIn)
    expect(taken.body).toMatchObject({ repeated: false })
    const raised = async (call: typeof first.call) => {
      const fund = await must<FundraiserView>(call, 'fundraiser:get', { nightId: night.id })
      return {
        guests: fund.registrations.filter((r) => r.lastName === 'Cole').length,
        total: fund.raised.totalMinor,
      }
    }
    const before = await raised(first.call)
    expect(before.guests).toBe(1)
    await quit(first.ctx)

    const second = start(folder)
    await resume(second.ctx.phones)
    const back = await must<PhonesStatus>(second.call, 'phones:status', { nightId: night.id })
    // the same desk, its same pass, sends the action it had no answer for
    const again = phoneClient(back.url!, 'desk', desks[0]!)
    again.pass = desk.pass
    const resent = await again.post('deskAct', walkIn)
    expect(resent.body).toEqual({ ...taken.body, repeated: true })
    expect(await raised(second.call)).toEqual(before)
    // a new key is a new action: the same walk-in again is a second guest of that name
    const other = await again.post('deskAct', { ...walkIn, key: 'walk-in-ira-0002' })
    expect(other.body).toMatchObject({ repeated: false })
    expect((await raised(second.call)).guests).toBe(2)
  })
})
