// The self-check reads every night's fundraiser log: a row an outside hand damaged, a gap in the
// seqs or an event the ledger refuses is named with its night and seq; a sound log says nothing.
import { describe, expect, it } from 'vitest'
import { actOnFundraiser, saveSettings } from '../../../src/main/fundraiser/fundraiserActions'
import { selfCheckProblems } from '../../../src/main/selfCheck'
import { SETTINGS, withNight } from './helpers'

describe('the self-check of a fundraiser', () => {
  it('passes a sound log, and names a damaged row, a gap and a refused event by their seq', async () => {
    const { ctx, nightId } = await withNight()
    saveSettings(ctx.fundraiser, nightId, SETTINGS)
    actOnFundraiser(ctx.fundraiser, nightId, { type: 'walkIn', firstName: 'A', lastName: 'B' })
    expect(selfCheckProblems(ctx.db)).toEqual([])
    const insert = ctx.db.prepare(
      "INSERT INTO fundraiser_events (night_id, seq, event, device, recorded_at) VALUES (?, ?, ?, 'x', 'x')",
    )
    // the walk-in wrote seqs 2 and 3: a row at 5 leaves a gap at 4
    insert.run(nightId, 5, '{"type":"noShow","registrationId":"r2","deviceId":"x"}')
    expect(selfCheckProblems(ctx.db)).toEqual([
      `night ${nightId}: fundraiser: errors.fundraiser.log.damaged {"seq":4}`,
    ])
    ctx.db.exec('DELETE FROM fundraiser_events WHERE seq = 5')
    insert.run(nightId, 4, 'not json')
    expect(selfCheckProblems(ctx.db)).toEqual([
      `night ${nightId}: fundraiser: errors.fundraiser.log.damaged {"seq":4}`,
    ])
    ctx.db.exec('DELETE FROM fundraiser_events WHERE seq = 4')
    insert.run(nightId, 4, '{"type":"arrive","registrationId":"r2","deviceId":"x"}')
    expect(selfCheckProblems(ctx.db)[0]).toContain('errors.fundraiser.log.refused')
    expect(selfCheckProblems(ctx.db)[0]).toContain('"seq":4')
    ctx.close()
  })
})
