// Table mode: a phone's result waits for the other team at the table, who say on a phone of their
// own whether it is right (it counts, once) or wrong (it waits for the host, disputed). Replays,
// another table's code, a past round, the host's own entry and a replaced result change nothing.
import type { PhonesStatus } from '@shared/phones/board'
import type { PhoneTableView } from '@shared/phones/views'
import { PASS_HEADER } from '@shared/phones/protocol'
import type { PhoneConfirm, PhoneResult } from '@shared/schemas/phones'
import type { HistoryEntry, NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must, type Call } from '../../drivers/night-driver'
import { nightWithPhones, phoneOf } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { PhoneError, type PhoneSender } from '../../../src/main/phones/phonesContext'
import { snapshot } from '../night/helpers'
import { phonesContext } from './phonesContext'
import { phonesStatus } from '../../../src/main/phones/phonesStatus'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { acceptSubmission, declineSubmission, submit } from '../../../src/main/phones/submissions'
import { confirmResult } from '../../../src/main/phones/tableConfirms'
import { tableView } from '../../../src/main/phones/tableView'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, {
    guests: 12,
    seed: 21,
    mode: 'table',
  })
  const code = (table: number): string => status.tables.find((t) => t.table === table)!.code
  // each table has the phone that sends its results and the other team's own, which answers
  const phones = new Map<string, PhoneSender>()
  const phone = (table: number, who: 'sends' | 'answers'): PhoneSender => {
    const made = phones.get(`${table}${who}`) ?? phoneOf(ctx, code(table), who)
    phones.set(`${table}${who}`, made)
    return made
  }
  const sends = (table: number): PhoneSender => phone(table, 'sends')
  const answers = (table: number): PhoneSender => phone(table, 'answers')
  return { ctx, call, night, status, code, sends, answers }
}

const body = (key: string, extra: Partial<PhoneResult> = {}): PhoneResult => ({
  key,
  round: 1,
  winner: 'NS',
  points: { NS: 21, EW: 12 },
  ...extra,
})

const yes = (key: string): PhoneConfirm => ({ key, answer: 'right' })
const no = (key: string): PhoneConfirm => ({ key, answer: 'wrong' })

function refusal(run: () => unknown): PhoneError {
  try {
    run()
  } catch (err) {
    if (err instanceof PhoneError) return err
    throw err
  }
  throw new Error('not refused')
}

async function results(call: Call, nightId: number) {
  return (await must<NightView>(call, 'night:get', { nightId })).current!.results
}

async function resultEvents(call: Call, nightId: number): Promise<HistoryEntry[]> {
  const history = await must<HistoryEntry[]>(call, 'night:history', { nightId })
  return history.filter((h) => h.type === 'result')
}

