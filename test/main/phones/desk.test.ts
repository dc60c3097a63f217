// A door desk on the Wi-Fi: its own code opens the fundraiser's guest list before the first
// round, its check-ins, walk-ins, payments, undone arrivals and no-shows are the fundraiser's, as
// its own device, durably; two desks at once never count a guest twice (the second is refused in
// its volunteer's words and hears the first's check-in on its stream); an action sent again is
// taken once; the host revokes a desk and its page is told.
import type { FundraiserView } from '@shared/fundraiser'
import type { PhonesStatus } from '@shared/phones/board'
import type { PhoneDeskView } from '@shared/phones/desk'
import { createRandom } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { charityNight, deskCodeOf } from '../../drivers/charity-night'
import { must, playRound } from '../../drivers/night-driver'
import { phoneWithPass, type ClientPhone } from '../../drivers/phoneClient'
import { createMainContext } from '../../../src/main/context'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

async function charity(desks = 2) {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const made = await charityNight(ctx, call, { desks })
  const url = made.status.url ?? ''
  const phones = await Promise.all(made.desks.map((code) => phoneWithPass(url, code, 'desk')))
  return { ctx, call, ...made, url, phones }
}

let keys = 0
const key = (): string => `desk-key-${String(++keys).padStart(4, '0')}`

const act = (phone: ClientPhone, action: unknown, language?: 'en' | 'fr') =>
  phone.post('deskAct', { key: key(), action }, language)

const viewOf = async (phone: ClientPhone): Promise<PhoneDeskView> =>
  (await phone.get('deskView')).body as unknown as PhoneDeskView

