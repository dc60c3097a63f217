// The app restarted mid-round (it quit, or the laptop rebooted): a phone keeps its pass, and the
// laptop remembers which table it speaks for and which result it sent, so the sender still cannot
// confirm its own result, nor speak for another table that round.
import type { PhonesStatus } from '@shared/phones/board'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { loopbackContext, nightWithPhones } from '../../drivers/phones-night'
import { phoneClient, phoneWithPass, type ClientPhone } from '../../drivers/phoneClient'
import type { MainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'
import { closedAfterEach } from './phonesContext'
import { resume, stopServer } from '../../../src/main/phones/serverLifecycle'

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

/** The same phone (its pass) reaching the laptop again, with a table's code. */
function again(phone: ClientPhone, url: string, code: string): ClientPhone {
  const back = phoneClient(url, 'table', code)
  back.pass = phone.pass
  return back
}

async function quit(ctx: MainContext): Promise<void> {
  open.splice(open.indexOf(ctx), 1)
  await stopServer(ctx.phones)
  ctx.close()
  // as a real restart takes a moment: this process's fetch sees its kept-alive sockets closed
  await new Promise((done) => setTimeout(done, 100))
}

describe('phones’ joins across a restart', () => {
  it('the sender of a result still asked of the other team cannot confirm it after a restart', async () => {
    const folder = tempFolder('bunco-joins-')
    const first = start(folder)
    const { night, status } = await nightWithPhones(first.ctx, first.call, {
      guests: 12,
      seed: 21,
      mode: 'table',
    })
    const code = (table: number): string => status.tables.find((t) => t.table === table)!.code
    const sender = await phoneWithPass(status.url!, code(1))
    const sent = await sender.post('tableResult', { key: 'send-0001', round: 1, winner: 'NS' })
    expect(sent.body.status).toBe('confirming')
    await quit(first.ctx)

    const second = start(folder)
    await resume(second.ctx.phones)
    const back = await must<PhonesStatus>(second.call, 'phones:status', { nightId: night.id })
    expect(back.url).toBeTruthy()
    const url = back.url!
    // the same phone, the same pass: still the sender
    expect(
      await again(sender, url, code(1)).post('tableConfirm', { key: 'send-0001', answer: 'right' }),
    ).toMatchObject({ status: 409, body: { error: { key: 'ownResult' } } })
    // and still speaking for table 1 this round
    expect(
      await again(sender, url, code(2)).post('tableResult', {
        key: 'send-0002',
        round: 1,
        winner: 'EW',
      }),
    ).toMatchObject({ status: 409, body: { error: { key: 'joinedElsewhere', detail: '1' } } })
    // the other team's own phone answers it
    const other = await phoneWithPass(url, code(1))
    const answered = await other.post('tableConfirm', { key: 'send-0001', answer: 'right' })
    expect(answered.body.status).toBe('applied')
  })
})
