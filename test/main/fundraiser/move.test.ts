// A night with a fundraiser moves to another computer intact, by its night file and by the
// whole-store move: every entry with its place, time and device, the draws as drawn, the money
// to the cent. Files written before fundraisers still import; a tampered log is refused whole.
import { describe, expect, it } from 'vitest'
import type { MainContext } from '../../../src/main/context'
import { actOnFundraiser, saveSettings } from '../../../src/main/fundraiser/fundraiserActions'
import { fundraiserViewOf } from '../../../src/main/fundraiser/fundraiserReads'
import type { FundraiserAction } from '../../../src/shared/fundraiser'
import type { TransferPreview, TransferResult } from '../../../src/shared/transfer/views'
import type { ExportedFile, NightView } from '../../../src/shared/views'
import { must, type Call } from '../../drivers/night-driver'
import { replayMatches, snapshot } from '../night/helpers'
import { SETTINGS, base64, withNight } from './helpers'

/** A night's fundraiser with a little of everything, at the laptop and a desk device. */
async function fundraiserNight(): Promise<{ ctx: MainContext; call: Call; nightId: number }> {
  const made = await withNight()
  const { ctx, nightId } = made
  const deps = ctx.fundraiser
  saveSettings(deps, nightId, SETTINGS)
  await must(made.call, 'fundraiser:import', {
    nightId,
    file: base64('Name,Total Paid\nAnn Lee,$30.00\nBo Ng,\nCy Ode,\n'),
  })
  const actions: [FundraiserAction, string?][] = [
    [{ type: 'checkIn', registrationId: 'r4', payment: { method: 'card' } }, 'desk-2'],
    [{ type: 'noShow', registrationId: 'r5' }],
    [{ type: 'refund', paymentId: 'pay3', amountMinor: 1000 }],
    [
      { type: 'walkIn', firstName: 'Zoë', lastName: 'Núñez', payment: { method: 'cheque' } },
      'desk-2',
    ],
    [{ type: 'donation', amountMinor: 4321, donor: null, method: 'online' }],
    [{ type: 'ticketSale', game: 'raffle', first: 1, last: 12, seller: 'Bea', method: 'cash' }],
    [{ type: 'ticketSale', game: 'fiftyFifty', first: 1, last: 5, seller: 'Cy', method: 'cash' }],
    [{ type: 'prize', name: 'Basket', donor: 'Deli' }],
  ]
  for (const [action, device] of actions) actOnFundraiser(deps, nightId, action, device)
  const prize = fundraiserViewOf(deps, nightId)?.books.raffle.prizes[0]?.prizeId
  actOnFundraiser(deps, nightId, { type: 'draw', game: 'raffle', prizeId: prize })
  actOnFundraiser(deps, nightId, { type: 'draw', game: 'fiftyFifty' })
  actOnFundraiser(deps, nightId, { type: 'payout', kind: 'fiftyFifty', method: 'cash' })
  return made
}

/** A fundraiser's view less what differs on another computer by design (the night's id). */
function kept(ctx: MainContext, nightId: number): unknown {
  const view = fundraiserViewOf(ctx.fundraiser, nightId)
  return view && { ...view, nightId: 'moved' }
}

describe('a fundraiser moved to another computer', () => {
  it('travels in its night’s file, and a file from before fundraisers still imports', async () => {
    const a = await fundraiserNight()
    const file = await must<ExportedFile>(a.call, 'night:exportJson', { nightId: a.nightId })
    expect(JSON.parse(file.content)).toMatchObject({ version: 3 })
    const b = await withNight()
    const imported = await must<NightView>(b.call, 'night:import', { json: file.content })
    expect(kept(b.ctx, imported.id)).toEqual(kept(a.ctx, a.nightId))
    expect((kept(b.ctx, imported.id) as { raised: { totalMinor: number } }).raised.totalMinor).toBe(
      3000 - 1000 + 3000 + 3500 + 4321 + 1000 + 500,
    )
    expect(replayMatches(b.ctx)).toEqual([])

    const old = JSON.parse(file.content) as Record<string, unknown>
    delete old['fundraiser']
    old['version'] = 1
    const plain = await must<NightView>(b.call, 'night:import', { json: JSON.stringify(old) })
    expect(fundraiserViewOf(b.ctx.fundraiser, plain.id)).toBeNull()
    a.ctx.close()
    b.ctx.close()
  })

  it('refuses a night file whose fundraiser log was tampered with, importing nothing', async () => {
    const a = await fundraiserNight()
    const file = await must<ExportedFile>(a.call, 'night:exportJson', { nightId: a.nightId })
    const b = await withNight()
    const before = snapshot(b.ctx)
    const tampered = JSON.parse(file.content) as {
      fundraiser: { event: { amountMinor?: number } }[]
    }
    const donation = tampered.fundraiser.find((e) => e.event.amountMinor === 4321)
    if (donation) donation.event.amountMinor = -4321
    const out = await b.call('night:import', { json: JSON.stringify(tampered) })
    expect(out.ok).toBe(false)
    expect(snapshot(b.ctx)).toBe(before)
    const gap = JSON.parse(file.content) as { fundraiser: unknown[] }
    gap.fundraiser.splice(3, 1)
    expect((await b.call('night:import', { json: JSON.stringify(gap) })).ok).toBe(false)
    expect(snapshot(b.ctx)).toBe(before)
    a.ctx.close()
    b.ctx.close()
  })

  it('travels with the whole store, and is the same night on a second look', async () => {
    const a = await fundraiserNight()
    const json = (await must<ExportedFile>(a.call, 'transfer:exportAll', {})).content
    expect(JSON.parse(json)).toMatchObject({ version: 5 })
    const b = await withNight()
    const preview = await must<TransferPreview>(b.call, 'transfer:previewImport', { json })
    expect(preview.addNights.map((n) => n.title)).toEqual(['Charity Bunco'])
    const result = await must<TransferResult>(b.call, 'transfer:importAll', {
      json,
      settings: false,
    })
    expect(result.nights).toBe(1)
    const [moved = 0] = b.ctx.fundraiser.repo.nights()
    expect(kept(b.ctx, moved)).toEqual(kept(a.ctx, a.nightId))
    const again = await must<TransferPreview>(b.call, 'transfer:previewImport', { json })
    expect(again).toMatchObject({ addNights: [], sameNights: 1, otherNights: [] })
    // one more desk action on the first computer: the night differs now
    actOnFundraiser(a.ctx.fundraiser, a.nightId, { type: 'noShow', registrationId: 'r2' })
    const changed = (await must<ExportedFile>(a.call, 'transfer:exportAll', {})).content
    expect(
      await must<TransferPreview>(b.call, 'transfer:previewImport', { json: changed }),
    ).toMatchObject({
      sameNights: 0,
      otherNights: [{ title: 'Charity Bunco' }],
    })
    // a version 3 file (before fundraisers) still imports
    const old = JSON.parse(json) as { version: number; nights: Record<string, unknown>[] }
    old.version = 3
    for (const night of old.nights) delete night['fundraiser']
    const c = await withNight()
    await must(c.call, 'transfer:importAll', { json: JSON.stringify(old), settings: false })
    const nights = await must<NightView[]>(c.call, 'night:list', {})
    expect(nights).toHaveLength(2)
    expect(c.ctx.fundraiser.repo.nights()).toEqual([])
    for (const s of [a, b, c]) s.ctx.close()
  })
})
