import { createRandom, DEFAULT_RULES } from '@shared/bunco'
import type { HistoryEntry, NightView, Person, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { freshStore, replayMatches, snapshot } from './helpers'

async function twelve(): Promise<{
  ctx: ReturnType<typeof freshStore>['ctx']
  call: ReturnType<typeof freshStore>['call']
  view: NightView
  ids: number[]
}> {
  const { ctx, call } = freshStore()
  const ids = await addPeople(call, 12)
  const view = await startNight(call, ids, { seed: 5 })
  return { ctx, call, view, ids }
}

describe('recording results', () => {
  it('replaces a table’s result when entered again, and commits only when every table is in', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    await must(call, 'night:recordResult', {
      nightId,
      round: 1,
      result: { table: 1, winner: 'NS' },
    })
    const again = await must<NightView>(call, 'night:recordResult', {
      nightId,
      round: 1,
      result: { table: 1, winner: 'EW' },
    })
    expect(again.current?.results).toEqual([{ table: 1, winner: 'EW' }])
    const refused = await call('night:commitRound', { nightId, round: 1 })
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } })
    if (!refused.ok) expect(refused.error.message).toContain('table 2, 3')
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })

  it.each([
    ['a table that does not exist', { table: 9, winner: 'NS' }, /no table 9 in round 1/],
    ['a seat winner in team play', { table: 1, winner: 'N' }, /exactly one winner/],
    [
      'a tie without roll-off',
      { table: 1, winner: 'NS', points: { NS: 21, EW: 21 } },
      /tied at 21/,
    ],
    [
      'a winner with fewer points',
      { table: 1, winner: 'NS', points: { NS: 3, EW: 21 } },
      /fewer points/,
    ],
    [
      'a Bunco for someone at another table',
      { table: 1, winner: 'NS', buncos: { p999: 1 } },
      /not seated at table 1/,
    ],
  ])('refuses %s with a clear message and writes nothing', async (_label, result, message) => {
    const { ctx, call, view } = await twelve()
    const before = snapshot(ctx)
    const outcome = await call('night:recordResult', { nightId: view.id, round: 1, result })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.message).toMatch(message)
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('refuses results for a committed round, a future round, and another night', async () => {
    const { ctx, call, view, ids } = await twelve()
    const random = createRandom(1)
    await playRound(call, view, random)
    const other = await startNight(call, ids.slice(0, 8), { seed: 9, title: 'Other' })
    const before = snapshot(ctx)
    const committed = await call('night:recordResult', {
      nightId: view.id,
      round: 1,
      result: { table: 1, winner: 'NS' },
    })
    expect(committed.ok || committed.error.message).toMatch(/Round 1 is already closed/)
    const future = await call('night:recordResult', {
      nightId: view.id,
      round: 5,
      result: { table: 1, winner: 'NS' },
    })
    expect(future.ok || future.error.message).toMatch(/Round 5 has not started/)
    const plan = view.current?.plan
    const stranger = plan?.tables[2]?.seats.N ?? ''
    const otherSeats = other.current?.plan.tables.flatMap((t) => Object.values(t.seats)) ?? []
    const foreign = await call('night:recordResult', {
      nightId: other.id,
      round: 1,
      result: { table: 1, winner: 'NS', buncos: { [stranger]: 1 } },
    })
    if (!otherSeats.slice(0, 4).includes(stranger)) expect(foreign.ok).toBe(false)
    const missing = await call('night:get', { nightId: 999 })
    expect(missing.ok || missing.error.message).toBe('Night 999 does not exist.')
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('names the player in errors instead of their key', async () => {
    const { ctx, call, view, ids } = await twelve()
    const outcome = await call('night:arrive', { nightId: view.id, personId: ids[0] })
    expect(outcome.ok || outcome.error.message).toBe('Guest 1 is already playing tonight.')
    ctx.close()
  })
})

describe('undo and redo', () => {
  it('undoes the last actions in order, redoes them, and a new action clears redo', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const r = (table: number, winner: string): unknown => ({
      nightId,
      round: 1,
      result: { table, winner },
    })
    await must(call, 'night:recordResult', r(1, 'NS'))
    await must(call, 'night:recordResult', r(2, 'EW'))
    let v = await must<NightView>(call, 'night:undo', { nightId })
    expect(v.current?.results.map((x) => x.table)).toEqual([1])
    expect(v.canRedo).toBe(true)
    v = await must<NightView>(call, 'night:undo', { nightId })
    expect(v.current?.results).toEqual([])
    v = await must<NightView>(call, 'night:redo', { nightId })
    expect(v.current?.results.map((x) => x.table)).toEqual([1])
    v = await must<NightView>(call, 'night:redo', { nightId })
    expect(v.current?.results.map((x) => x.table)).toEqual([1, 2])
    expect(v.canRedo).toBe(false)
    await must(call, 'night:undo', { nightId })
    v = await must<NightView>(call, 'night:recordResult', r(3, 'NS'))
    expect(v.canRedo).toBe(false)
    expect((await call('night:redo', { nightId })).ok).toBe(false)
    expect(replayMatches(ctx)).toEqual([])
    const history = await must<HistoryEntry[]>(call, 'night:history', { nightId })
    expect(history[0]?.type).toBe('result')
    expect(history.filter((h) => h.type === 'undo')).toHaveLength(3)
    ctx.close()
  })

  it('undoes a committed round, removing the next seating, and stops at the night’s creation', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const after = await playRound(call, view, createRandom(2))
    expect(after.current?.plan.round).toBe(2)
    const undone = await must<NightView>(call, 'night:undo', { nightId })
    expect(undone.current?.plan.round).toBe(1)
    expect(undone.current?.results).toHaveLength(3)
    expect(
      ctx.db.prepare('SELECT count(*) AS n FROM rounds WHERE night_id = ?').get(nightId),
    ).toEqual({ n: 1 })
    for (let i = 0; i < 3; i++) await must(call, 'night:undo', { nightId })
    const last = await call('night:undo', { nightId })
    expect(last.ok || last.error.message).toBe('There is nothing to undo.')
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })
})

