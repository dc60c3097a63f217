// The TV's served view carries the night's clock: the move countdown's end as a timed round
// begins, then the round's end once its clock runs by itself; none for an untimed night.
import { LAPTOP_TIME_HEADER } from '@shared/phones/protocol'
import type { PhoneTableView, PhoneTvView } from '@shared/phones/views'
import { describe, expect, it } from 'vitest'
import type { Schedule } from '../../../src/main/clock/clockService'
import { phoneWithPass } from '../../drivers/phoneClient'
import { loopbackContext, nightWithPhones } from '../../drivers/phones-night'
import { tempFolder } from '../helpers'
import { closedAfterEach } from './phonesContext'

const open = closedAfterEach()
const T0 = 1_900_000_000_000

/** A context whose round timer reads fake time; `advance` fires main's wakes that fall due. */
function timedContext() {
  const time = { now: T0 }
  const wakes: { at: number; wake: () => void; live: boolean }[] = []
  const schedule: Schedule = (at, wake) => {
    const entry = { at, wake, live: true }
    wakes.push(entry)
    return () => (entry.live = false)
  }
  const made = loopbackContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    backupEachRound: false,
    clock: { now: () => time.now, schedule },
  })
  open.push(made.ctx)
  const advance = (to: number): void => {
    time.now = to
    for (const w of wakes.filter((x) => x.live && x.at <= to)) {
      w.live = false
      w.wake()
    }
  }
  return { ...made, advance }
}

async function tvView(url: string, tvUrl: string): Promise<PhoneTvView> {
  const code = new URL(tvUrl).hash.slice(3)
  const res = await fetch(`${url}api/v/${code}`)
  expect(res.status).toBe(200)
  return (await res.json()) as PhoneTvView
}

describe('the TV’s clock', () => {
  it('serves the move countdown’s end, then the timed round’s end', async () => {
    const { ctx, call, advance } = timedContext()
    const { status } = await nightWithPhones(ctx, call, {
      guests: 8,
      seed: 4,
      rules: { roundClock: 'clockOnly', roundMinutes: 12, moveSeconds: 120 },
    })
    const moving = await tvView(status.url!, status.tv!.url)
    expect(moving.clock).toEqual({ moveEndsAt: T0 + 120_000, roundEndsAt: null })
    // every answer tells the laptop's time on the clock the countdown runs on
    const code = new URL(status.tv!.url).hash.slice(3)
    const answer = await fetch(`${status.url!}api/v/${code}`)
    await answer.body?.cancel()
    expect(answer.headers.get(LAPTOP_TIME_HEADER)).toBe(String(T0))
    // the head table's phone reads the same clock, and on the clock alone no bell of its own
    const head = await phoneWithPass(status.url!, status.tables[0]!.code)
    const table = (await head.get('tableView')).body as unknown as PhoneTableView
    expect(table.clock).toEqual(moving.clock)
    expect([table.headTable, table.roundClock]).toEqual([false, 'clockOnly'])
    advance(T0 + 120_000)
    const rolling = await tvView(status.url!, status.tv!.url)
    expect(rolling.clock).toEqual({ moveEndsAt: null, roundEndsAt: T0 + 120_000 + 720_000 })
    // at zero the bell the TV shows rings with it
    advance(T0 + 120_000 + 720_000)
    const over = await tvView(status.url!, status.tv!.url)
    expect(over.bell.bells).toBe(rolling.bell.bells + 1)
    expect(over.clock.roundEndsAt).toBe(T0 + 840_000)
  })

  it('serves no clock for an untimed night', async () => {
    const { ctx, call } = timedContext()
    const { status } = await nightWithPhones(ctx, call, { guests: 8, seed: 4 })
    const view = await tvView(status.url!, status.tv!.url)
    expect(view.clock).toEqual({ moveEndsAt: null, roundEndsAt: null })
    const head = await phoneWithPass(status.url!, status.tables[0]!.code)
    const table = (await head.get('tableView')).body as unknown as PhoneTableView
    expect([table.headTable, table.roundClock]).toEqual([true, 'off'])
  })
})
