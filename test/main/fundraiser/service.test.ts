// The fundraiser's services over a real SQLite file: each action checked by the ledger and written
// as rows of the night's log (or refused with nothing written), the device that sent it kept, a
// draw made by the random source and recorded, and the log read back the same after a reopen.
import { describe, expect, it } from 'vitest'
import { createMainContext } from '../../../src/main/context'
import { actOnFundraiser, saveSettings } from '../../../src/main/fundraiser/fundraiserActions'
import { readFundraiser } from '../../../src/main/fundraiser/fundraiserLog'
import { fundraiserViewOf } from '../../../src/main/fundraiser/fundraiserReads'
import { AppError } from '../../../src/shared/app-error'
import type { FundraiserAction } from '../../../src/shared/fundraiser'
import { must } from '../../../scripts/lib/night-driver'
import type { ExportedFile, NightView } from '../../../src/shared/views'
import { snapshot } from '../night/helpers'
import { SETTINGS, withNight } from './helpers'

/** The message key an action is refused with ('' when it was not). */
function refusal(run: () => unknown): string {
  try {
    run()
    return ''
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return err.messageKey
  }
}

describe('a fundraiser through its services', () => {
  it('starts from its settings and records each action as one or more rows, by device', async () => {
    const { ctx, nightId } = await withNight()
    const deps = ctx.fundraiser
    expect(fundraiserViewOf(deps, nightId)).toBeNull()
    saveSettings(deps, nightId, SETTINGS)
    const walkIn: FundraiserAction = {
      type: 'walkIn',
      firstName: 'Zoë',
      lastName: 'Núñez',
      payment: { method: 'card' },
    }
    actOnFundraiser(deps, nightId, walkIn, 'desk-tablet')
    actOnFundraiser(deps, nightId, {
      type: 'donation',
      amountMinor: 2000,
      donor: null,
      method: 'cash',
    })
    const view = fundraiserViewOf(deps, nightId)
    expect(view?.seq).toBe(5)
    expect(view?.registrations).toMatchObject([
      { registrationId: 'r2', lastName: 'Núñez', status: 'arrived', paidMinor: 3500 },
    ])
    expect(view?.raised.totalMinor).toBe(5500)
    const rows = ctx.db
      .prepare<[], { seq: number; device: string }>('SELECT seq, device FROM fundraiser_events')
      .all()
    expect(rows.map((r) => r.device)).toEqual([
      deps.laptop,
      'desk-tablet',
      'desk-tablet',
      'desk-tablet',
      deps.laptop,
    ])
    expect(deps.laptop).toMatch(/^laptop-[0-9a-z]{12}$/)
    ctx.close()
  })

  it('refuses an action on a night that is no fundraiser, or no night, writing nothing', async () => {
    const { ctx, nightId } = await withNight()
    const before = snapshot(ctx)
    const donation: FundraiserAction = {
      type: 'donation',
      amountMinor: 100,
      donor: null,
      method: 'cash',
    }
    expect(refusal(() => actOnFundraiser(ctx.fundraiser, nightId, donation))).toBe(
      'errors.fundraiser.log.notStarted',
    )
    expect(refusal(() => saveSettings(ctx.fundraiser, 999, SETTINGS))).toBe(
      'errors.store.nightNotFound',
    )
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('refuses bad input in the ledger’s words and writes nothing, a whole walk-in included', async () => {
    const { ctx, nightId } = await withNight()
    const deps = ctx.fundraiser
    saveSettings(deps, nightId, SETTINGS)
    const sale = (first: number, last: number): FundraiserAction => ({
      type: 'ticketSale',
      game: 'raffle',
      first,
      last,
      seller: 'Bea',
      method: 'cash',
    })
    expect(
      refusal(() => actOnFundraiser(deps, nightId, { type: 'draw', game: 'raffle', prizeId: 'x' })),
    ).toBe('errors.fundraiser.raffle.noTicketSold')
    actOnFundraiser(deps, nightId, sale(1, 50))
    const before = snapshot(ctx)
    const cases: [FundraiserAction, string][] = [
      [sale(40, 60), 'raffle.rangeOverlap'],
      [sale(1, 50), 'raffle.rangeOverlap'],
      [{ type: 'donation', amountMinor: -500, donor: null, method: 'cash' }, 'money.negative'],
      [{ type: 'donation', amountMinor: 12.5, donor: null, method: 'card' }, 'money.notWhole'],
      [{ type: 'unclaimed', game: 'raffle', drawId: 'draw9' }, 'raffle.drawUnknown'],
      [
        {
          type: 'walkIn',
          firstName: 'Al',
          lastName: 'Bo',
          payment: { method: 'cash', amountMinor: 9000 },
        },
        'payment.moreThanDue',
      ],
      [{ type: 'checkIn', registrationId: 'r404' }, 'registration.unknown'],
      [{ type: 'payout', kind: 'fiftyFifty', method: 'cash' }, 'payout.fiftyFiftyNotDrawn'],
    ]
    for (const [action, key] of cases)
      expect(
        refusal(() => actOnFundraiser(deps, nightId, action)),
        key,
      ).toBe(`errors.fundraiser.${key}`)
    expect(snapshot(ctx)).toBe(before)
    expect(readFundraiser(deps, nightId)?.seq).toBe(2)
    ctx.close()
  })

  it('draws with the random source it is given and records the ticket, so a reopen replays it', async () => {
    const { ctx, nightId, dataFolder } = await withNight()
    const asked: number[] = []
    const deps = { ...ctx.fundraiser, random: (n: number): number => (asked.push(n), n - 1) }
    saveSettings(deps, nightId, SETTINGS)
    actOnFundraiser(deps, nightId, { type: 'prize', name: 'Spa basket', donor: 'Ann’s salon' })
    for (const [first, last] of [
      [101, 110],
      [1, 5],
    ] as const)
      actOnFundraiser(deps, nightId, {
        type: 'ticketSale',
        game: 'raffle',
        first,
        last,
        seller: 'Cy',
        method: 'card',
      })
    const drawn = actOnFundraiser(deps, nightId, {
      type: 'draw',
      game: 'raffle',
      prizeId: 'prize2',
    })
    expect(asked).toEqual([15])
    expect(drawn.state.books.raffle.draws).toMatchObject([{ drawId: 'draw5', ticket: 110 }])
    // the winner cannot win again under the rule: 14 tickets left to draw from
    actOnFundraiser(deps, nightId, { type: 'prize', name: 'Wine', donor: null })
    actOnFundraiser(deps, nightId, { type: 'draw', game: 'raffle', prizeId: 'prize6' })
    expect(asked).toEqual([15, 14])
    const kept = fundraiserViewOf(ctx.fundraiser, nightId)
    ctx.close()
    const again = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
    expect(fundraiserViewOf(again.fundraiser, nightId)).toEqual(kept)
    again.close()
  })

  it('folds rows another writer added on top of the state it keeps', async () => {
    const { ctx, nightId } = await withNight()
    const deps = ctx.fundraiser
    saveSettings(deps, nightId, SETTINGS)
    const first = readFundraiser(deps, nightId)
    expect(readFundraiser(deps, nightId)).toBe(first)
    deps.repo.append(nightId, [
      {
        seq: 2,
        at: '2026-12-05T19:00:00.000Z',
        device: 'desk-2',
        event: {
          type: 'donation',
          donationId: 'don2',
          amountMinor: 700,
          donor: null,
          method: 'cash',
          note: '',
          deviceId: 'desk-2',
        },
      },
    ])
    expect(readFundraiser(deps, nightId)?.state.donations.size).toBe(1)
    ctx.close()
  })

  it('tells the windows once an action is saved, and not for a refusal', async () => {
    const { ctx, nightId } = await withNight()
    const heard: unknown[] = []
    ctx.push.subscribe((m) => {
      if (m.name === 'fundraiser:changed') heard.push(m.data)
    })
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    refusal(() =>
      actOnFundraiser(ctx.fundraiser, nightId, { type: 'noShow', registrationId: 'r9' }),
    )
    expect(heard).toEqual([{ nightId, seq: 1 }])
    ctx.close()
  })
})

describe('a fundraiser kept in memory', () => {
  it('is not taken for another night that gets the id of a deleted one', async () => {
    const { ctx, call, nightId } = await withNight()
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    const file = await must<ExportedFile>(call, 'night:exportJson', { nightId })
    const other = JSON.parse(file.content) as { fundraiser: { event: { settings: object } }[] }
    const first = other.fundraiser[0]
    if (first) first.event.settings = { ...SETTINGS, cause: 'Animal shelter' }
    expect(fundraiserViewOf(ctx.fundraiser, nightId)?.settings.cause).toBe('Food bank')
    await must(call, 'night:delete', { nightId })
    const imported = await must<NightView>(call, 'night:import', { json: JSON.stringify(other) })
    // the store gives the new night the id the deleted one had
    expect(imported.id).toBe(nightId)
    expect(fundraiserViewOf(ctx.fundraiser, nightId)?.settings.cause).toBe('Animal shelter')
    ctx.close()
  })
})
