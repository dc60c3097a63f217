import type { KeeperStart } from '@shared/schemas/tools'
import type { DiceView, KeeperView, SoloView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { createMainContext } from '../../../src/main/context'
import { addPeople, must, startNight, type Call } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { snapshot } from '../night/helpers'

function open(folder: string, locale = 'en-US') {
  const ctx = createMainContext({ dataFolder: folder, locales: [locale], version: '0.1.0' })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  return { ctx, call }
}

const FREE: KeeperStart = {
  mode: 'free',
  play: 'team',
  names: { N: 'Ann', E: 'Bob', S: '', W: 'Dan' },
  players: 4,
  table: 2,
  rules: { target: 21, roundEnd: 'headTable', lowTriple7: false, wipeout: false, fourDice: false },
  sets: 1,
  scorekeeper: 'N',
}

describe('dice roller in main', () => {
  it('rolls three fair dice, scores them for the round chosen, and keeps the roll over a restart', async () => {
    const folder = tempFolder()
    let { ctx, call } = open(folder)
    const first = await must<DiceView>(call, 'dice:roll', {})
    expect(first.last?.dice).toHaveLength(3)
    for (const d of first.last!.dice) expect(d >= 1 && d <= 6).toBe(true)
    expect(first.face).toBe(1)
    const set = await must<DiceView>(call, 'dice:settings', { face: 4, fourDice: true })
    expect(set.face).toBe(4)
    const four = await must<DiceView>(call, 'dice:roll', {})
    expect(four.last).toMatchObject({ face: 4, serial: 2 })
    expect(four.last!.dice).toHaveLength(4)
    const hits = four.last!.dice.filter((d) => d === 4).length
    if (new Set(four.last!.dice).size > 1) expect(four.last!.points).toBe(hits)
    ctx.close()
    ;({ ctx, call } = open(folder))
    expect(await must<DiceView>(call, 'dice:get', {})).toEqual(four)
    ctx.close()
  })

  it('follows the night in progress: its round and its dice', async () => {
    const { ctx, call } = open(tempFolder())
    const ids = await addPeople(call, 12)
    const night = await startNight(call, ids, { rules: { fourDice: true } })
    const view = await must<DiceView>(call, 'dice:roll', {})
    expect(view.night).toEqual({ title: night.details.title, round: 1 })
    expect(view.last!.dice).toHaveLength(4)
    ctx.close()
  })

  it('refuses a round that does not exist, in the host’s language, and changes nothing', async () => {
    const { ctx, call } = open(tempFolder(), 'fr-FR')
    const before = snapshot(ctx)
    const refused = await call('dice:settings', { face: 7 })
    expect(refused.ok).toBe(false)
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })
})

describe('solo game in main', () => {
  it('is saved after every roll: a restart shows the same turn, the same dice after', async () => {
    const folder = tempFolder()
    let { ctx, call } = open(folder)
    let view = await must<SoloView>(call, 'solo:new', {})
    expect(view.game?.settings).toMatchObject({ target: 21, rounds: 6, lowTriple7: false })
    for (let i = 0; i < 25; i++) view = await must<SoloView>(call, 'solo:move', {})
    ctx.close()
    ;({ ctx, call } = open(folder))
    const back = await must<SoloView>(call, 'solo:get', {})
    expect(back).toEqual(view)
    ctx.close()
  })

  it('new settings wait for the next game; pause stops the dice; sound is switched from pause', async () => {
    const { ctx, call } = open(tempFolder())
    await must(call, 'solo:new', {})
    const changed = await must<SoloView>(call, 'solo:settings', { target: 11, cpuSpeed: 'strong' })
    expect(changed.game?.settings.target).toBe(21)
    expect(changed.settings).toMatchObject({ target: 11, cpuSpeed: 'strong' })
    await must(call, 'solo:pause', { paused: true })
    const refused = await call('solo:move', {})
    expect(refused).toMatchObject({ ok: false })
    if (!refused.ok) expect(refused.error.message).toContain('The game is paused.')
    const sound = await must<SoloView>(call, 'solo:sound', { on: true })
    expect(sound.game?.settings.sound).toBe(true)
    await must(call, 'solo:pause', { paused: false })
    const next = await must<SoloView>(call, 'solo:new', {})
    expect(next.game?.settings).toMatchObject({ target: 11, cpuSpeed: 'strong' })
    ctx.close()
  })

  it('plays to the end and ranks the players; no move after the last round', async () => {
    const { ctx, call } = open(tempFolder())
    let view = await must<SoloView>(call, 'solo:new', { settings: { target: 11 } })
    while (view.game?.phase !== 'gameOver') view = await must<SoloView>(call, 'solo:move', {})
    expect(view.game.log).toHaveLength(6)
    expect(view.standings[0]!.place).toBe(1)
    expect((await call('solo:move', {})).ok).toBe(false)
    expect((await must<SoloView>(call, 'solo:clear', {})).game).toBeNull()
    ctx.close()
  })
})

describe('scorekeeper in main', () => {
  it('keeps a table on its own over a restart: the same turn, names as typed', async () => {
    const folder = tempFolder()
    let { ctx, call } = open(folder)
    await must(call, 'keeper:start', FREE)
    await must(call, 'keeper:step', { step: { kind: 'roll', dice: [1, 1, 3] } })
    const view = await must<KeeperView>(call, 'keeper:step', {
      step: { kind: 'roll', dice: [2, 3, 4] },
    })
    expect(view.table.points).toEqual({ NS: 2 })
    expect(view.names['seat:N']).toBe('Ann')
    expect(view.names['seat:S']).toBe('')
    ctx.close()
    ;({ ctx, call } = open(folder))
    expect(await must<KeeperView>(call, 'keeper:get', {})).toEqual(view)
    ctx.close()
  })

  it('refuses what the table cannot do, says why, and keeps the table as it was', async () => {
    const { ctx, call } = open(tempFolder(), 'de-DE')
    await must(call, 'keeper:start', { ...FREE, table: 1 })
    const before = snapshot(ctx)
    const bell = await call('keeper:step', { step: { kind: 'bell' } })
    expect(bell).toMatchObject({ ok: false })
    if (!bell.ok) expect(bell.error.message).toContain('Kopftisch')
    expect((await call('keeper:step', { step: { kind: 'roll', dice: [1, 2] } })).ok).toBe(false)
    expect((await call('keeper:undo', {})).ok).toBe(false)
    expect((await call('keeper:next', {})).ok).toBe(false)
    expect((await call('keeper:send', {})).ok).toBe(false)
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
  })

  it('a night on the clock alone: its head table is kept past the target, to the clock’s zero', async () => {
    const { ctx, call } = open(tempFolder())
    const ids = await addPeople(call, 8)
    const night = await startNight(call, ids, {
      seed: 5,
      rules: { roundClock: 'clockOnly', roundMinutes: 10 },
    })
    await must(call, 'keeper:start', {
      mode: 'night',
      nightId: night.id,
      table: 1,
      scorekeeper: 'N',
    })
    let view: KeeperView | undefined
    for (const dice of [
      [1, 1, 1],
      [1, 1, 1],
    ])
      view = await must<KeeperView>(call, 'keeper:step', { step: { kind: 'roll', dice } })
    expect(view!.table).toMatchObject({ points: { NS: 42 }, phase: 'playing', signal: 'none' })
    expect((await call('keeper:step', { step: { kind: 'bell' } })).ok).toBe(false)
    view = await must<KeeperView>(call, 'keeper:step', { step: { kind: 'stop' } })
    expect(view.table).toMatchObject({ phase: 'done', winner: 'NS' })
    ctx.close()
  })

  it('a night’s table: seats from the seating, the result sent to the results screen in one call', async () => {
    const { ctx, call } = open(tempFolder())
    const ids = await addPeople(call, 12)
    const night = await startNight(call, ids, { seed: 11 })
    const seats = night.current!.plan.tables[1]!.seats
    let view = await must<KeeperView>(call, 'keeper:start', {
      mode: 'night',
      nightId: night.id,
      table: 2,
      scorekeeper: 'N',
    })
    expect(view.state.rounds[0]!.start.seats).toEqual(seats)
    expect(view.names[seats.N]).toMatch(/^Guest \d+$/)
    expect(view.link).toMatchObject({
      nightId: night.id,
      nightRound: 1,
      sent: false,
      canSend: false,
    })
    // N scores a Bunco, then misses; the head table's bell rings: E has not rolled, so it is over
    for (const dice of [
      [1, 1, 1],
      [2, 3, 4],
    ])
      await must<KeeperView>(call, 'keeper:step', { step: { kind: 'roll', dice } })
    view = await must<KeeperView>(call, 'keeper:step', { step: { kind: 'bell' } })
    expect(view.table.phase).toBe('done')
    expect(view.link?.canSend).toBe(true)
    const waits = await call('keeper:next', {})
    expect(waits).toMatchObject({ ok: false })
    view = await must<KeeperView>(call, 'keeper:send', {})
    expect(view.link).toMatchObject({ sent: true, canSend: false })
    const host = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(host.current!.results).toEqual([
      { table: 2, winner: 'NS', points: { NS: 21, EW: 0 }, buncos: { [seats.N]: 1 } },
    ])
    // the host closes round 1; the kept table follows its players into round 2
    await must(call, 'night:commitRound', {
      nightId: night.id,
      round: 1,
      results: [
        { table: 1, winner: 'EW' },
        { table: 3, winner: 'NS' },
      ],
    })
    const after = await must<NightView>(call, 'night:get', { nightId: night.id })
    view = await must<KeeperView>(call, 'keeper:next', {})
    expect(view.state.rounds[1]!.start).toEqual({
      seats: after.current!.plan.tables[1]!.seats,
      face: 2,
      round: 2,
    })
    // undo goes back to the sent round, still known as sent? no: the night moved on
    const back = await must<KeeperView>(call, 'keeper:undo', {})
    expect(back.link).toMatchObject({ nightRound: 2, sent: false, canSend: false })
    expect((await call('keeper:send', {})).ok).toBe(false)
    ctx.close()
  })

  it('a damaged saved table is not shown as a game', async () => {
    const folder = tempFolder()
    let { ctx, call } = open(folder)
    await must(call, 'keeper:start', FREE)
    ctx.db
      .prepare("UPDATE app_state SET value = ? WHERE key = 'tool.keeper'")
      .run('{"keeper":{"version":1}}')
    ctx.close()
    ;({ ctx, call } = open(folder))
    expect(await must(call, 'keeper:get', {})).toBeNull()
    ctx.close()
  })
})

describe('round timer in main', () => {
  it('is off and silent at first, keeps its minutes and bells over a restart, refuses 0 minutes', async () => {
    const folder = tempFolder()
    let { ctx, call } = open(folder, 'ja-JP')
    const first = await must<{ enabled: boolean; sound: boolean }>(call, 'timer:get', {})
    expect(first).toMatchObject({ enabled: false, sound: false })
    await must(call, 'timer:set', { enabled: true, minutes: 12 })
    await must(call, 'timer:start', {})
    const rung = await must<{ bells: number; endsAt: number }>(call, 'timer:bell', {})
    expect(rung.bells).toBe(1)
    const before = snapshot(ctx)
    expect((await call('timer:set', { minutes: 0 })).ok).toBe(false)
    expect((await call('timer:set', { minutes: 61 })).ok).toBe(false)
    expect(snapshot(ctx)).toBe(before)
    ctx.close()
    ;({ ctx, call } = open(folder))
    expect(await must(call, 'timer:get', {})).toEqual(rung)
    ctx.close()
  })
})
