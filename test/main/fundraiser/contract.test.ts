// The fundraiser's calls through the contract: payloads checked before any service runs, each
// change answered with the fundraiser as it now is, as this laptop's action.
import { describe, expect, it } from 'vitest'
import type { FundraiserView } from '../../../src/shared/fundraiser'
import { must } from '../../../scripts/lib/night-driver'
import { SETTINGS, base64, withNight } from './helpers'

describe('the fundraiser calls', () => {
  it('start a fundraiser, act on it, import a list and count the drawer', async () => {
    const { ctx, call, nightId } = await withNight()
    expect(await must(call, 'fundraiser:get', { nightId })).toBeNull()
    await must(call, 'fundraiser:settings', { nightId, settings: SETTINGS })
    const imported = await must<FundraiserView>(call, 'fundraiser:import', {
      nightId,
      file: base64('Name\nAnn Lee\nBo Ng\n'),
    })
    expect(imported.door).toEqual({ registered: 2, arrived: 0, expected: 2, noShow: 0 })
    const view = await must<FundraiserView>(call, 'fundraiser:act', {
      nightId,
      action: { type: 'checkIn', registrationId: 'r2', payment: { method: 'cash' } },
    })
    expect(view.payments[0]).toMatchObject({ amountMinor: 3000, deviceId: ctx.fundraiser.laptop })
    expect(
      await must(call, 'fundraiser:drawer', { nightId, floatMinor: 5000, countedMinor: 8000 }),
    ).toEqual({ floatMinor: 5000, expectedMinor: 8000, countedMinor: 8000, differenceMinor: 0 })
    const preview = await call('fundraiser:previewImport', { nightId, file: base64('Name\nCy\n') })
    expect(preview).toMatchObject({ ok: true, value: { encoding: 'utf-8' } })
    ctx.close()
  })

  it('refuses a payload of the wrong shape before anything runs', async () => {
    const { ctx, call, nightId } = await withNight()
    for (const [name, args] of [
      ['fundraiser:act', { nightId, action: { type: 'arrive', registrationId: 'r1' } }],
      ['fundraiser:act', { nightId, action: { type: 'draw', game: 'raffle', ticket: 7 } }],
      ['fundraiser:settings', { nightId, settings: { ...SETTINGS, extra: 1 } }],
      ['fundraiser:import', { nightId, file: 'not base64!' }],
      ['fundraiser:drawer', { nightId, floatMinor: '5', countedMinor: 0 }],
    ] as const) {
      const out = await call(name, args)
      expect(out.ok ? 'accepted' : out.error.code, name).toBe('invalid-args')
    }
    ctx.close()
  })
})
