// A phone's counts meet the same rules as the host's: impossible ones are refused in words that
// name the player (not 'p12'), and an unusual one waits for the host even in trust mode; the
// host's Accept is its confirmation.
import type { PhoneResult } from '@shared/schemas/phones'
import type { NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must, startNight } from '../../drivers/night-driver'
import { nightWithPhones, phoneOf, phonesOn } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { PhoneError } from '../../../src/main/phones/phonesContext'
import { phonesContext } from './phonesContext'
import { phonesStatus } from '../../../src/main/phones/phonesStatus'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { acceptSubmission, submit } from '../../../src/main/phones/submissions'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

async function party(rules?: unknown) {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, {
    guests: 8,
    seed: 5,
    rules,
    mode: 'trust',
  })
  const code = status.tables.find((t) => t.table === 2)!.code
  return { ctx, call, night, code, phone: phoneOf(ctx, code) }
}

const body = (key: string, extra: Partial<PhoneResult> = {}): PhoneResult => ({
  key,
  round: 1,
  winner: 'NS',
  ...extra,
})

function refusal(run: () => unknown): PhoneError {
  try {
    run()
  } catch (err) {
    if (err instanceof PhoneError) return err
    throw err
  }
  throw new Error('not refused')
}

describe('a phone’s counts', () => {
  it('an unusual count waits for the host even in trust mode, and Accept confirms it', async () => {
    const { ctx, call, night, code, phone } = await party()
    const sent = submit(ctx.phones, code, body('unusual-01', { buncos: { N: 6 } }), phone, 'en')
    expect(sent.status).toBe('waiting')
    let view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current?.results.find((r) => r.table === 2)).toBeUndefined()
    const status = await phonesStatus(ctx.phones, night.id)
    expect(status.waiting).toBe(1)
    const waiting = status.tables.find((t) => t.table === 2)!.sent!
    await acceptSubmission(ctx.phones, night.id, waiting.id)
    view = await must<NightView>(call, 'night:get', { nightId: night.id })
    const north = view.current!.plan.tables.find((t) => t.table === 2)!.seats.N
    expect(view.current?.results.find((r) => r.table === 2)).toMatchObject({
      buncos: { [north]: 6 },
      unusualConfirmed: true,
    })
  })

  it('a usual count still counts at once in trust mode', async () => {
    const { ctx, code, phone } = await party()
    expect(
      submit(ctx.phones, code, body('usual-0001', { buncos: { N: 2 } }), phone, 'en').status,
    ).toBe('applied')
  })

  it('an impossible count is refused in words naming the player, and nothing waits', async () => {
    const { ctx, night, code, phone } = await party()
    // wipeouts are off by default: none can be rolled
    const err = refusal(() =>
      submit(ctx.phones, code, body('wipeout-01', { wipeouts: { E: 1 } }), phone, 'en'),
    )
    expect(err.key).toBe('refused')
    const view = night.current!.plan.tables.find((t) => t.table === 2)!
    const east = night.players.find((p) => p.player === view.seats.E)!
    expect(err.detail).toContain(east.name)
    expect(err.detail).not.toMatch(/\bp\d+\b/)
    expect((await phonesStatus(ctx.phones, night.id)).waiting).toBe(0)
  })

  it('a refusal names the player by first name, as the table’s phone shows them', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const names = ['Ann Lee', 'Bea Moss', 'Cal Diaz', 'Dot Reyes']
    const ids: number[] = []
    for (const name of names) {
      ids.push((await must<{ person: { id: number } }>(call, 'roster:add', { name })).person.id)
    }
    const night = await startNight(call, ids, { seed: 2 })
    const status = await phonesOn(ctx, night.id)
    const code = status.tables[0]!.code
    const east = night.players.find((p) => p.player === night.current!.plan.tables[0]!.seats.E)!
    const err = refusal(() =>
      submit(
        ctx.phones,
        code,
        body('wipeout-02', { wipeouts: { E: 1 } }),
        phoneOf(ctx, code),
        'en',
      ),
    )
    expect(err.key).toBe('refused')
    expect(err.detail).toContain(east.name.split(' ')[0])
    expect(err.detail).not.toContain(east.name)
  })
})
