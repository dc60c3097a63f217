// One read per change per window: the host's screen and the TV each read the night once when it
// changes (the standings come with it), and the window that made the change reads nothing more.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NightView } from '../../src/shared/views'
import { pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const NAMES = ['Ann', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal']

/** Counts the calls a page makes through the bridge, by name, from now on. */
function countCalls(page: Page): { counts: Map<string, number>; reset: () => void } {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    if (!request.url().endsWith('/__bridge/call')) return
    const { name } = JSON.parse(request.postData() ?? '{}') as { name?: string }
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  })
  return { counts, reset: () => counts.clear() }
}

const named = (counts: Map<string, number>, name: string): number => counts.get(name) ?? 0

describe('reads per change', () => {
  let session: Session
  let tv: Page
  let night: NightView

  beforeAll(async () => {
    session = await openApp()
    night = await startedNight(session.page, {
      names: NAMES,
      title: 'Counted night',
      date: '2026-12-01',
      seed: 3,
    })
    await session.page.reload()
    await session.page.getByTestId('continue-night').click()
    await session.page.getByTestId('tab-standings').click()
    await session.page.getByTestId('standings-empty').waitFor()
    tv = await session.browser.newPage()
    await tv.goto(`${session.bridge.url}#projector`)
    await tv.getByTestId('projector-round').waitFor()
  })

  afterAll(async () => {
    await session?.close()
  })

  it('a change saved elsewhere costs each window one night:get and nothing else', async () => {
    const host = countCalls(session.page)
    const screen = countCalls(tv)
    // a change made elsewhere (as a table's phone or the scorekeeper would): round 1 closes
    const n = night.current!.plan.tables[0]!.seats.N
    const results = night.current!.plan.tables.map((t) => ({
      table: t.table,
      winner: 'NS',
      ...(t.table === 1 ? { buncos: { [n]: 1 } } : {}),
    }))
    const saved = await session.bridge.context.dispatch('night:commitRound', {
      nightId: night.id,
      round: 1,
      results,
    })
    expect(saved.ok).toBe(true)
    await expect.poll(() => named(host.counts, 'night:get'), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => named(screen.counts, 'night:get'), { timeout: 10_000 }).toBe(1)
    // the standings on both screens follow without a read of their own
    const name = night.players.find((p) => p.player === n)!.name
    await expect
      .poll(() => session.page.getByTestId('standings').innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`${name}\\s+1\\s+0\\s+1`))
    await expect
      .poll(() => tv.getByTestId('projector-leader').first().innerText(), { timeout: 10_000 })
      .toContain(name)
    await session.page.waitForTimeout(500)
    expect(Object.fromEntries(host.counts)).toEqual({ 'night:get': 1 })
    expect(Object.fromEntries(screen.counts)).toEqual({ 'night:get': 1 })
  })

  it('the host’s own change costs the host no read and the TV one', async () => {
    await session.page.getByTestId('tab-entry').click()
    await session.page.getByTestId('win-2-EW').waitFor()
    await session.page.waitForTimeout(300)
    const host = countCalls(session.page)
    const screen = countCalls(tv)
    await session.page.getByTestId('win-2-EW').click()
    await expect.poll(() => named(screen.counts, 'night:get'), { timeout: 10_000 }).toBe(1)
    await session.page.waitForTimeout(500)
    expect(named(host.counts, 'night:get')).toBe(0)
    expect(named(host.counts, 'night:standings')).toBe(0)
    expect(Object.fromEntries(screen.counts)).toEqual({ 'night:get': 1 })
    const view = await pageCall<NightView>(session.page, 'night:get', { nightId: night.id })
    expect(view.current?.results.map((r) => r.table)).toEqual([2])
  })
})
