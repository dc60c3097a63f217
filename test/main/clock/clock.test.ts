// The night's clock in main, over the real services and SQLite with fake time: a timed night's
// round begins with the move countdown, its clock starts by itself, main rings the bell at zero
// (pushed like every timer change), and an untimed night leaves the host's timer alone.
import type { RoundTimer } from '@shared/roundTimer'
import { afterEach, describe, expect, it } from 'vitest'
import type { Schedule } from '../../../src/main/clock/clockService'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { createRandom } from '../../../src/shared/bunco'
import { addPeople, must, playRound, startNight, type Call } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'

const T0 = 1_800_000_000_000

/** Fake time: wakes fire, in order, as the test moves the clock on. */
function fakeTime() {
  const wakes: { at: number; wake: () => void; live: boolean }[] = []
  const time = { now: T0 }
  const schedule: Schedule = (at, wake) => {
    const entry = { at, wake, live: true }
    wakes.push(entry)
    return () => (entry.live = false)
  }
  function advance(to: number): void {
    for (;;) {
      const due = wakes.filter((w) => w.live && w.at <= to).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      due.live = false
      time.now = due.at
      due.wake()
    }
    time.now = to
  }
  const waiting = (): number[] => wakes.filter((w) => w.live).map((w) => w.at)
  return { time, schedule, advance, waiting }
}

let open: MainContext | null = null
afterEach(() => {
  open?.close()
  open = null
})

function boot(folder = tempFolder()) {
  const fake = fakeTime()
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: '0.1.0',
    backupEachRound: false,
    clock: { now: () => fake.time.now, schedule: fake.schedule },
  })
  open = ctx
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const pushed: RoundTimer[] = []
  ctx.push.subscribe((m) => {
    if (m.name === 'timer:changed') pushed.push(m.data)
  })
  return { ctx, call, fake, pushed, folder }
}

const TIMED = { roundClock: 'clockOrScore', roundMinutes: 12, moveSeconds: 120 }

describe('the night’s clock in main', () => {
  it('runs the move countdown as the night starts, then the round’s clock by itself, then rings once at zero', async () => {
    const { call, fake, pushed } = boot()
    const people = await addPeople(call, 8)
    await startNight(call, people, { rules: TIMED })
    const moving = await must<RoundTimer>(call, 'timer:get', {})
    expect(moving).toMatchObject({ enabled: true, byRules: true, minutes: 12, endsAt: null })
    expect(moving.moveEndsAt).toBe(T0 + 120_000)
    expect(fake.waiting()).toContain(T0 + 120_000)
    // a second before the move ends nothing has started
    fake.advance(T0 + 119_000)
    expect((await must<RoundTimer>(call, 'timer:get', {})).endsAt).toBeNull()
    fake.advance(T0 + 120_000)
    const running = await must<RoundTimer>(call, 'timer:get', {})
    expect([running.moveEndsAt, running.endsAt]).toEqual([null, T0 + 120_000 + 12 * 60_000])
    expect(pushed.at(-1)).toEqual(running)
    const bells = running.bells
    fake.advance(T0 + 120_000 + 12 * 60_000 + 30_000)
    const rung = await must<RoundTimer>(call, 'timer:get', {})
    expect(rung.bells).toBe(bells + 1)
    expect(rung.bellAt).toBe(T0 + 120_000 + 12 * 60_000)
    expect(pushed.at(-1)?.bells).toBe(bells + 1)
    // nothing more is due: no second bell
    fake.advance(T0 + 3_600_000)
    expect((await must<RoundTimer>(call, 'timer:get', {})).bells).toBe(bells + 1)
    expect(fake.waiting()).toEqual([])
  })

  it('starts the next move countdown when a round is committed; the host’s pause and reset still work', async () => {
    const { call, fake } = boot()
    const people = await addPeople(call, 8)
    let view = await startNight(call, people, { rules: TIMED })
    fake.advance(T0 + 200_000)
    view = await playRound(call, view, createRandom(11))
    const after = await must<RoundTimer>(call, 'timer:get', {})
    expect(after.moveEndsAt).toBe(T0 + 200_000 + 120_000)
    expect(after.endsAt).toBeNull()
    // the host pauses during the move: the round then waits for the host's start
    const paused = await must<RoundTimer>(call, 'timer:pause', {})
    expect(paused.moveEndsAt).toBeNull()
    fake.advance(T0 + 400_000)
    expect((await must<RoundTimer>(call, 'timer:get', {})).endsAt).toBeNull()
    const started = await must<RoundTimer>(call, 'timer:start', {})
    expect(started.endsAt).toBe(T0 + 400_000 + 12 * 60_000)
    // a reset stops it: main no longer waits to ring
    await must(call, 'timer:reset', {})
    expect(fake.waiting()).toEqual([])
    expect(view.current?.plan.round).toBe(2)
  })

  it('waits for the host’s start when there is no move time, and rings at zero after it', async () => {
    const { call, fake } = boot()
    const people = await addPeople(call, 4)
    await startNight(call, people, { rules: { roundClock: 'clockOnly', roundMinutes: 5 } })
    fake.advance(T0 + 600_000)
    const waiting = await must<RoundTimer>(call, 'timer:get', {})
    expect([waiting.endsAt, waiting.moveEndsAt, waiting.byRules]).toEqual([null, null, true])
    await must(call, 'timer:start', {})
    fake.advance(T0 + 600_000 + 5 * 60_000)
    expect((await must<RoundTimer>(call, 'timer:get', {})).bells).toBe(waiting.bells + 1)
  })

  it('leaves the host’s timer alone in an untimed night, and tells nobody on its commits', async () => {
    const { call, fake, pushed } = boot()
    const people = await addPeople(call, 8)
    await must(call, 'timer:set', { enabled: true, minutes: 3 })
    const before = await must<RoundTimer>(call, 'timer:start', {})
    const told = pushed.length
    let view = await startNight(call, people)
    view = await playRound(call, view, createRandom(5))
    expect(pushed.length).toBe(told)
    expect(await must<RoundTimer>(call, 'timer:get', {})).toEqual(before)
    // the host's own timer is rung by the host's window, not by main
    fake.advance(T0 + 3_600_000)
    expect((await must<RoundTimer>(call, 'timer:get', {})).bells).toBe(before.bells)
    expect(view.status).toBe('playing')
  })

  it('goes on with a move under way when the app opens again', async () => {
    const first = boot()
    const people = await addPeople(first.call, 8)
    await startNight(first.call, people, { rules: TIMED })
    first.ctx.close()
    open = null
    const again = boot(first.folder)
    again.fake.advance(T0 + 120_000)
    const running = await must<RoundTimer>(again.call, 'timer:get', {})
    expect(running.endsAt).toBe(T0 + 120_000 + 12 * 60_000)
  })
})