describe('corrections', () => {
  it('changes marks and standings of an earlier round but never its later seating', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const random = createRandom(3)
    let v = view
    for (let i = 0; i < 5; i++) v = await playRound(call, v, random)
    const seatsBefore = ctx.db
      .prepare('SELECT * FROM seats WHERE night_id = ? ORDER BY round, table_no, seat')
      .all(nightId)
    const round3 = await must<{ results: { table: number; winner: string }[] }>(
      call,
      'night:round',
      { nightId, round: 3 },
    )
    const old = round3.results[0]
    const flipped = { table: 1, winner: old?.winner === 'NS' ? 'EW' : 'NS' }
    const corrected = await must<NightView>(call, 'night:correctResult', {
      nightId,
      round: 3,
      result: flipped,
    })
    expect(corrected.notice).toEqual({ key: 'notices.corrected', params: { round: 3, table: 1 } })
    expect(
      ctx.db
        .prepare('SELECT * FROM seats WHERE night_id = ? ORDER BY round, table_no, seat')
        .all(nightId),
    ).toEqual(seatsBefore)
    const mark = ctx.db
      .prepare<[number], { outcome: string }>(
        "SELECT outcome FROM marks WHERE night_id = ? AND round = 3 AND table_no = 1 AND player = (SELECT player FROM seats WHERE night_id = 1 AND round = 3 AND table_no = 1 AND seat = 'N')",
      )
      .get(nightId)
    expect(mark?.outcome).toBe(flipped.winner === 'NS' ? 'W' : 'L')
    expect(replayMatches(ctx)).toEqual([])
    const notPlayed = await call('night:correctResult', { nightId, round: 9, result: flipped })
    expect(notPlayed.ok || notPlayed.error.message).toMatch(/Round 9 has not been played/)
    ctx.close()
  })
})

