// A phone's result makes the sending phone's view once: its live stream makes it to tell the phone
// 'changed', and the phone's one read after that gets the same view. A phone joining a table,
// which no push tells of at once, is seen by the next read all the same.
import type { PhoneTableView } from '@shared/phones/views'
import { readsAfterSend } from '@shared/phones/protocol'
import { describe, expect, it } from 'vitest'
import { phoneWithPass } from '../../drivers/phoneClient'
import { nightWithPhones } from '../../drivers/phones-night'
import { passId } from '../../../src/main/phones/passes'
import { joinTable } from '../../../src/main/phones/phoneJoins'
import { tableViewOnce } from '../../../src/main/phones/tableView'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, {
    guests: 12,
    seed: 8,
    mode: 'trust',
  })
  const code = (table: number): string => status.tables.find((t) => t.table === table)!.code
  return { ctx, url: status.url!, code, nightId: night.id }
}

/** Counts the 'changed' events a phone's live stream tells it. */
async function listen(url: string): Promise<{ changed: () => number; stop: () => Promise<void> }> {
  const controller = new AbortController()
  const res = await fetch(url, { signal: controller.signal })
  const reader = res.body!.getReader()
  let changed = 0
  const reading = (async () => {
    const decoder = new TextDecoder()
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) break
      changed += [...decoder.decode(value).matchAll(/event: changed/g)].length
    }
  })()
  return {
    changed: () => changed,
    stop: async () => {
      controller.abort()
      await reading
    },
  }
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300))

describe('one phone result, one view', () => {
  it('is made once by the laptop and read once by the phone that sent it', async () => {
    const { ctx, url, code } = await party()
    const phone = await phoneWithPass(url, code(1))
    const stream = await listen(phone.streamUrl())
    await expect.poll(() => stream.changed()).toBe(1)
    // the page reads its view on the stream's first 'changed'
    expect((await phone.get('tableView')).status).toBe(200)
    await settle()
    const made = (): number => ctx.phones.tableViewsMade.get(code(1)) ?? 0
    const madeBefore = made()
    const sent = await phone.post('tableResult', { key: 'once-0001', round: 1, winner: 'NS' })
    expect(sent.body).toEqual({ status: 'applied', flagged: false, repeated: false })
    // with its stream open the page does not read again: the stream tells it
    expect(readsAfterSend(true)).toBe(false)
    await expect.poll(() => stream.changed()).toBe(2)
    const view = (await phone.get('tableView')).body as unknown as PhoneTableView
    expect(view.sent?.status).toBe('applied')
    expect(view.counted).toEqual({ winner: 'NS', points: null })
    await settle()
    expect(made() - madeBefore).toBe(1)
    expect(stream.changed()).toBe(2)
    await stream.stop()
  })

  it('says a phone now speaks for another table at once, though no push told of its join', async () => {
    const { ctx, url, code, nightId } = await party()
    const scorer = await phoneWithPass(url, code(1))
    const pass = scorer.pass!
    expect(tableViewOnce(ctx.phones, code(2), pass).phone.may).toBe('free')
    // a join is kept without a push of its own (keeping score joins, its push comes later)
    const speaker = { nightId, round: 1, table: 1, pass: passId(ctx.phones.passSecret, pass)! }
    joinTable(ctx.phones, speaker)
    expect(tableViewOnce(ctx.phones, code(2), pass).phone).toMatchObject({
      may: 'elsewhere',
      elsewhere: 1,
    })
  })
})
