// A whole night entered through the UI only, checked against the engine on the same results.
import { join } from 'node:path'
import { awardPrizes, isGhost, tally } from '@shared/bunco'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bridge } from './bridge'
import { e2eAvailable, outputFolder } from './browser'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const NAMES = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim']
const LATE = 'Lou'

describe.runIf(run)('a 12-player, 24-round night through the UI', () => {
  let session: Session
  let bridge: Bridge
  let page: Page

  beforeAll(async () => {
    session = await openApp({ width: 1400, height: 1000 })
    bridge = session.bridge
    page = session.page
  })

  afterAll(() => session?.close())

  const nightId = (): number => {
    const row = bridge.context.db
      .prepare<[], { id: number }>('SELECT max(id) AS id FROM nights')
      .get()
    return row?.id ?? 0
  }
  const state = (): ReturnType<Bridge['context']['store']['state']> =>
    bridge.context.store.state(nightId())
  const waitSaved = async (): Promise<void> => {
    await expect.poll(() => page.getByTestId('saved').textContent()).toBe('All changes saved')
  }

  it('creates the night from pasted names, with one ghost for 11 guests', async () => {
    await page.getByTestId('new-night').click()
    await page.getByTestId('night-title').pressSequentially('Autumn Bunco')
    // No table preview until there are guests to seat.
    expect(await page.getByTestId('table-preview').count()).toBe(0)
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially(NAMES.join('\n'))
    await page.getByTestId('guest-paste-add').click()
    await expect.poll(() => page.getByTestId('chosen-guests').locator('li').count()).toBe(11)
    expect(await page.getByTestId('table-preview').textContent()).toBe(
      '3 tables, 1 empty seat played by a ghost',
    )
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    expect(await page.locator('.table-card').count()).toBe(3)
    expect(await page.locator('.seat.ghost').count()).toBe(1)
    expect(await page.getByTestId('target').textContent()).toBe('Rolling for 1s')
    await page.screenshot({ path: join(outputFolder(), 'night-seating-en.png'), fullPage: true })
  })

  it('plays 24 rounds with a Bunco, a roll-off, an undo, a late guest and a correction', async () => {
    for (let round = 1; round <= 24; round++) {
      if (round === 2) {
        // A result is in: the late guest (new to the roster, typed at the table) sits down
        // in the ghost's seat from round 3.
        await page.getByTestId('tab-entry').click()
        await page.getByTestId('win-1-NS').click()
        await waitSaved()
        await page.getByTestId('tab-seating').click()
        await page.getByTestId('arrive-name').pressSequentially(LATE)
        await page.getByTestId('arrive').click()
        await page.getByTestId('pending-arrive').waitFor()
      }
      await page.getByTestId('tab-entry').click()
      const tables = state().current?.plan.tables.length ?? 0
      for (let table = 1; table <= tables; table++) {
        const team = (round + table) % 3 === 0 ? 'EW' : 'NS'
        await page.getByTestId(`win-${table}-${team}`).click()
        await waitSaved()
      }
      if (round === 1) {
        // A Bunco for the first player at table 1.
        await page.getByTestId('details-1').click()
        const player = state().current?.plan.tables[0]?.seats.N ?? ''
        const target = isGhost(player) ? (state().current?.plan.tables[0]?.seats.S ?? '') : player
        await page.getByTestId(`add-buncos-${target}`).click()
        await expect.poll(() => page.getByTestId(`buncos-${target}`).textContent()).toBe('1')
      }
      if (round === 2) {
        // A tie at table 2, settled by a roll-off won by East–West.
        await page.getByTestId('details-2').click()
        await page.getByTestId('points-2-NS').pressSequentially('21')
        await page.getByTestId('points-2-EW').pressSequentially('21')
        await page.keyboard.press('Tab')
        await page.getByTestId('rolloff-2-EW').click()
        await waitSaved()
        await expect
          .poll(() => state().current?.results.find((r) => r.table === 2)?.rollOff)
          .toBe(true)
      }
      if (round === 4) {
        // Undo the last table's entry, then enter it again.
        await page.getByTestId('undo').click()
        await waitSaved()
        expect(state().current?.results.length).toBe(tables - 1)
        await page.getByTestId(`win-${tables}-NS`).click()
        await waitSaved()
      }
      await page.getByTestId('next-round').click()
      await waitSaved()
      await expect.poll(() => state().played.length).toBe(round)
      if (round === 5) {
        await page.getByTestId('tab-history').click()
        await page.getByTestId('correct-round-3').click()
        const old = state().played[2]?.results[0]?.winner
        const flip = old === 'NS' ? 'EW' : 'NS'
        await page.getByTestId('fix-3-1').getByTestId(`win-1-${flip}`).click()
        await expect.poll(() => state().played[2]?.results[0]?.winner).toBe(flip)
        expect(await page.getByTestId('notice').textContent()).toContain(
          'Round 3, table 1 corrected',
        )
      }
    }
    expect(state().played).toHaveLength(24)
    expect(
      state()
        .played[2]?.plan.tables.flatMap((t) => Object.values(t.seats))
        .some(isGhost),
    ).toBe(false)
  }, 300_000)

  it('shows the engine’s standings and prizes', async () => {
    await page.getByTestId('tab-standings').click()
    await page.getByTestId('standings').waitFor()
    const names = new Map(
      bridge.context.db
        .prepare<[], { player: string; name: string }>(
          'SELECT np.player, p.name FROM night_players np JOIN people p ON p.id = np.person_id',
        )
        .all()
        .map((r) => [r.player, r.name]),
    )
    const expected = tally(state().played).filter((r) => !isGhost(r.player))
    for (const record of expected) {
      const row = page.getByTestId(`standing-${record.player}`)
      const cells = await row.locator('td').allTextContents()
      expect(await row.locator('th').textContent()).toBe(names.get(record.player))
      expect(cells.slice(1, 4)).toEqual([
        String(record.wins),
        String(record.losses),
        String(record.buncos),
      ])
    }
    await page.getByTestId('tab-prizes').click()
    await page.getByTestId('finish-night').click()
    await page.getByTestId('awards').waitFor()
    const awards = awardPrizes(state().played, state().rules, {})
    expect(await page.locator('.award').count()).toBe(awards.length)
    for (const a of awards) {
      const text = await page
        .getByTestId(`award-${a.prize}`)
        .getByTestId('award-winner')
        .textContent()
      for (const w of a.status === 'needsRollOff' ? a.tied : a.winners) {
        expect(text).toContain(names.get(w))
      }
      // Counted prizes say the winning number too ("18 wins"); the others say none.
      const score = page.getByTestId(`award-${a.prize}`).getByTestId('award-score')
      const counted = ['mostWins', 'mostBuncos', 'mostLosses', 'mostMinis'].includes(a.prize)
      if (counted && a.status !== 'none') expect(await score.textContent()).toMatch(`${a.value} `)
      else expect(await score.count()).toBe(0)
    }
    await page.screenshot({ path: join(outputFolder(), 'night-prizes-en.png'), fullPage: true })
    expect(session.problems).toEqual([])
  })
})
