// A party night as a first-time host lives it, at 1366 × 768, typing and clicking only: names,
// table numbers and team letters, points (a 21–21 tie and its roll-off), a Bunco counted before
// the winner, a guest who walks in and is typed at the table, a guest who leaves, a correction
// of round 3's Buncos after round 5, finishing early with a confirmation, and the TV's prizes.
import { join } from 'node:path'
import { awardPrizes, rankPlayers, tally, type Award } from '@shared/bunco'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bridge } from './bridge'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const NAMES = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim']
const WALK_IN = 'Lou'
const ROUNDS = 8

describe.runIf(run)('a party night typed and clicked as a host does', () => {
  let session: Session
  let bridge: Bridge
  let page: Page

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768 })
    bridge = session.bridge
    page = session.page
  })

  afterAll(() => session?.close())

  const nightId = (): number =>
    bridge.context.db.prepare<[], { id: number }>('SELECT max(id) AS id FROM nights').get()?.id ?? 0
  const state = (): ReturnType<Bridge['context']['store']['state']> =>
    bridge.context.store.state(nightId())
  const nameOf = (key: string): string =>
    bridge.context.db
      .prepare<[number, string], { name: string }>(
        `SELECT pe.name FROM night_players np JOIN people pe ON pe.id = np.person_id
         WHERE np.night_id = ? AND np.player = ?`,
      )
      .get(nightId(), key)?.name ?? key
  const keyOf = (name: string): string =>
    bridge.context.db
      .prepare<[number, string], { player: string }>(
        `SELECT np.player FROM night_players np JOIN people pe ON pe.id = np.person_id
         WHERE np.night_id = ? AND pe.name = ?`,
      )
      .get(nightId(), name)?.player ?? ''
  const waitSaved = (): Promise<void> =>
    expect.poll(() => page.getByTestId('saved').textContent()).toBe('All changes saved')
  const shot = (name: string): Promise<Buffer> =>
    page.screenshot({ path: join(outputFolder(), `party-${name}.png`), fullPage: true })

  /** Types in the results area, as a host at the keyboard: clicks its hint, then keys. */
  async function typeInEntry(keys: string): Promise<void> {
    await page.getByTestId('round-entry').locator('.hint').first().click()
    await page.keyboard.type(keys)
  }

  it('sets up the night by typing, with the start button on the first screen', async () => {
    await page.getByTestId('new-night').click()
    await page.getByTestId('new-night-screen').waitFor()
    // the house rules are folded: the start button is on the first screen, no scrolling
    const start = await page.getByTestId('start-night').boundingBox()
    expect(start && start.y + start.height).toBeLessThanOrEqual(768)
    await page.getByTestId('night-title').pressSequentially('Friday Bunco')
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially(NAMES.join('\n'))
    await page.getByTestId('guest-paste-add').click()
    await expect.poll(() => page.getByTestId('chosen-guests').locator('li').count()).toBe(11)
    // two sets: twelve rounds, of which the night plays eight before finishing early
    await page.getByTestId('rules-details').locator('summary').click()
    await page.getByTestId('rule-sets').press('Control+a')
    await page.getByTestId('rule-sets').pressSequentially('2')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.getByTestId('rules-summary').textContent()).toContain('2 sets')
    await shot('new-night-en')
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    expect(state().rules.sets).toBe(2)
    expect(await page.getByTestId('round-line').textContent()).toContain(
      'Set 1 · Round 1 (1 of 12)',
    )
  })

  it(`plays ${ROUNDS} rounds at the keyboard, with everything a real night brings`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await page.getByTestId('tab-entry').click()
      await page.getByTestId('round-entry').waitFor()
      const plan = state().current!.plan
      if (round === 1) {
        // digits typed into a points field are points, never a table number
        await page.getByTestId('details-2').click()
        await page.getByTestId('points-2-NS').pressSequentially('3')
        await page.keyboard.press('Tab')
        await page.keyboard.type('e')
        expect(state().current!.results).toEqual([])
        expect(await page.getByTestId('typed').count()).toBe(0)
        // a 21–21 tie, settled by a roll-off that east–west won
        await page.getByTestId('points-2-NS').press('Control+a')
        await page.getByTestId('points-2-NS').pressSequentially('21')
        await page.getByTestId('points-2-EW').press('Control+a')
        await page.getByTestId('points-2-EW').pressSequentially('21')
        await page.keyboard.press('Tab')
        await page.getByTestId('rolloff-2-EW').click()
        await waitSaved()
        expect(state().current!.results).toEqual([
          expect.objectContaining({
            table: 2,
            winner: 'EW',
            rollOff: true,
            points: { NS: 21, EW: 21 },
          }),
        ])
        // a Bunco counted before table 1's winner is known waits, then goes in with the winner
        await page.getByTestId('details-1').click()
        const roller = plan.tables[0]!.seats.N
        await page.getByTestId(`add-buncos-${roller}`).click()
        await page.getByTestId('waiting-1').waitFor()
        await typeInEntry('1n')
        await waitSaved()
        expect(state().current!.results.find((r) => r.table === 1)).toMatchObject({
          winner: 'NS',
          buncos: { [roller]: 1 },
        })
        await shot('entry-round1-en')
      }
      if (round === 3) {
        // both teams' points typed in: one saved action, when the host leaves the fields
        const events = (): number =>
          bridge.context.store.events(nightId()).filter((e) => e.type === 'result').length
        const before = events()
        await page.getByTestId('details-1').click()
        await page.getByTestId('points-1-NS').pressSequentially('21')
        await page.keyboard.press('Tab')
        expect(events()).toBe(before)
        await page.getByTestId('points-1-EW').pressSequentially('14')
        await page.keyboard.press('Tab')
        await waitSaved()
        await expect.poll(events).toBe(before + 1)
        expect(state().current!.results.find((r) => r.table === 1)).toMatchObject({
          winner: 'NS',
          points: { NS: 21, EW: 14 },
        })
        // points typed first, then the winner clicked straight away: the points go in with it
        await page.getByTestId('details-2').click()
        await page.getByTestId('points-2-NS').pressSequentially('9')
        await page.keyboard.press('Tab')
        await page.getByTestId('points-2-EW').pressSequentially('21')
        await page.getByTestId('win-2-EW').click()
        await waitSaved()
        await expect
          .poll(() => state().current!.results.find((r) => r.table === 2))
          .toMatchObject({ winner: 'EW', points: { NS: 9, EW: 21 } })
        expect(await page.getByTestId('points-2-EW').inputValue()).toBe('21')
        // the other team clicked against those points: refused in words beside the table (not
        // in the page's banner), the result stands
        await page.getByTestId('win-2-NS').click()
        await expect
          .poll(() => page.getByTestId('refusal-2').textContent())
          .toContain('fewer points')
        expect(await page.getByTestId('error-banner').count()).toBe(0)
        expect(state().current!.results.find((r) => r.table === 2)).toMatchObject({
          winner: 'EW',
          points: { NS: 9, EW: 21 },
        })
      }
      // the rest by keyboard: a table number, then N or E
      for (const t of plan.tables) {
        if (state().current!.results.some((r) => r.table === t.table)) continue
        await typeInEntry(`${t.table}${(round + t.table) % 2 === 0 ? 'n' : 'e'}`)
        await waitSaved()
      }
      // the sticky Next round bar never hides a table's controls
      for (const t of plan.tables) {
        const details = page.getByTestId(`details-${t.table}`)
        await details.focus()
        const covered = await details.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const doc = el.ownerDocument
          const hit = doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return !(hit && el.contains(hit))
        })
        expect(covered, `table ${t.table}'s details under the bar`).toBe(false)
      }
      if (round === 2) {
        // results are in: the guest who walks in, typed at the table, sits down next round
        await page.getByTestId('tab-seating').click()
        await page.getByTestId('arrive-name').pressSequentially(WALK_IN)
        await page.keyboard.press('Enter')
        await page.getByTestId('pending-arrive').waitFor()
        await shot('guests-arriving-en')
        await page.getByTestId('tab-entry').click()
      }
      if (round === 4) {
        // a guest leaves after this round, after saying yes
        await page.getByTestId('tab-seating').click()
        await page.getByTestId('guests-panel').locator('details summary').click()
        const leaver = plan.tables[0]!.seats.E
        await page.getByTestId(`leave-${leaver}`).click()
        await page.getByTestId(`leave-${leaver}-yes`).click()
        await page.getByTestId('pending-leave').waitFor()
        await page.getByTestId(`leaving-${leaver}`).waitFor()
        await page.getByTestId('tab-entry').click()
      }
      // Enter closes the round once every table is in; the new seating shows from its top
      await typeInEntry('\n')
      if (round < ROUNDS) {
        await page.getByTestId('seating-board').waitFor()
        await expect.poll(() => state().played.length).toBe(round)
        expect(await page.evaluate('window.scrollY')).toBe(0)
      } else {
        await expect.poll(() => state().played.length).toBe(round)
      }
      if (round === 2) {
        // the walk-in is at a table, marked new
        const key = keyOf(WALK_IN)
        await page.getByTestId(`new-${key}`).waitFor()
        await shot('seating-walk-in-en')
      }
      if (round === 5) {
        // round 3's Buncos, forgotten then: corrected from the history, by name
        await page.getByTestId('tab-history').click()
        await page.getByTestId('correct-round-3').click()
        const table = state().played[2]!.plan.tables[0]!
        const who = table.seats.S.startsWith('ghost:') ? table.seats.N : table.seats.S
        await page.getByTestId('fix-3-1').getByTestId(`add-buncos-${who}`).click()
        await expect.poll(() => state().played[2]!.results[0]!.buncos?.[who]).toBe(1)
        await expect
          .poll(() => page.getByTestId('history-line').first().textContent())
          .toContain('Round 3, table 1 corrected')
        await shot('history-correction-en')
      }
    }
    expect(state().played).toHaveLength(ROUNDS)
    const seated = new Set(
      state().played.flatMap((p) => p.plan.tables.flatMap((t) => Object.values(t.seats))),
    )
    expect([...seated].filter((k) => !k.startsWith('ghost:'))).toHaveLength(12)
  })

  it('says what Undo took back, with names, and Redo brings it back', async () => {
    await page.getByTestId('tab-entry').click()
    const plan = state().current!.plan
    await typeInEntry('1n')
    await waitSaved()
    await page.getByTestId('undo').click()
    const names = [plan.tables[0]!.seats.N, plan.tables[0]!.seats.S].map(nameOf)
    await expect
      .poll(() => page.getByTestId('notice').textContent())
      .toContain('Undone: Round 9, table 1')
    for (const name of names.filter((n) => !n.startsWith('ghost:')))
      expect(await page.getByTestId('notice').textContent()).toContain(name)
    expect(state().current!.results).toEqual([])
    await page.getByTestId('redo').click()
    await expect.poll(() => state().current!.results.map((r) => r.table)).toEqual([1])
    // and back again, so the night finishes with the round open and empty
    await page.getByTestId('undo').click()
    await expect.poll(() => state().current!.results).toEqual([])
  })

  it('finishes early after a confirmation; standings and the TV agree with the engine', async () => {
    await page.getByTestId('tab-prizes').click()
    await page.getByTestId('finish-night').click()
    await page.getByTestId('finish-night-yes').click()
    await page.getByTestId('awards').waitFor()
    const s = state()
    expect(s.status).toBe('finished')
    // the standings on screen: the engine's ranking, places shared by equal rows
    await page.getByTestId('tab-standings').click()
    await page.getByTestId('standings').waitFor()
    const ranked = rankPlayers(
      tally(s.played).filter((r) => !r.player.startsWith('ghost:')),
      s.rules,
      (r) => nameOf(r.player),
      s.rollOffs,
    )
    const rows = (): Promise<(string | null | undefined)[][]> =>
      page
        .locator('tr[data-testid^="standing-p"]')
        .evaluateAll((trs) =>
          trs.map((tr) => [
            tr.querySelector('td')?.textContent,
            tr.querySelector('th')?.textContent,
          ]),
        )
    await expect.poll(rows).toEqual(ranked.map((r) => [String(r.place), nameOf(r.player)]))
    await shot('standings-en')
    // the TV shows the prizes, winners' names the largest text on each card
    const awards: Award[] = awardPrizes(s.played, s.rules, s.rollOffs)
    const tv = await session.browser.newPage()
    await tv.setViewportSize({ width: 1920, height: 1080 })
    await tv.goto(`${bridge.url}#projector`)
    await tv.getByTestId('projector-awards').waitFor()
    for (const award of awards) {
      const card = tv.getByTestId(`projector-award-${award.prize}`)
      const shown = await card.getByTestId('projector-award-name').textContent()
      const who = award.status === 'needsRollOff' ? award.tied : award.winners
      for (const key of who) expect(shown).toContain(nameOf(key))
      const sizes = await card.evaluate((el) =>
        [...el.querySelectorAll('*')].map((e) =>
          parseFloat(el.ownerDocument.defaultView!.getComputedStyle(e).fontSize),
        ),
      )
      const nameSize = await card
        .getByTestId('projector-award-name')
        .evaluate((el) => parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).fontSize))
      expect(nameSize).toBe(Math.max(...sizes))
    }
    expect(await axeFindings(tv)).toEqual([])
    await tv.screenshot({ path: join(outputFolder(), 'party-tv-prizes-en.png') })
    // and in French
    await bridge.context.dispatch('settings:set', { language: 'fr' })
    await tv.reload()
    await tv.getByTestId('projector-awards').waitFor()
    await tv.screenshot({ path: join(outputFolder(), 'party-tv-prizes-fr.png') })
    await tv.close()
    await page.reload()
    await page.getByTestId('tab-history').click()
    await page.getByTestId('history').waitFor()
    await shot('history-fr')
    expect(session.problems).toEqual([])
  })
})
