// A night whose event log was damaged outside the app (a raw UPDATE on the real SQLite file):
// the list still lists it, marked; it opens read-only with the damage named; every change is
// refused with a plain message; it exports as far as it reads; the other nights carry on.
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createRandom } from '@shared/bunco'
import { translate } from '@shared/i18n'
import type { ExportedFile, HistoryEntry, NightSummary, NightView, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'
import { freshStore, snapshot } from './helpers'

interface Played {
  dataFolder: string
  damagedId: number
  healthyId: number
  /** The id of the event that closed round 2 of the night to damage. */
  commit2: number
}

async function twoNights(): Promise<Played> {
  const dataFolder = tempFolder()
  const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
  const call = (name: Parameters<MainContext['dispatch']>[0], args: unknown) =>
    ctx.dispatch(name, args)
  const ids = await addPeople(call, 8)
  const random = createRandom(5)
  let damaged = await startNight(call, ids, { seed: 5, title: 'To be damaged' })
  let commit2 = 0
  for (let r = 1; r <= 3; r++) {
    damaged = await playRound(call, damaged, random)
    if (r === 2) commit2 = damaged.savedEventId
  }
  let healthy = await startNight(call, ids, { seed: 6, title: 'Healthy' })
  healthy = await playRound(call, healthy, random)
  await ctx.idle()
  ctx.close()
  return { dataFolder, damagedId: damaged.id, healthyId: healthy.id, commit2 }
}

function damage(dataFolder: string, sql: string, ...args: unknown[]): void {
  const raw = new Database(join(dataFolder, 'bunco-night.sqlite'))
  raw.prepare(sql).run(...args)
  raw.close()
}

function open(dataFolder: string): { ctx: MainContext; call: MainContext['dispatch'] } {
  const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

const CASES = [
  {
    what: 'a payload that is not JSON',
    sql: `UPDATE events SET payload = '{"type":"commit","rou' WHERE id = ?`,
    said: 'cannot be read (it is not valid JSON).',
    listedAtOnce: true,
  },
  {
    what: 'an action the night schema refuses',
    sql: `UPDATE events SET payload = '{"type":"commit","round":99}' WHERE id = ?`,
    said: 'is not an action the app knows (at “round”).',
    listedAtOnce: false,
  },
  {
    what: 'an action the rules refuse',
    sql: `UPDATE events SET payload = '{"type":"commit","round":1}' WHERE id = ?`,
    said: 'is refused by the rules: Round 1 is already closed. Use a correction to change it.',
    listedAtOnce: false,
  },
]

describe.each(CASES)('a night with $what', ({ sql, said, listedAtOnce }) => {
  it('lists, opens read-only naming the damage, refuses changes, exports what reads', async () => {
    const played = await twoNights()
    damage(played.dataFolder, sql, played.commit2)
    const { ctx, call } = open(played.dataFolder)
    const { damagedId, healthyId, commit2 } = played

    const listed = await must<NightSummary[]>(call, 'night:list', {})
    expect(listed.map((n) => n.title).sort()).toEqual(['Healthy', 'To be damaged'])
    expect(listed.find((n) => n.id === damagedId)?.damaged).toBe(listedAtOnce)

    const view = await must<NightView>(call, 'night:get', { nightId: damagedId })
    // As far as it reads: round 1 closed, round 2 open with its results entered.
    expect(view.roundsPlayed).toBe(1)
    expect(view.current?.plan.round).toBe(2)
    expect(view.canUndo).toBe(false)
    expect(view.canRedo).toBe(false)
    const damageText = translate('en', view.damage?.key ?? '', view.damage?.params ?? {})
    expect(damageText).toBe(
      `This night is damaged and cannot be changed: its saved action no. ${commit2} ${said} What comes before it can still be viewed and saved as a file.`,
    )
    const after = await must<NightSummary[]>(call, 'night:list', {})
    expect(after.find((n) => n.id === damagedId)?.damaged).toBe(true)
    expect(after.find((n) => n.id === healthyId)?.damaged).toBe(false)

    const standings = await must<Standing[]>(call, 'night:standings', { nightId: damagedId })
    expect(standings).toHaveLength(8)
    const history = await must<HistoryEntry[]>(call, 'night:history', { nightId: damagedId })
    expect(history.every((h) => h.id < commit2)).toBe(true)

    const before = snapshot(ctx)
    const round = view.current?.plan.round ?? 0
    const refused = [
      await call('night:commitRound', { nightId: damagedId, round }),
      await call('night:undo', { nightId: damagedId }),
      await call('night:redo', { nightId: damagedId }),
      await call('night:finish', { nightId: damagedId }),
      await call('night:setDetails', { nightId: damagedId, title: 'Renamed' }),
      await call('night:leave', { nightId: damagedId, personId: 1 }),
    ]
    for (const outcome of refused) {
      expect(outcome.ok).toBe(false)
      if (outcome.ok) continue
      expect(outcome.error.code).toBe('conflict')
      expect(outcome.error.message).toBe(damageText)
    }
    expect(snapshot(ctx)).toBe(before)

    const file = await must<ExportedFile>(call, 'night:exportJson', { nightId: damagedId })
    const other = freshStore()
    const imported = await must<NightView>(other.call, 'night:import', { json: file.content })
    expect(imported.roundsPlayed).toBe(1)
    expect(imported.damage).toBeNull()
    other.ctx.close()

    // The other night carries on as ever.
    const healthy = await must<NightView>(call, 'night:get', { nightId: healthyId })
    expect(healthy.damage).toBeNull()
    await playRound(call, healthy, createRandom(1))
    await ctx.idle()
    ctx.close()
  })
})

describe('a night saved before direction marks were refused', () => {
  it('still opens and plays', async () => {
    const played = await twoNights()
    const title = 'Ann\u202e night'
    damage(
      played.dataFolder,
      `UPDATE events SET payload = json_set(payload, '$.details.title', ?)
       WHERE night_id = ? AND type = 'create'`,
      title,
      played.healthyId,
    )
    damage(played.dataFolder, 'UPDATE nights SET title = ? WHERE id = ?', title, played.healthyId)
    const { ctx, call } = open(played.dataFolder)
    const view = await must<NightView>(call, 'night:get', { nightId: played.healthyId })
    expect(view.damage).toBeNull()
    expect(view.details.title).toBe(title)
    await playRound(call, view, createRandom(2))
    await ctx.idle()
    ctx.close()
  })
})