describe('a door desk on the Wi-Fi', () => {
  it('opens a charity night’s guest list before its first round, and nothing else of it', async () => {
    const { status, phones, night } = await charity()
    expect(status.fundraiser).toBe(true)
    expect(status.desks.map((d) => [d.desk, d.device])).toEqual([
      [1, 'desk-1'],
      [2, 'desk-2'],
    ])
    expect(status.desks[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/#d=[A-Za-z0-9_-]{22}$/)
    expect(status.desks[0]?.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const view = await viewOf(phones[1]!)
    expect(Object.keys(view).sort()).toEqual(
      ['cause', 'currency', 'desk', 'door', 'guests', 'prices', 'seq', 'title'].sort(),
    )
    expect(view).toMatchObject({ title: night.details.title, cause: 'Food bank', desk: 2 })
    expect(view.door).toEqual({ registered: 8, arrived: 0, expected: 8, noShow: 0 })
    expect(view.guests[0]).toEqual({
      id: 'r2',
      first: 'Zoé',
      last: 'Müller',
      kind: 'early',
      status: 'expected',
      dueMinor: 2500,
      paidMinor: 0,
    })
    const text = JSON.stringify(view)
    for (const d of status.desks) expect(text).not.toContain(deskCodeOf(d.url))
    expect(text).not.toMatch(/email|deviceId|laptop|raised|donation|ticket|payment/i)
  })

  it('checks a guest in with their payment as its own device, durably', async () => {
    const { ctx, call, night, phones } = await charity()
    const checkIn = await act(phones[0]!, {
      type: 'checkIn',
      registrationId: 'r3',
      payment: { method: 'card' },
    })
    expect(checkIn.status).toBe(200)
    expect(checkIn.body).toMatchObject({ guest: 'r3', repeated: false })
    const walkIn = await act(phones[1]!, {
      type: 'walkIn',
      firstName: 'Hana',
      lastName: 'Sato',
      payment: { method: 'cash' },
    })
    expect(walkIn.body).toMatchObject({ guest: 'r12', repeated: false })
    expect((await act(phones[1]!, { type: 'noShow', registrationId: 'r4' })).status).toBe(200)
    expect((await act(phones[0]!, { type: 'arrivalUndone', registrationId: 'r3' })).status).toBe(
      200,
    )
    const fund = await must<FundraiserView>(call, 'fundraiser:get', { nightId: night.id })
    expect(
      fund.payments.map((p) => [p.registrationId, p.method, p.amountMinor, p.deviceId]),
    ).toEqual([
      ['r3', 'card', 2500, 'desk-1'],
      ['r12', 'cash', 3500, 'desk-2'],
    ])
    expect(fund.door).toEqual({ registered: 9, arrived: 1, expected: 7, noShow: 1 })
    const view = await viewOf(phones[0]!)
    expect(view.guests.find((g) => g.id === 'r12')).toMatchObject({
      first: 'Hana',
      kind: 'door',
      status: 'arrived',
      dueMinor: 0,
      paidMinor: 3500,
    })
    // durable: the store opened again after the app is gone holds every desk action
    const folder = ctx.db.name.replace(/[/\\][^/\\]+$/, '')
    await stopServer(ctx.phones)
    ctx.close()
    const again = createMainContext({ dataFolder: folder, locales: ['en-US'], version: '0.1.0' })
    const reread = await again.dispatch('fundraiser:get', { nightId: night.id })
    again.close()
    expect(reread).toMatchObject({ ok: true, value: { seq: fund.seq, door: fund.door } })
  })

  it('never counts a guest twice from two desks at once: the second is refused in its words', async () => {
    const { call, night, phones } = await charity()
    const [a, b] = phones as [ClientPhone, ClientPhone]
    // desk 2's stream is open before desk 1's check-in
    const controller = new AbortController()
    const res = await fetch(b.streamUrl(), { signal: controller.signal })
    const reader = res.body!.getReader()
    let heard = ''
    const listening = (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) break
        heard += decoder.decode(value)
      }
    })()
    await expect.poll(() => heard.includes('event: changed')).toBe(true)
    heard = ''
    const both = await Promise.all([
      act(a, { type: 'checkIn', registrationId: 'r5', payment: { method: 'cash' } }, 'en'),
      act(b, { type: 'checkIn', registrationId: 'r5', payment: { method: 'card' } }, 'fr'),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = both.find((r) => r.status === 409)!
    expect(refused.body.error?.key).toBe('desk')
    expect(refused.body.error?.detail).toMatch(/déjà|already/)
    const fund = await must<FundraiserView>(call, 'fundraiser:get', { nightId: night.id })
    expect(fund.payments.filter((p) => p.registrationId === 'r5')).toHaveLength(1)
    expect(fund.door.arrived).toBe(1)
    // the other desk is told within a second, and reads the guest as arrived
    const started = Date.now()
    await expect.poll(() => heard.includes('event: changed'), { timeout: 1000 }).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await viewOf(b)).guests.find((g) => g.id === 'r5')?.status).toBe('arrived')
    // a desk checking in a guest the other desk took: refused in French, nothing written
    const late = await act(b, { type: 'checkIn', registrationId: 'r5' }, 'fr')
    expect(late.status).toBe(409)
    expect(late.body.error?.detail).toContain('autre')
    expect((await must<FundraiserView>(call, 'fundraiser:get', { nightId: night.id })).seq).toBe(
      fund.seq,
    )
    controller.abort()
    await listening
  })

  it('takes an action sent again (no answer came back) once', async () => {
    const { call, night, phones } = await charity(1)
    const body = {
      key: 'same-key-0001',
      action: { type: 'walkIn', firstName: 'Ira', lastName: 'Cole', payment: { method: 'cash' } },
    }
    const first = await phones[0]!.post('deskAct', body)
    const second = await phones[0]!.post('deskAct', body)
    expect(first.body).toMatchObject({ repeated: false, guest: 'r10' })
    expect(second.body).toEqual({ ...first.body, repeated: true })
    const fund = await must<FundraiserView>(call, 'fundraiser:get', { nightId: night.id })
    expect(fund.registrations.filter((r) => r.lastName === 'Cole')).toHaveLength(1)
  })

  it('is revoked by the host: its page is refused and its stream told', async () => {
    const { call, night, phones, status } = await charity()
    const controller = new AbortController()
    const res = await fetch(phones[0]!.streamUrl(), { signal: controller.signal })
    const reader = res.body!.getReader()
    let heard = ''
    const listening = (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) break
        heard += decoder.decode(value)
      }
    })()
    const after = await must<PhonesStatus>(call, 'phones:revokeDesk', {
      nightId: night.id,
      desk: 1,
    })
    expect(after.desks.map((d) => d.desk)).toEqual([2])
    await expect.poll(() => heard.includes('event: revoked')).toBe(true)
    const refused = await act(phones[0]!, { type: 'noShow', registrationId: 'r2' })
    expect(refused).toMatchObject({ status: 403, body: { error: { key: 'revoked' } } })
    expect((await phones[1]!.get('deskView')).status).toBe(200)
    // a new desk takes the next number: desk 1's actions stay desk 1's in the report
    const more = await must<PhonesStatus>(call, 'phones:addDesk', { nightId: night.id })
    expect(more.desks.map((d) => d.desk)).toEqual([2, 3])
    expect(deskCodeOf(more.desks[1]!.url)).not.toBe(deskCodeOf(status.desks[0]!.url))
    controller.abort()
    await listening
  })

  it('works through the night’s rounds, and is over once the night is', async () => {
    const { call, night, phones } = await charity(1)
    const people = await Promise.all(
      ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil', 'Hal'].map((name) =>
        must<{ person: { id: number } }>(call, 'roster:add', { name }),
      ),
    )
    await must(call, 'night:setGuests', {
      nightId: night.id,
      personIds: people.map((p) => p.person.id),
    })
    const started = await must<NightView>(call, 'night:start', { nightId: night.id, seed: 3 })
    // a late arrival during round 1
    expect((await act(phones[0]!, { type: 'checkIn', registrationId: 'r2' })).status).toBe(200)
    await playRound(call, started, createRandom(5))
    await must(call, 'night:finish', { nightId: night.id })
    const over = await phones[0]!.get('deskView')
    expect(over).toMatchObject({ status: 410, body: { error: { key: 'over' } } })
  })

  it('is only for a charity night whose phones are on', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const night = await must<{ id: number }>(call, 'night:create', {
      title: 'Plain',
      date: '2026-12-05',
    })
    // a plain night being set up cannot switch its phones on, nor have a desk
    expect(await call('phones:enable', { nightId: night.id, address: '127.0.0.1' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    })
    expect(await call('phones:addDesk', { nightId: night.id })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    })
    const status = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(status).toMatchObject({ fundraiser: false, desks: [], hideRaised: false })
    void ctx
  })
})