describe('the table confirms', () => {
  it('a sent result waits for the team that did not win it, named on the phone', async () => {
    const { ctx, call, night, code, sends } = await party()
    const sent = submit(ctx.phones, code(2), body('conf-0001'), sends(2), 'en')
    expect(sent).toEqual({ status: 'confirming', flagged: false, repeated: false })
    expect(await results(call, night.id)).toEqual([])
    const view: PhoneTableView = tableView(ctx.phones, code(2))
    expect(view.sent?.status).toBe('confirming')
    // NS won: East and West are asked
    expect(view.confirm).toEqual({
      key: 'conf-0001',
      winner: 'NS',
      points: { NS: 21, EW: 12 },
      rollOff: false,
      asked: ['E', 'W'],
    })
    const board = await phonesStatus(ctx.phones, night.id)
    // the table answers first: nothing waits for the host yet, but the host may settle it
    expect(board.waiting).toBe(0)
    expect(board.tables[1]!.sent).toMatchObject({ status: 'confirming', answeredAt: null })
    // another table's phone is asked nothing
    expect(tableView(ctx.phones, code(1)).confirm).toBeNull()
    // EW won: North and South are asked
    submit(
      ctx.phones,
      code(3),
      body('conf-0002', { winner: 'EW', points: undefined }),
      sends(3),
      'en',
    )
    expect(tableView(ctx.phones, code(3)).confirm?.asked).toEqual(['N', 'S'])
  })

  it('"right" counts it once, from the table, and the board says who confirmed', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(2), body('right-001'), sends(2), 'en')
    const first = confirmResult(ctx.phones, code(2), yes('right-001'), answers(2), 'en')
    expect(first).toEqual({ status: 'applied', flagged: false, repeated: false })
    expect(await results(call, night.id)).toEqual([
      { table: 2, winner: 'NS', points: { NS: 21, EW: 12 } },
    ])
    const events = await resultEvents(call, night.id)
    expect(events).toHaveLength(1)
    expect(events[0]!.source).toBe('table:2')
    // the same answer again, or the other one: the same outcome, nothing counted twice
    const before = snapshot(ctx)
    expect(confirmResult(ctx.phones, code(2), yes('right-001'), answers(2), 'en')).toEqual({
      status: 'applied',
      flagged: false,
      repeated: true,
    })
    expect(confirmResult(ctx.phones, code(2), no('right-001'), answers(2), 'en')).toMatchObject({
      status: 'applied',
      repeated: true,
    })
    expect(snapshot(ctx)).toBe(before)
    expect(await resultEvents(call, night.id)).toHaveLength(1)
    const board = await phonesStatus(ctx.phones, night.id)
    expect(board.tables[1]!.sent).toMatchObject({ status: 'applied' })
    expect(board.tables[1]!.sent!.answeredAt).toEqual(expect.any(String))
    const view = tableView(ctx.phones, code(2))
    expect(view.confirm).toBeNull()
    expect(view.sent?.status).toBe('applied')
  })

  it('"wrong" waits for the host, marked as disputed; the host accepts it', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(1), body('wrong-001'), sends(1), 'en')
    expect(confirmResult(ctx.phones, code(1), no('wrong-001'), answers(1), 'en')).toEqual({
      status: 'disputed',
      flagged: false,
      repeated: false,
    })
    expect(await results(call, night.id)).toEqual([])
    let board = await phonesStatus(ctx.phones, night.id)
    expect(board.waiting).toBe(1)
    expect(board.tables[0]!.sent).toMatchObject({ status: 'disputed', flagged: false })
    expect(tableView(ctx.phones, code(1)).sent).toMatchObject({
      status: 'disputed',
      flagged: false,
    })
    // a replay is answered the same, and "right" afterwards cannot count it
    expect(confirmResult(ctx.phones, code(1), yes('wrong-001'), answers(1), 'en')).toMatchObject({
      status: 'disputed',
      repeated: true,
    })
    expect(await results(call, night.id)).toEqual([])
    board = await must<PhonesStatus>(call, 'phones:accept', {
      nightId: night.id,
      id: board.tables[0]!.sent!.id,
    })
    expect(board.tables[0]!.sent!.status).toBe('accepted')
    expect(board.waiting).toBe(0)
    expect(await results(call, night.id)).toEqual([
      { table: 1, winner: 'NS', points: { NS: 21, EW: 12 } },
    ])
  })

  it('"wrong", and the host declines it: the night is left as it is', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(
      ctx.phones,
      code(3),
      body('wrong-002', { winner: 'EW', points: undefined }),
      sends(3),
      'en',
    )
    confirmResult(ctx.phones, code(3), no('wrong-002'), answers(3), 'en')
    const board = await phonesStatus(ctx.phones, night.id)
    await must(call, 'phones:decline', { nightId: night.id, id: board.tables[2]!.sent!.id })
    expect(await results(call, night.id)).toEqual([])
    expect((await phonesStatus(ctx.phones, night.id)).waiting).toBe(0)
    expect(tableView(ctx.phones, code(3)).sent?.status).toBe('declined')
    // the table may send again: asked again
    submit(ctx.phones, code(3), body('wrong-003'), sends(3), 'en')
    expect(tableView(ctx.phones, code(3)).confirm?.key).toBe('wrong-003')
  })

  it('refuses another table’s code, an unknown key, a replaced result and one the host settled', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(1), body('own-0001'), sends(1), 'en')
    const before = snapshot(ctx)
    expect(
      refusal(() => confirmResult(ctx.phones, code(2), yes('own-0001'), answers(2), 'en')),
    ).toMatchObject({
      status: 409,
      key: 'otherTable',
    })
    expect(
      refusal(() => confirmResult(ctx.phones, code(2), yes('never-sent'), answers(2), 'en')).key,
    ).toBe('otherTable')
    expect(
      refusal(() => confirmResult(ctx.phones, 'A'.repeat(22), yes('own-0001'), answers(1), 'en'))
        .key,
    ).toBe('code')
    expect(snapshot(ctx)).toBe(before)
    // a newer result from the table replaces the one asked about; the newer one is asked
    const again = submit(
      ctx.phones,
      code(1),
      body('own-0002', { winner: 'EW', points: undefined }),
      sends(1),
      'en',
    )
    expect(again).toMatchObject({ status: 'confirming', flagged: true })
    expect(
      refusal(() => confirmResult(ctx.phones, code(1), yes('own-0001'), answers(1), 'en')).key,
    ).toBe('replaced')
    expect(tableView(ctx.phones, code(1)).confirm).toMatchObject({
      key: 'own-0002',
      asked: ['N', 'S'],
    })
    // the host settles it before the table answers: the table's answer comes too late
    const board = await phonesStatus(ctx.phones, night.id)
    await must(call, 'phones:decline', { nightId: night.id, id: board.tables[0]!.sent!.id })
    expect(
      refusal(() => confirmResult(ctx.phones, code(1), yes('own-0002'), answers(1), 'en')).key,
    ).toBe('settled')
    expect(await results(call, night.id)).toEqual([])
  })

  it('after the host typed the table, its answer is refused: held for the host, or taken as theirs', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(
      ctx.phones,
      code(1),
      body('host-0001', { winner: 'EW', points: undefined }),
      sends(1),
      'en',
    )
    submit(ctx.phones, code(2), body('host-0002'), sends(2), 'en')
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 1, winner: 'NS' },
    })
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 2, winner: 'NS', points: { NS: 21, EW: 12 } },
    })
    // the phones are no longer asked: the host's entry wins, as when a phone sends after it
    expect(tableView(ctx.phones, code(1))).toMatchObject({
      confirm: null,
      sent: { status: 'held' },
    })
    expect(tableView(ctx.phones, code(2))).toMatchObject({
      confirm: null,
      sent: { status: 'accepted' },
    })
    let board = await phonesStatus(ctx.phones, night.id)
    expect(board.waiting).toBe(1)
    expect(board.tables.map((t) => t.sent?.status)).toEqual(['held', 'accepted', undefined])
    const before = snapshot(ctx)
    for (const answer of [yes, no]) {
      expect(
        refusal(() => confirmResult(ctx.phones, code(1), answer('host-0001'), answers(1), 'en')),
      ).toMatchObject({
        status: 409,
        key: 'hostEntered',
      })
      expect(
        refusal(() => confirmResult(ctx.phones, code(2), answer('host-0002'), answers(2), 'en'))
          .key,
      ).toBe('hostEntered')
    }
    expect(snapshot(ctx)).toBe(before)
    expect(await results(call, night.id)).toEqual([
      { table: 1, winner: 'NS' },
      { table: 2, winner: 'NS', points: { NS: 21, EW: 12 } },
    ])
    // the host takes the phone's instead, with a click
    acceptSubmission(ctx.phones, night.id, board.tables[0]!.sent!.id)
    board = await phonesStatus(ctx.phones, night.id)
    expect(board.tables[0]!.sent!.status).toBe('accepted')
    expect((await results(call, night.id))[0]).toEqual({ table: 1, winner: 'EW' })
    // a phone sending after the host's entry is not asked: the host decides, as in other modes
    expect(submit(ctx.phones, code(2), body('host-0003'), sends(2), 'en').status).toBe('accepted')
    expect(tableView(ctx.phones, code(2)).confirm).toBeNull()
  })

  it('the host undoes the entry typed while the table was asked: the table is asked again', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(3), body('undo-0001'), sends(3), 'en')
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 3, winner: 'EW' },
    })
    expect(tableView(ctx.phones, code(3)).confirm).toBeNull()
    await must(call, 'night:undo', { nightId: night.id })
    expect(tableView(ctx.phones, code(3)).confirm?.key).toBe('undo-0001')
    expect(confirmResult(ctx.phones, code(3), yes('undo-0001'), answers(3), 'en').status).toBe(
      'applied',
    )
    expect(await results(call, night.id)).toEqual([
      { table: 3, winner: 'NS', points: { NS: 21, EW: 12 } },
    ])
  })

  it('an answer for a round that is closed is refused and counts nothing', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(1), body('past-0001'), sends(1), 'en')
    await must(call, 'night:recordResults', {
      nightId: night.id,
      round: 1,
      results: [1, 2, 3].map((table) => ({ table, winner: 'EW' })),
    })
    await must(call, 'night:commitRound', { nightId: night.id, round: 1 })
    const before = snapshot(ctx)
    expect(
      refusal(() => confirmResult(ctx.phones, code(1), yes('past-0001'), answers(1), 'en')),
    ).toMatchObject({
      status: 409,
      key: 'pastRound',
    })
    expect(snapshot(ctx)).toBe(before)
  })

  it('a mode switch while a result is asked about leaves it asked; "right" still counts it', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(2), body('switch-01'), sends(2), 'en')
    await must(call, 'phones:mode', { nightId: night.id, mode: 'trust' })
    expect(tableView(ctx.phones, code(2)).confirm?.key).toBe('switch-01')
    // the next result follows the new mode
    expect(submit(ctx.phones, code(3), body('switch-02'), sends(3), 'en').status).toBe('applied')
    expect(confirmResult(ctx.phones, code(2), yes('switch-01'), answers(2), 'en').status).toBe(
      'applied',
    )
    expect((await results(call, night.id)).map((r) => r.table).sort()).toEqual([2, 3])
    // switched to host-confirms: one asked about and called wrong waits for the host
    await must(call, 'phones:mode', { nightId: night.id, mode: 'table' })
    submit(ctx.phones, code(1), body('switch-03'), sends(1), 'en')
    await must(call, 'phones:mode', { nightId: night.id, mode: 'confirm' })
    expect(confirmResult(ctx.phones, code(1), no('switch-03'), answers(1), 'en').status).toBe(
      'disputed',
    )
    expect((await phonesStatus(ctx.phones, night.id)).waiting).toBe(1)
  })

  it('"right" on an unusual count waits for the host, who confirms it with Accept', async () => {
    const { ctx, call, night, code, sends, answers } = await party()
    submit(ctx.phones, code(2), body('odd-00001', { buncos: { N: 6 } }), sends(2), 'en')
    expect(confirmResult(ctx.phones, code(2), yes('odd-00001'), answers(2), 'en').status).toBe(
      'waiting',
    )
    expect(await results(call, night.id)).toEqual([])
    const board = await phonesStatus(ctx.phones, night.id)
    expect(board.waiting).toBe(1)
    await acceptSubmission(ctx.phones, night.id, board.tables[1]!.sent!.id)
    expect((await results(call, night.id))[0]).toMatchObject({ table: 2, unusualConfirmed: true })
  })

  it('over HTTP: a bad body or a wrong code is refused before anything is read', async () => {
    const { ctx, status, code, sends, answers } = await party()
    submit(ctx.phones, code(1), body('http-0001'), sends(1), 'en')
    const url = (c: string): string => `${status.url}api/t/${c}/confirm`
    const post = async (c: string, b: unknown) => {
      const res = await fetch(url(c), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-bunco-lang': 'fr',
          [PASS_HEADER]: answers(1).pass!,
        },
        body: JSON.stringify(b),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const before = snapshot(ctx)
    expect(await post(code(1), { key: 'http-0001', answer: 'maybe' })).toMatchObject({
      status: 400,
      body: { error: { key: 'invalid' } },
    })
    expect(await post(code(1), { ...yes('http-0001'), extra: 1 })).toMatchObject({ status: 400 })
    expect(await post('B'.repeat(22), yes('http-0001'))).toMatchObject({
      status: 403,
      body: { error: { key: 'code' } },
    })
    expect(await post(code(2), yes('http-0001'))).toMatchObject({
      status: 409,
      body: { error: { key: 'otherTable' } },
    })
    expect(snapshot(ctx)).toBe(before)
    expect(await post(code(1), yes('http-0001'))).toMatchObject({
      status: 200,
      body: { status: 'applied', repeated: false },
    })
  })

  it('the table’s phone hears each change on its live stream: asked, answered, settled', async () => {
    const { ctx, status, night, code, sends, answers } = await party()
    const controller = new AbortController()
    const res = await fetch(`${status.url}api/t/${code(1)}/events`, { signal: controller.signal })
    const reader = res.body!.getReader()
    let changed = 0
    const listen = (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) break
        changed += [...decoder.decode(value).matchAll(/event: changed/g)].length
      }
    })()
    const heard = async (): Promise<void> => {
      const before = changed
      await expect.poll(() => changed).toBeGreaterThan(before)
    }
    await expect.poll(() => changed).toBeGreaterThan(0)
    let next = heard()
    submit(ctx.phones, code(1), body('live-0001'), sends(1), 'en')
    await next
    next = heard()
    confirmResult(ctx.phones, code(1), yes('live-0001'), answers(1), 'en')
    await next
    next = heard()
    submit(
      ctx.phones,
      code(1),
      body('live-0002', { winner: 'EW', points: undefined }),
      sends(1),
      'en',
    )
    await next
    next = heard()
    confirmResult(ctx.phones, code(1), no('live-0002'), answers(1), 'en')
    await next
    next = heard()
    await declineSubmission(
      ctx.phones,
      night.id,
      (await phonesStatus(ctx.phones, night.id)).tables[0]!.sent!.id,
    )
    await next
    controller.abort()
    await listen
  })
})
