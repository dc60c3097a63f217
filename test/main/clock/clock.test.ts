// The night's clock in main, over the real services and SQLite with fake time: a timed night's
// round begins with the move countdown, its clock starts by itself, main rings the bell at zero
// (pushed like every timer change), and an untimed night leaves the host's timer alone.
import type { RoundTimer } from '@shared/roundTimer'
import { afterEach, describe, expect, it } from 'vitest'
import type { Schedule } from '../../../src/main/clock/clockService'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { createRandom } from '../../../src/shared/bunco'
import type { NightView } from '../../../src/shared/views'
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

  it('an undone commit takes its move countdown back: the reopened round’s clock is as it was, and a redo begins it again', async () => {
    const { call, fake, pushed } = boot()
    const people = await addPeople(call, 8)
    let view = await startNight(call, people, { rules: TIMED })
    // round 1's clock runs from the move's end; the host commits with 2 minutes still to go
    const roundEnds = T0 + 120_000 + 12 * 60_000
    fake.advance(roundEnds - 120_000)
    const before = await must<RoundTimer>(call, 'timer:get', {})
    expect(before.endsAt).toBe(roundEnds)
    view = await playRound(call, view, createRandom(3))
    expect((await must<RoundTimer>(call, 'timer:get', {})).moveEndsAt).toBe(roundEnds)
    // a minute later the host sees a mistake and undoes the commit
    fake.advance(roundEnds - 60_000)
    view = await must(call, 'night:undo', { nightId: view.id })
    expect(view.current?.plan.round).toBe(1)
    const undone = await must<RoundTimer>(call, 'timer:get', {})
    expect(undone).toEqual(before)
    expect(pushed.at(-1)).toEqual(before)
    // round 1's clock goes on and rings at its own zero; no move countdown starts round 2's
    fake.advance(roundEnds + 5_000)
    const rung = await must<RoundTimer>(call, 'timer:get', {})
    expect([rung.bells, rung.bellAt, rung.moveEndsAt]).toEqual([before.bells + 1, roundEnds, null])
    // redone, the commit begins round 2 with a move countdown from now
    view = await must(call, 'night:redo', { nightId: view.id })
    expect(view.current?.plan.round).toBe(2)
    const again = await must<RoundTimer>(call, 'timer:get', {})
    expect([again.moveEndsAt, again.endsAt, again.bells]).toEqual([
      roundEnds + 5_000 + 120_000,
      null,
      rung.bells,
    ])
  })

  it('an undone start stops the night’s first move countdown; after a restart an undo pauses the clock', async () => {
    const { call, fake, folder } = boot()
    const people = await addPeople(call, 8)
    let view = await startNight(call, people, { rules: TIMED })
    view = await must(call, 'night:undo', { nightId: view.id })
    expect(view.status).toBe('setup')
    const stopped = await must<RoundTimer>(call, 'timer:get', {})
    expect(stopped.moveEndsAt).toBeNull()
    expect(fake.waiting().filter((at) => at > T0)).toEqual([])
    view = await must(call, 'night:redo', { nightId: view.id })
    fake.advance(T0 + 200_000)
    view = await playRound(call, view, createRandom(5))
    open?.close()
    // the app opened again: what the clock was before the commit is not known, so it pauses
    const reopened = boot(folder)
    const back = await must<NightView>(reopened.call, 'night:undo', { nightId: view.id })
    expect(back.current?.plan.round).toBe(1)
    const paused = await must<RoundTimer>(reopened.call, 'timer:get', {})
    expect([paused.moveEndsAt, paused.endsAt]).toEqual([null, null])
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
    // nor does an undo of the commit (or a redo) change it
    view = await must<NightView>(call, 'night:undo', { nightId: view.id })
    view = await must<NightView>(call, 'night:redo', { nightId: view.id })
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
