// A charity night on the TV over the Wi-Fi (and the projector, which reads the same through the
// contract): the money raised toward the goal, live, unless the host keeps it off the TV; the
// newest draw standing with its prize and its buyer; before the first round, a welcome.
import type { FundraiserView } from '@shared/fundraiser'
import type { PhonesStatus } from '@shared/phones/board'
import type { TvFundraiser } from '@shared/phones/tvFundraiser'
import type { PhoneTvView } from '@shared/phones/views'
import { describe, expect, it } from 'vitest'
import { charityNight } from '../../drivers/charity-night'
import { must } from '../../drivers/night-driver'
import { phoneWithPass } from '../../drivers/phoneClient'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

async function charityTv() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const made = await charityNight(ctx, call, { desks: 1 })
  const url = made.status.url ?? ''
  const tv = await phoneWithPass(url, new URL(made.status.tv!.url).hash.slice(3), 'tv')
  const desk = await phoneWithPass(url, made.desks[0]!, 'desk')
  const nightId = made.night.id
  const act = (action: unknown) => must<FundraiserView>(call, 'fundraiser:act', { nightId, action })
  const tvView = async () => (await tv.get('tvView')).body as unknown as PhoneTvView
  return { call, nightId, tv, desk, act, tvView }
}

describe('a charity night on the TV', () => {
  it('shows the money raised toward the goal as it comes in, before the first round', async () => {
    const { tvView, desk, call, nightId } = await charityTv()
    const first = await tvView()
    expect(first).toMatchObject({
      notStarted: true,
      round: null,
      awards: null,
      fundraiser: {
        cause: 'Food bank',
        currency: 'USD',
        raised: { totalMinor: 0, goalMinor: 500_000 },
        draw: null,
      },
    })
    await desk.post('deskAct', {
      key: 'tv-key-0001',
      action: { type: 'checkIn', registrationId: 'r2', payment: { method: 'cash' } },
    })
    expect((await tvView()).fundraiser?.raised).toEqual({ totalMinor: 2500, goalMinor: 500_000 })
    // the projector reads the same through the contract
    expect(await must<TvFundraiser>(call, 'phones:tvFundraiser', { nightId })).toEqual(
      (await tvView()).fundraiser,
    )
  })

  it('keeps the money raised off the TV and the projector while the host says so', async () => {
    const { tvView, call, nightId } = await charityTv()
    const hidden = await must<PhonesStatus>(call, 'phones:setHideRaised', { nightId, hidden: true })
    expect(hidden.hideRaised).toBe(true)
    expect((await tvView()).fundraiser).toMatchObject({ cause: 'Food bank', raised: null })
    const projector = await must<TvFundraiser>(call, 'phones:tvFundraiser', { nightId })
    expect(projector.raised).toBeNull()
    expect(JSON.stringify(await tvView())).not.toMatch(/totalMinor|goalMinor/)
    await must(call, 'phones:setHideRaised', { nightId, hidden: false })
    expect((await tvView()).fundraiser?.raised).toEqual({ totalMinor: 0, goalMinor: 500_000 })
  })

  it('shows the newest draw standing: its ticket, its prize or the 50/50’s half, its buyer', async () => {
    const { tvView, act } = await charityTv()
    const spa = (await act({ type: 'prize', name: 'Spa basket', donor: 'Rose’s salon' })).books
      .raffle.prizes[0]!.prizeId
    await act({
      type: 'ticketSale',
      game: 'raffle',
      first: 100,
      last: 105,
      seller: 'Kim',
      buyer: 'Ann Lee',
      method: 'cash',
    })
    const prize = (await act({ type: 'prize', name: 'Wine' })).books.raffle.prizes
    expect(prize).toHaveLength(2)
    const drawn = (await act({ type: 'draw', game: 'raffle', prizeId: spa })).books.raffle.draws[0]!
    const ticket = drawn.ticket
    expect(ticket).toBeGreaterThanOrEqual(100)
    expect(ticket).toBeLessThanOrEqual(105)
    expect((await tvView()).fundraiser?.draw).toEqual({
      id: `raffle:${drawn.drawId}`,
      game: 'raffle',
      ticket,
      prize: 'Spa basket',
      donor: 'Rose’s salon',
      amountMinor: null,
      buyer: 'Ann Lee',
    })
    await act({
      type: 'ticketSale',
      game: 'fiftyFifty',
      first: 1,
      last: 25,
      seller: 'Kim',
      method: 'card',
    })
    const half = (await act({ type: 'draw', game: 'fiftyFifty' })).books.fiftyFifty.draws[0]!
    expect((await tvView()).fundraiser?.draw).toMatchObject({
      id: `fiftyFifty:${half.drawId}`,
      game: 'fiftyFifty',
      prize: null,
      amountMinor: 2500,
      buyer: null,
    })
    // a prize nobody claims is drawn again: the earlier draw is what stands until then
    await act({ type: 'unclaimed', game: 'fiftyFifty', drawId: half.drawId })
    expect((await tvView()).fundraiser?.draw?.id).toBe(`raffle:${drawn.drawId}`)
  })

  it('is left out of a night that is not a fundraiser', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { nightWithPhones } = await import('../../drivers/phones-night')
    const { status } = await nightWithPhones(ctx, call, { guests: 8, seed: 2 })
    const tv = await phoneWithPass(status.url ?? '', new URL(status.tv!.url).hash.slice(3), 'tv')
    const view = (await tv.get('tvView')).body as unknown as PhoneTvView
    expect(view).toMatchObject({ fundraiser: null, notStarted: false })
    expect(status).toMatchObject({ fundraiser: false, desks: [] })
  })
})
