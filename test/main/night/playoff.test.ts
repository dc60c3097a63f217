// The playoff through the contract over real SQLite: cut, roll-off refused then entered, each
// stage, the champions, undo and redo, history lines, replay agreeing with the stored tables, and
// the night moved to another computer with its playoff.
import type { ExportedFile, HistoryEntry, NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, startNight, type Call } from '../../drivers/night-driver'
import { freshStore, replayMatches, snapshot } from './helpers'

/** A night of 16 whose one round North–South won everywhere: 8 players tied on one win. */
async function qualified(call: Call): Promise<{ view: NightView; ids: number[] }> {
  const ids = await addPeople(call, 16)
  let view = await startNight(call, ids, { seed: 5, rules: { tieBreak: ['rollOff'] } })
  const round = view.current!.plan.round
  const results = view.current!.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
  view = await must<NightView>(call, 'night:commitRound', { nightId: view.id, round, results })
  return { view, ids }
}

const personOf = (key: string): number => Number(key.slice(1))

/** Enters North–South at every table of the open stage. */
async function playStage(call: Call, view: NightView): Promise<NightView> {
  let now = view
  for (const t of view.playoff!.stages.at(-1)!.tables) {
    now = await must<NightView>(call, 'night:playoffTable', {
      nightId: view.id,
      table: t.table,
      winner: 'NS',
    })
  }
  return now
}

describe('a playoff over real SQLite', () => {
  it('cuts, refuses wrong picks in the host’s language, seats, crowns and undoes', async () => {
    const { ctx, call } = freshStore('fr-FR')
    let { view } = await qualified(call)
    expect(view.playoffEntrants).toBe(16)
    const qualifying = view.standings
    view = await must<NightView>(call, 'night:startPlayoff', { nightId: view.id, field: 4 })
    expect(view.status).toBe('finished')
    const rollOff = view.playoff!.rollOff!
    expect(rollOff.places).toBe(4)
    expect(replayMatches(ctx)).toEqual([])

    const before = snapshot(ctx)
    const few = rollOff.players.slice(0, 3).map(personOf)
    const refused = await call('night:playoffRollOff', { nightId: view.id, personIds: few })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.message).toContain('Cochez exactement 4')
    expect(snapshot(ctx)).toBe(before)

    const picks = rollOff.players.slice(2, 6)
    view = await must<NightView>(call, 'night:playoffRollOff', {
      nightId: view.id,
      personIds: picks.map(personOf),
    })
    expect(view.playoff!.through).toEqual(picks)
    view = await playStage(call, view)
    const final = view.playoff!.stages[0]!.tables[0]!.seats
    expect(view.playoff!.champions).toEqual([final.N, final.S])
    // the night's standings stay the qualifying ones
    expect(view.standings).toEqual(qualifying)
    expect(replayMatches(ctx)).toEqual([])

    const history = await must<HistoryEntry[]>(call, 'night:history', { nightId: view.id })
    expect(history.slice(0, 3).map((h) => h.said.key)).toEqual([
      'playoff.history.playoffTable',
      'playoff.history.playoffRollOff',
      'playoff.history.playoff',
    ])
    expect(history[0]!.said.params).toEqual({ table: 1, winner: '@playoff.winners.NS' })

    view = await must<NightView>(call, 'night:undo', { nightId: view.id })
    expect(view.playoff!.champions).toEqual([])
    expect(view.playoff!.stages[0]!.winners).toEqual([])
    const afterUndo = await must<HistoryEntry[]>(call, 'night:history', { nightId: view.id })
    expect(afterUndo.find((h) => h.type === 'playoffTable')?.undone).toBe(true)
    view = await must<NightView>(call, 'night:redo', { nightId: view.id })
    expect(view.playoff!.champions).toEqual([final.N, final.S])
    expect(replayMatches(ctx)).toEqual([])

    // undoing every playoff step leaves the night as Finish left it, then playing on again
    for (let i = 0; i < 3; i++)
      view = await must<NightView>(call, 'night:undo', { nightId: view.id })
    expect(view.playoff).toBeNull()
    expect(view.status).toBe('playing')
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })

  it('moves a night with its playoff to another computer', async () => {
    const { ctx, call } = freshStore()
    let { view } = await qualified(call)
    view = await must<NightView>(call, 'night:startPlayoff', { nightId: view.id, field: 8 })
    expect(view.playoff!.rollOff).toBeNull()
    view = await playStage(call, view)
    expect(view.playoff!.stages).toHaveLength(2)
    const file = await must<ExportedFile>(call, 'night:exportJson', { nightId: view.id })
    ctx.close()
    const other = freshStore()
    const moved = await must<NightView>(other.call, 'night:import', { json: file.content })
    expect(moved.playoff).toEqual(view.playoff)
    expect(replayMatches(other.ctx)).toEqual([])
    other.ctx.close()
  })

  it('moves the roll-off at the cut to a computer whose roster gives its players other ids', async () => {
    const { ctx, call } = freshStore()
    let { view } = await qualified(call)
    view = await must<NightView>(call, 'night:startPlayoff', { nightId: view.id, field: 4 })
    const picks = view.playoff!.rollOff!.players.slice(0, 4)
    view = await must<NightView>(call, 'night:playoffRollOff', {
      nightId: view.id,
      personIds: picks.map(personOf),
    })
    const named = (v: NightView, keys: readonly string[]): string[] =>
      keys.map((k) => v.players.find((p) => p.player === k)!.name)
    const file = await must<ExportedFile>(call, 'night:exportJson', { nightId: view.id })
    ctx.close()
    const other = freshStore()
    // someone else is in this roster first: the night's people get other ids here
    await addPeople(other.call, 3, 'Neighbour')
    const moved = await must<NightView>(other.call, 'night:import', { json: file.content })
    expect(moved.playoff!.through).not.toEqual(view.playoff!.through)
    expect(named(moved, moved.playoff!.through)).toEqual(named(view, picks))
    expect(replayMatches(other.ctx)).toEqual([])
    other.ctx.close()
  })

  it('refuses a field larger than the players, saying why, and writes nothing', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 8)
    let view = await startNight(call, ids)
    const round = view.current!.plan.round
    const results = view.current!.plan.tables.map((t) => ({ table: t.table, winner: 'EW' }))
    view = await must<NightView>(call, 'night:commitRound', { nightId: view.id, round, results })
    const before = snapshot(ctx)
    const refused = await call('night:startPlayoff', { nightId: view.id, field: 16 })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.message).toContain('16')
    expect(snapshot(ctx)).toBe(before)
    const wrong = await call('night:startPlayoff', { nightId: view.id, field: 12 })
    expect(wrong.ok).toBe(false)
    // a guest who went home is not counted: seven may play, so a field of 8 is refused too
    expect(view.playoffEntrants).toBe(8)
    view = await must<NightView>(call, 'night:leave', { nightId: view.id, personId: ids[0] })
    const next = view.current!.plan
    const played = next.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    view = await must<NightView>(call, 'night:commitRound', {
      nightId: view.id,
      round: next.round,
      results: played,
    })
    expect(view.playoffEntrants).toBe(7)
    expect((await call('night:startPlayoff', { nightId: view.id, field: 8 })).ok).toBe(false)
    ctx.close()
  })
})