describe('house rules', () => {
  it('lock the game rules once results are in, but keep prize settings open', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const eleven = { ...DEFAULT_RULES, target: 11 }
    expect((await call('night:setRules', { nightId, rules: eleven })).ok).toBe(true)
    await playRound(call, await must<NightView>(call, 'night:get', { nightId }), createRandom(4))
    const locked = await call('night:setRules', {
      nightId,
      rules: { ...eleven, movement: 'headLosersToBottom' },
    })
    expect(locked.ok || locked.error.message).toMatch(/locked\. Changed: movement/)
    const prizes = await call('night:setRules', {
      nightId,
      rules: { ...eleven, onePrizePerPerson: true },
    })
    expect(prizes.ok).toBe(true)
    const bad = await call('night:setRules', { nightId, rules: { ...eleven, target: 0, sets: 9 } })
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      // each option named by its label on the rules form (issue 35, item 3)
      expect(bad.error.message).toMatch(
        /“Points to end a round” must be a whole number from 5 to 99, not 0/,
      )
      expect(bad.error.message).toMatch(/“Sets” must be a whole number from 1 to 6, not 9/)
    }
    ctx.close()
  })

  it('says what the engine refused in the host’s language, without a word of its English', async () => {
    const { ctx, call, view } = await twelve()
    expect((await call('settings:set', { language: 'fr' })).ok).toBe(true)
    const bad = await call('night:setRules', {
      nightId: view.id,
      rules: { ...DEFAULT_RULES, target: 0 },
    })
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.error.message).toContain(
        'Le réglage « Points pour finir une manche » doit être un nombre entier de 5 à 99, pas 0.',
      )
      expect(bad.error.message).not.toMatch(/target|must/)
    }
    // what only the engine can see (options that depend on each other), in French too
    const die = await call('night:setRules', {
      nightId: view.id,
      rules: { prizes: [{ category: 'travelingDie', enabled: true }] },
    })
    expect(die.ok).toBe(false)
    if (!die.ok) {
      expect(die.error.message).toBe(
        'Les règles ne le permettent pas : Le prix du dé voyageur demande d’activer le dé voyageur.',
      )
      expect(die.error.details).toEqual([
        expect.objectContaining({ code: 'rules.diePrizeNeedsDie' }),
      ])
    }
    // a result the engine refuses, in Japanese
    expect((await call('settings:set', { language: 'ja' })).ok).toBe(true)
    const open = await must<NightView>(call, 'night:get', { nightId: view.id })
    const seats = open.current!.plan.tables[0]!.seats
    const refused = await call('night:recordResult', {
      nightId: view.id,
      round: 1,
      result: { table: 1, winner: 'NS', points: { NS: 5, EW: 9 }, buncos: { [seats.N]: 1 } },
    })
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.error.message).not.toMatch(/[a-z]{4,}/)
      expect(refused.error.message).toContain('テーブル 1')
    }
    ctx.close()
  })
})

describe('guests coming and going', () => {
  it('seats a guest who walks in before any result in a ghost’s seat of this very round', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 12)
    let v = await startNight(call, ids.slice(0, 11), { seed: 8 })
    const ghostSeats = v.current!.plan.tables.flatMap((t) =>
      Object.values(t.seats).filter((s) => s.startsWith('ghost:')),
    )
    expect(ghostSeats).toHaveLength(1)
    v = await must<NightView>(call, 'night:arrive', { nightId: v.id, personId: ids[11] })
    expect(v.pending.arrive).toEqual([])
    const seated = v.current!.plan.tables.flatMap((t) => Object.values(t.seats))
    expect(seated).toContain(`p${ids[11]}`)
    expect(seated.filter((s) => s.startsWith('ghost:'))).toEqual([])
    expect(v.players.find((p) => p.personId === ids[11])?.fromRound).toBe(1)
    const next = await playRound(call, v, createRandom(5))
    expect(next.roundsPlayed).toBe(1)
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })

  it('seats an arrival in a ghost’s place and turns a leaver into a ghost from the next round', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 12)
    let v = await startNight(call, ids.slice(0, 11), { seed: 8 })
    const ghosts = (view: NightView): number =>
      view.current?.plan.tables
        .flatMap((t) => Object.values(t.seats))
        .filter((s) => s.startsWith('ghost:')).length ?? 0
    expect(ghosts(v)).toBe(1)
    // a result is in: the late guest sits down from the next round
    const first = v.current!.plan.tables[0]!
    v = await must<NightView>(call, 'night:recordResult', {
      nightId: v.id,
      round: 1,
      result: { table: first.table, winner: 'NS' },
    })
    v = await must<NightView>(call, 'night:arrive', { nightId: v.id, personId: ids[11] })
    expect(v.pending.arrive).toEqual([`p${ids[11]}`])
    expect(ghosts(v)).toBe(1)
    v = await playRound(call, v, createRandom(5))
    expect(ghosts(v)).toBe(0)
    expect(v.players.find((p) => p.personId === ids[11])?.fromRound).toBe(2)
    v = await must<NightView>(call, 'night:leave', { nightId: v.id, personId: ids[0] })
    v = await playRound(call, v, createRandom(6))
    expect(ghosts(v)).toBe(1)
    expect(v.players.find((p) => p.personId === ids[0])?.untilRound).toBe(2)
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })
})

