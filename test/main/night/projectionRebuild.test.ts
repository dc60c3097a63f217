import { createRandom } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { keyValueRepo } from '../../../src/main/db/keyValueRepo'
import {
  PROJECTION_VERSION,
  rebuildProjectionIfNeeded,
} from '../../../src/main/night/projectionRebuild'
import { replayDifferences } from '../../../src/main/night/verify'
import { freshStore } from './helpers'

describe('rebuilding stored nights when the engine changed', () => {
  it('rewrites a night whose tables an older engine wrote, once per projection version', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 8)
    let v = await startNight(call, ids, { seed: 2 })
    for (let r = 0; r < 6; r++) v = await playRound(call, v, createRandom(r))
    v = await must<NightView>(call, 'night:finish', { nightId: v.id })
    // as an older app left it: awards without today's fields, and an older projection version
    ctx.db.prepare("UPDATE awards SET detail = '{}' WHERE night_id = ?").run(v.id)
    keyValueRepo(ctx.db, 'app_state').set('projection.version', PROJECTION_VERSION - 1)
    expect(replayDifferences(ctx.db, v.id)).toEqual([`night ${v.id}: awards`])
    expect(rebuildProjectionIfNeeded(ctx.db)).toEqual({ rebuilt: [v.id], unreadable: [] })
    expect(replayDifferences(ctx.db, v.id)).toEqual([])
    // the version is recorded: the next start replays nothing
    ctx.db.prepare("UPDATE awards SET detail = '{}' WHERE night_id = ?").run(v.id)
    expect(rebuildProjectionIfNeeded(ctx.db)).toEqual({ rebuilt: [], unreadable: [] })
    ctx.close()
  })
})
