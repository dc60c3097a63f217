// A table's code no longer speaks for whoever once scanned it: a phone asks for its own pass with
// the code (the printed card keeps working), speaks for at most one table in a round (it joins
// one by sending or answering for it), and a result and its confirmation come from two phones
// that joined that table in that round. What a phone may do is in the view it reads.
import type { PhonesStatus } from '@shared/phones/board'
import type { PhoneTableView } from '@shared/phones/views'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import { phoneClient, phoneWithPass, type ClientPhone } from '../../drivers/phoneClient'
import type { PhoneMode } from '@shared/phones/decision'
import { snapshot } from '../night/helpers'
import { closedAfterEach, phonesContext } from './phonesContext'
import { liveRaceOf } from '../../../src/main/phones/liveRace'

const open = closedAfterEach()

async function party(mode: PhoneMode) {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 21, mode })
  const code = (table: number): string => status.tables.find((t) => t.table === table)!.code
  return { ctx, call, night, status, code }
}

const result = (key: string, round: number, winner: 'NS' | 'EW' = 'NS') => ({
  key,
  round,
  winner,
})
const live = (round: number) => ({ round, seq: 1, points: { NS: 3, EW: 0 }, buncos: {} })

/** The same phone (its pass) holding another table's code, as after scanning that table's card. */
function samePhone(phone: ClientPhone, url: string, code: string): ClientPhone {
  const other = phoneClient(url, 'table', code)
  other.pass = phone.pass
  return other
}

const standing = async (phone: ClientPhone) =>
  ((await phone.get('tableView')).body as unknown as PhoneTableView).phone

describe('a phone speaks for one table a round', () => {
  it('a code alone, without a phone’s pass, sends nothing', async () => {
    const { ctx, status, code } = await party('trust')
    const before = snapshot(ctx)
    const bare = phoneClient(status.url!, 'table', code(1))
    expect(await bare.post('tableResult', result('bare-0001', 1))).toMatchObject({
      status: 403,
      body: { error: { key: 'pass' } },
    })
    expect(await bare.post('tableLive', live(1))).toMatchObject({ status: 403 })
    // a pass this laptop never gave is no pass
    bare.pass = `${'A'.repeat(16)}.${'B'.repeat(22)}`
    expect((await bare.post('tableResult', result('bare-0002', 1))).status).toBe(403)
    // reading the table needs no pass: the printed card shows the table to anyone
    expect((await bare.get('tableView')).status).toBe(200)
    expect(snapshot(ctx)).toBe(before)
  })

  it('round 1 at table 1, round 2 at table 2: the old code sends, confirms and scores nothing for table 1', async () => {
    const { ctx, call, night, status, code } = await party('trust')
    const url = status.url!
    const ann = await phoneWithPass(url, code(1))
    expect(await standing(ann)).toEqual({ may: 'free', elsewhere: null, sentAsked: false })
    expect((await ann.post('tableResult', result('ann-r1-0001', 1))).body.status).toBe('applied')
    expect(await standing(ann)).toEqual({ may: 'joined', elsewhere: null, sentAsked: false })
    // her phone speaks for table 1 this round: not for table 2 too
    const annAt2r1 = samePhone(ann, url, code(2))
    expect(await annAt2r1.post('tableResult', result('ann-r1-0002', 1))).toMatchObject({
      status: 409,
      body: { error: { key: 'joinedElsewhere', detail: '1' } },
    })
    // the host closes round 1
    const r1 = await must<NightView>(call, 'night:get', { nightId: night.id })
    await must(call, 'night:commitRound', {
      nightId: night.id,
      round: 1,
      results: r1
        .current!.plan.tables.filter((t) => t.table !== 1)
        .map((t) => ({ table: t.table, winner: 'EW' })),
    })
    // round 2: Ann sits at table 2 and scans its card; her phone now speaks for table 2
    const annAt2 = samePhone(ann, url, code(2))
    expect((await annAt2.post('tableResult', result('ann-r2-0001', 2))).body.status).toBe('applied')
    const before = snapshot(ctx)
    // table 1's old code on her phone: no result, no answer, no running score for table 1
    for (const [route, body] of [
      ['tableResult', result('ann-r2-0002', 2)],
      ['tableConfirm', { key: 'ann-r2-0002', answer: 'right' }],
      ['tableLive', live(2)],
    ] as const) {
      expect(await ann.post(route, body), route).toMatchObject({
        status: 409,
        body: { error: { key: 'joinedElsewhere', detail: '2' } },
      })
    }
    expect(await standing(ann)).toEqual({ may: 'elsewhere', elsewhere: 2, sentAsked: false })
    expect(snapshot(ctx)).toBe(before)
    expect(liveRaceOf(ctx.phones, night.id).tables).toEqual([])
    // the printed card keeps working: a phone at table 1 now sends its round-2 result
    const cy = await phoneWithPass(url, code(1))
    expect((await cy.post('tableResult', result('cy-r2-00001', 2))).body.status).toBe('applied')
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.tables.map((t) => [t.table, t.sent?.result.winner])).toEqual([
      [1, 'NS'],
      [2, 'NS'],
      [3, undefined],
    ])
  })

  it('table mode: the phone that sent a result cannot confirm it; another phone of the table can', async () => {
    const { ctx, call, night, status, code } = await party('table')
    const url = status.url!
    const sender = await phoneWithPass(url, code(1))
    expect((await sender.post('tableResult', result('send-0001', 1))).body.status).toBe(
      'confirming',
    )
    expect(await standing(sender)).toEqual({ may: 'joined', elsewhere: null, sentAsked: true })
    // a phone that speaks for another table this round (it keeps table 2's score)
    const elsewhere = await phoneWithPass(url, code(2))
    await elsewhere.post('tableLive', live(1))
    const before = snapshot(ctx)
    expect(await sender.post('tableConfirm', { key: 'send-0001', answer: 'right' })).toMatchObject({
      status: 409,
      body: { error: { key: 'ownResult' } },
    })
    // answers nothing here
    const there = samePhone(elsewhere, url, code(1))
    expect(await there.post('tableConfirm', { key: 'send-0001', answer: 'right' })).toMatchObject({
      status: 409,
      body: { error: { key: 'joinedElsewhere', detail: '2' } },
    })
    expect(snapshot(ctx)).toBe(before)
    // the other team's own phone, opened from the table's card, answers it
    const other = await phoneWithPass(url, code(1))
    expect(await standing(other)).toEqual({ may: 'free', elsewhere: null, sentAsked: false })
    expect(
      (await other.post('tableConfirm', { key: 'send-0001', answer: 'right' })).body.status,
    ).toBe('applied')
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current!.results.map((r) => [r.table, r.winner])).toEqual([[1, 'NS']])
    // and by answering, it joined table 1 for the round
    expect(await standing(other)).toMatchObject({ may: 'joined' })
  })
})