describe('end of night', () => {
  it('gives awards, reports roll-offs needed, and settles them by hand or digitally', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 8)
    const rules = { ...DEFAULT_RULES, sets: 1, travelingDie: { enabled: true, passOn: 'bunco' } }
    let v = await startNight(call, ids, { seed: 11, rules })
    const random = createRandom(12)
    for (let i = 0; i < 6; i++) {
      const holder = v.current?.plan.tables[0]?.seats.N ?? ''
      v = await must<NightView>(call, 'night:passDie', {
        nightId: v.id,
        personId: Number(holder.slice(1)),
      })
      v = await playRound(call, v, random)
    }
    const early = await call('night:settleRollOffs', { nightId: v.id, digital: ['mostWins'] })
    expect(early.ok).toBe(false)
    v = await must<NightView>(call, 'night:finish', { nightId: v.id })
    expect(v.awards?.map((a) => a.prize)).toEqual(['mostWins', 'mostBuncos', 'mostLosses'])
    const needs = v.awards?.filter((a) => a.status === 'needsRollOff') ?? []
    const settled = await must<NightView>(call, 'night:settleRollOffs', {
      nightId: v.id,
      digital: needs.map((a) => a.prize),
    })
    for (const a of settled.awards ?? []) expect(a.status).not.toBe('needsRollOff')
    // the app's roll-off is said with its dice (issue 35, item 8)
    expect(needs.length).toBeGreaterThan(0)
    expect(settled.notice?.key).toBe('notices.appRolled')
    expect(String(settled.notice?.params['throws'])).toMatch(/^.+ \d \+ \d \+ \d = \d+, /)
    expect(v.diePasses).toHaveLength(6)
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })
})

describe('a guest nobody put on the roster walks in', () => {
  it('is added to the roster and seated in one action, or neither when refused', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 7)
    const v = await startNight(call, ids, { seed: 3 })
    const before = (await must<Person[]>(call, 'roster:list', {})).length
    const after = await must<NightView>(call, 'night:arriveNew', { nightId: v.id, name: 'Zelda' })
    const zelda = after.players.find((p) => p.name === 'Zelda')
    expect(zelda?.fromRound).toBe(1)
    expect((await must<Person[]>(call, 'roster:list', {})).length).toBe(before + 1)
    // refused (the night is over): no roster entry is left behind
    await must<NightView>(call, 'night:finish', { nightId: v.id }).catch(() => undefined)
    const other = await startNight(call, ids.slice(0, 4), { seed: 4 })
    await playRound(call, other, createRandom(2))
    await must<NightView>(call, 'night:finish', { nightId: other.id })
    const refused = await call('night:arriveNew', { nightId: other.id, name: 'Yann' })
    expect(refused.ok).toBe(false)
    const names = (await must<Person[]>(call, 'roster:list', {})).map((p) => p.name)
    expect(names).not.toContain('Yann')
    expect(replayMatches(ctx)).toEqual([])
    ctx.close()
  })

  it('finishing early counts a round whose every table is in, and refuses one only partly in', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const second = await playRound(call, view, createRandom(8))
    const plan = second.current!.plan
    await must(call, 'night:recordResult', {
      nightId,
      round: 2,
      result: { table: 1, winner: 'NS' },
    })
    const before = snapshot(ctx)
    const partly = await call('night:finish', { nightId })
    expect(partly.ok).toBe(false)
    if (!partly.ok) {
      expect(partly.error.message).toBe(
        'Round 2 has results from some tables only (tables still missing: 2, 3). Enter the rest, or undo those results, before ending the night.',
      )
    }
    expect(snapshot(ctx)).toBe(before)
    await must(call, 'night:recordResults', {
      nightId,
      round: 2,
      results: plan.tables.slice(1).map((t) => ({ table: t.table, winner: 'EW' as const })),
    })
    const done = await must<NightView>(call, 'night:finish', { nightId })
    expect(done.status).toBe('finished')
    expect(done.roundsPlayed).toBe(2)
    // the round counted: each of its players has two rounds in the standings
    const standings = await must<Standing[]>(call, 'night:standings', { nightId })
    for (const s of standings) expect(s.wins + s.losses).toBe(2)
    expect(replayMatches(ctx)).toEqual([])
    // undo takes the whole finish back, the round open again with its results
    const undone = await must<NightView>(call, 'night:undo', { nightId })
    expect(undone.status).toBe('playing')
    expect(undone.roundsPlayed).toBe(1)
    expect(undone.current!.results).toHaveLength(3)
    ctx.close()
  })

  it('names the winners of a result that was undone before the night finished early', async () => {
    const { ctx, call, view } = await twelve()
    const nightId = view.id
    const second = await playRound(call, view, createRandom(3))
    const seats = second.current!.plan.tables[0]!.seats
    const names = new Map(second.players.map((p) => [p.player, p.name]))
    await must(call, 'night:recordResult', {
      nightId,
      round: 2,
      result: { table: 1, winner: 'EW' },
    })
    await must(call, 'night:undo', { nightId })
    await must(call, 'night:finish', { nightId })
    const history = await must<HistoryEntry[]>(call, 'night:history', { nightId })
    const expected = [names.get(seats.E), names.get(seats.W)]
    const undone = history.find((h) => h.type === 'result' && h.said.params['round'] === 2)!
    expect(undone.said.params['names']).toEqual(expected)
    expect(history.find((h) => h.type === 'undo')!.undid?.params['names']).toEqual(expected)
    ctx.close()
  })
})
