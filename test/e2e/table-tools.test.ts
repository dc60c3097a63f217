// The table tools as a person uses them: the dice roller, the solo game and the scorekeeper,
// reached from Home, typed and clicked, in English and in French; axe on each, light and dark.
import { join } from 'node:path'
import type { DiceView, KeeperView, SoloView } from '@shared/toolViews'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

// The theme is set as saved settings, and the screen reloaded: the app reopens where it was.
async function axeBothThemes(page: Page, name: string, screen: string): Promise<void> {
  for (const theme of ['light', 'dark', 'system'] as const) {
    await pageCall(page, 'settings:set', { theme })
    await page.reload()
    await page.getByTestId(screen).waitFor()
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
    if (theme === 'system') break
    await page.waitForLoadState('networkidle')
    expect(await axeFindings(page), `${name} ${theme}`).toEqual([])
    await page.screenshot({ path: join(outputFolder(), `${name}-${theme}.png`), fullPage: true })
  }
}

describe.runIf(run)('table tools in English', () => {
  let session: Session

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768 })
    await session.page.emulateMedia({ reducedMotion: 'reduce' })
  })
  afterAll(() => session?.close())

  it('rolls dice from Home: three faces, what they score, four dice by choice, Space rolls again', async () => {
    const { page } = session
    await page.getByTestId('open-dice').click()
    await page.getByTestId('dice-screen').waitFor()
    expect(await page.getByTestId('dice-said').textContent()).toContain('No roll yet')
    await page.getByTestId('dice-roll').click()
    const faces = page.getByTestId('dice-faces')
    await faces.waitFor()
    const dice = (await faces.getAttribute('data-dice'))!.split(',').map(Number)
    expect(dice).toHaveLength(3)
    for (const d of dice) expect(d >= 1 && d <= 6).toBe(true)
    const said = (await page.getByTestId('dice-said').textContent())!
    expect(said).toContain(`Rolled: `)
    const stored = await pageCall<DiceView>(page, 'dice:get', {})
    expect(stored.last!.dice).toEqual(dice)
    // what the screen says is the engine's score for those dice in round 1
    const hits = dice.filter((d) => d === 1).length
    if (new Set(dice).size === 1) expect(said).toMatch(/Bunco|Three of a kind|Wipeout/)
    else if (hits > 0) expect(said).toContain(`${hits} point`)
    else expect(said).toContain('Nothing')
    // round 4, four dice
    await page.getByTestId('dice-face-select').selectOption('4')
    await page.getByTestId('dice-four').click()
    await expect.poll(() => page.getByTestId('dice-face').textContent()).toBe('4')
    await page.locator('body').click({ position: { x: 5, y: 700 } })
    await page.keyboard.press('Space')
    await expect
      .poll(async () => (await pageCall<DiceView>(page, 'dice:get', {})).last!.serial)
      .toBe(2)
    await expect
      .poll(async () => (await faces.getAttribute('data-dice'))!.split(',').length)
      .toBe(4)
    await page.getByTestId('dice-sound').click()
    await expect
      .poll(() => page.getByTestId('dice-sound').getAttribute('aria-pressed'))
      .toBe('true')
    await page.getByTestId('dice-sound').click()
    await axeBothThemes(page, 'tools-dice-en', 'dice-screen')
  })

  it('plays the solo game: one button per roll, named for what comes next; pause; the end', async () => {
    const { page } = session
    // the computer's rolls are shown after a timer: a page left behind another is throttled
    await page.bringToFront()
    await page.getByTestId('nav-home').click()
    await page.getByTestId('open-solo').click()
    await page.getByTestId('solo-settings').waitFor()
    await page.getByTestId('solo-target-11').click()
    await page.getByTestId('solo-speed-strong').click()
    await page.getByTestId('solo-new').click()
    await page.getByTestId('solo-board').waitFor()
    expect(await page.getByTestId('solo-heading').textContent()).toContain('Round 1 of 6')
    const move = page.getByTestId('solo-move')
    const labels = new Set<string>()
    // play the first round by the button alone, checking each label against the game; the dice
    // are truly random, so a round that showed too few kinds of label is played again in a new game
    for (let game = 0; game < 5 && labels.size <= 2; game++) {
      if (game > 0) {
        await pageCall(page, 'solo:new', {})
        await page.reload()
        await page.getByTestId('solo-board').waitFor()
      }
      for (let i = 0; i < 400; i++) {
        const before = await pageCall<SoloView>(page, 'solo:get', {})
        if (before.game!.phase !== 'playing') break
        const label = (await move.textContent())!.trim()
        labels.add(label.replace(/CPU \d/, 'CPU n'))
        // the first roll of each game is a double click, as hurried hands do: it rolls once
        if (i === 0) await move.dblclick()
        else await move.click()
        await expect
          .poll(async () => (await pageCall<SoloView>(page, 'solo:get', {})).game!.table.log.length)
          .not.toBe(before.game!.table.log.length)
        await expect.poll(() => move.isEnabled()).toBe(true)
        const after = (await pageCall<SoloView>(page, 'solo:get', {})).game!
        const rolled =
          after.phase === 'playing' ? after.table.log.length : after.log.at(-1)!.rolls.length
        expect(rolled).toBe(before.game!.table.log.length + 1)
        const last =
          after.phase === 'playing' ? after.table.log.at(-1)! : after.log.at(-1)!.rolls.at(-1)!
        const text = (await page.getByTestId('solo-said').textContent())!
        const who = last.player === 'you' ? 'You' : `CPU ${last.player.slice(4)}`
        expect(text).toContain(
          `${who} rolled ${last.dice.join(', ').replace(/, (\d)$/, ', and $1')}`.slice(
            0,
            who.length + 7,
          ),
        )
        if (after.phase !== 'playing') {
          expect(await page.getByTestId('solo-won').textContent()).toContain('round 1 with')
          expect((await move.textContent())!.trim()).toBe('Start round 2')
        } else if (last.points > 0) {
          expect((await move.textContent())!.trim()).toBe(
            last.player === 'you' ? 'Roll again' : `Continue (${who} rolls again)`,
          )
        } else {
          const next = after.table.seats[after.table.order[after.table.turn % 4]!]
          expect((await move.textContent())!.trim()).toBe(
            next === 'you' ? 'Your turn: roll' : `CPU ${next.slice(4)}’s turn`,
          )
        }
      }
    }
    expect(labels.size).toBeGreaterThan(2)
    await page.screenshot({ path: join(outputFolder(), 'tools-solo-round-en.png') })
    await axeBothThemes(page, 'tools-solo-round-en', 'solo-board')
    // pause: the move button goes, the sound can be switched, settings wait for the next game
    await page.getByTestId('solo-pause').click()
    await page.getByTestId('solo-paused').waitFor()
    expect(await move.count()).toBe(0)
    await page.getByTestId('solo-sound').click()
    await expect
      .poll(() => page.getByTestId('solo-sound').getAttribute('aria-pressed'))
      .toBe('true')
    await page.getByTestId('solo-rounds-12').click()
    await page.screenshot({ path: join(outputFolder(), 'tools-solo-paused-en.png') })
    await axeBothThemes(page, 'tools-solo-paused-en', 'solo-paused')
    await page.getByTestId('solo-sound').click()
    await page.getByTestId('solo-resume').click()
    const resumed = await pageCall<SoloView>(page, 'solo:get', {})
    expect(resumed.game!.settings.rounds).toBe(6)
    expect(resumed.settings.rounds).toBe(12)
    // Home offers to continue the unfinished game
    await page.getByTestId('nav-home').click()
    // Home asks main for the game when it opens: the label follows once the answer is in
    await expect
      .poll(() => page.getByTestId('open-solo').textContent())
      .toContain('Continue the solo game (round 1 of 6)')
    await page.getByTestId('open-solo').click()
    // fast-forward to the end of the last round, then finish it by the button (a Bunco can end
    // the game during the fast-forward: then the reloaded screen shows the end at once)
    for (;;) {
      const g = (await pageCall<SoloView>(page, 'solo:get', {})).game!
      const best = Math.max(0, ...Object.values(g.table.points).map(Number))
      if (g.phase === 'gameOver' || (g.round === 6 && g.phase === 'playing' && best >= 8)) break
      await pageCall(page, 'solo:move', {})
    }
    await page.reload()
    await page.getByTestId('solo-screen').waitFor()
    // a computer's roll is revealed after a wait with the button disabled, and the roll that ends
    // the game removes the button: wait for one of the two before each click
    const over = page.getByTestId('solo-over')
    const ready = async (): Promise<'over' | 'move' | 'wait'> => {
      if ((await over.count()) > 0) return 'over'
      return (await move.isEnabled({ timeout: 200 }).catch(() => false)) ? 'move' : 'wait'
    }
    for (;;) {
      await expect.poll(ready, { timeout: 10_000 }).not.toBe('wait')
      if ((await ready()) === 'over') break
      await move.click({ timeout: 5_000 })
    }
    const standings = await page.getByTestId('solo-standings').locator('li').allTextContents()
    expect(standings).toHaveLength(4)
    expect(standings.join(' ')).toMatch(/You|CPU/)
    await page.getByTestId('solo-log').locator('summary').click()
    expect(await page.getByTestId('solo-log').locator('li').count()).toBe(6)
    await axeBothThemes(page, 'tools-solo-over-en', 'solo-over')
  }, 240_000)

  it('keeps one table typed die by die: turns, the bell from the head table, next round, undo', async () => {
    const { page } = session
    await page.getByTestId('nav-home').click()
    await page.getByTestId('open-keeper').click()
    await page.getByTestId('keeper-free').waitFor()
    await axeBothThemes(page, 'tools-keeper-setup-en', 'keeper-free')
    for (const [seat, name] of [
      ['N', 'Ann'],
      ['E', 'Bob'],
      ['W', 'Dan'],
    ] as const) {
      await page.getByTestId(`keeper-name-${seat}`).pressSequentially(name)
    }
    const table = page.getByTestId('keeper-table')
    await table.click()
    await table.press('Control+a')
    await table.pressSequentially('2')
    await page.getByTestId('keeper-start').click()
    await page.getByTestId('keeper-board').waitFor()
    expect(await page.getByTestId('keeper-heading').textContent()).toContain('Table 2')
    expect(await page.getByTestId('keeper-status').textContent()).toBe('Ann to roll')
    // round 1: Ann rolls 1, 1, 3 (2 points, rolls again), then 2, 3, 4 (nothing: to Bob)
    await page.getByTestId('keeper-die-1').click()
    await page.keyboard.type('113')
    await expect.poll(() => page.getByTestId('keeper-points-NS').textContent()).toBe('2')
    expect(await page.getByTestId('keeper-status').textContent()).toBe('Ann to roll')
    await page.keyboard.type('234')
    await expect.poll(() => page.getByTestId('keeper-status').textContent()).toBe('Bob to roll')
    // a wrong key is refused and said
    await page.keyboard.type('9')
    expect(await page.getByRole('alert').first().textContent()).toContain('1 to 6')
    // Bob: the quick buttons
    await page.getByTestId('keeper-quick-bunco').click()
    await expect.poll(() => page.getByTestId('keeper-points-EW').textContent()).toBe('21')
    expect(await page.getByTestId('keeper-side-EW').textContent()).toContain('Bob 1')
    await page.getByTestId('keeper-quick-miss').click()
    // South was left unnamed: called by the seat
    await expect.poll(() => page.getByTestId('keeper-status').textContent()).toBe('South to roll')
    await page.screenshot({ path: join(outputFolder(), 'tools-keeper-en.png'), fullPage: true })
    // the head table rang: South finishes the turn
    await page.getByTestId('keeper-quick-one').click()
    await page.getByTestId('keeper-bell').click()
    await expect
      .poll(() => page.getByTestId('keeper-status').textContent())
      .toContain('finishes the turn')
    await page.getByTestId('keeper-quick-miss').click()
    await expect
      .poll(() => page.getByTestId('keeper-status').textContent())
      .toBe('Round won by Bob and Dan.')
    // undo brings the turn back; the same miss again ends it
    await page.getByTestId('keeper-undo').click()
    await expect
      .poll(() => page.getByTestId('keeper-status').textContent())
      .toContain('South finishes the turn')
    await page.getByTestId('keeper-quick-miss').click()
    await page.getByTestId('keeper-next').click()
    await expect.poll(() => page.getByTestId('keeper-face').textContent()).toBe('2')
    expect(await page.getByTestId('keeper-points-NS').textContent()).toBe('0')
    const rounds = await page.getByTestId('keeper-rounds').locator('tbody tr').allTextContents()
    expect(rounds[0]).toContain('East–West')
    const kept = await pageCall<KeeperView>(page, 'keeper:get', {})
    expect(kept.wins).toEqual({ EW: 1 })
    await axeBothThemes(page, 'tools-keeper-en', 'keeper-board')
  })
})

describe.runIf(run)('the round timer and the bell on the night screen', () => {
  let session: Session

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768, locale: 'de-DE' })
  })
  afterAll(() => session?.close())

  it('is off until switched on; counts down; B rings the bell; zero rings it too', async () => {
    const { page } = session
    await page.clock.install()
    const ids: number[] = []
    for (const name of ['Ann', 'Bea', 'Cal', 'Dot']) {
      ids.push((await pageCall<{ person: { id: number } }>(page, 'roster:add', { name })).person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Uhr',
      date: '2026-11-28',
    })
    await pageCall(page, 'night:setGuests', { nightId: night.id, personIds: ids })
    await pageCall(page, 'night:start', { nightId: night.id, seed: 2 })
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'seating' })
    await page.reload()
    await page.getByTestId('round-timer').waitFor()
    // the TV, in its own page, follows through main's pushes
    const tv = await session.browser.newPage()
    await tv.clock.install()
    await tv.goto(`${session.bridge.url}#projector`)
    await tv.getByTestId('projector-round').waitFor()
    expect(await tv.getByTestId('projector-timer').count()).toBe(0)
    // off by default: no clock, sound off
    expect(await page.getByTestId('timer-clock').count()).toBe(0)
    expect(await page.getByTestId('timer-sound').textContent()).toContain('Ton aus')
    await page.getByTestId('timer-enabled').click()
    const minutes = page.getByTestId('timer-minutes')
    await minutes.click()
    await minutes.press('Control+a')
    await minutes.pressSequentially('1')
    await minutes.press('Tab')
    await expect.poll(() => page.getByTestId('timer-clock').textContent()).toBe('1:00')
    await page.getByTestId('timer-start').click()
    await page.getByTestId('timer-pause').waitFor()
    await page.clock.fastForward(20_000)
    await expect.poll(() => page.getByTestId('timer-clock').textContent()).toMatch(/^0:(4\d|3\d)$/)
    // the B key rings the bell (not while typing in a field)
    await page.locator('h2').first().click()
    await page.keyboard.press('b')
    await page.getByTestId('bell-rang').waitFor()
    expect(await page.getByTestId('bell-rang').textContent()).toBe('Die Glocke hat geläutet.')
    expect((await pageCall<{ bells: number }>(page, 'timer:get', {})).bells).toBe(1)
    await page.screenshot({ path: join(outputFolder(), 'tools-timer-de.png') })
    await tv.getByTestId('projector-bell').waitFor()
    await tv.clock.fastForward(20_000)
    await expect.poll(() => tv.getByTestId('projector-timer').textContent()).toMatch(/^0:\d\d$/)
    await tv.screenshot({ path: join(outputFolder(), 'tools-timer-tv-de.png') })
    // the end of the countdown rings it once more
    await page.clock.fastForward(45_000)
    await expect.poll(() => page.getByTestId('timer-clock').textContent()).toBe('Die Zeit ist um!')
    await expect
      .poll(async () => (await pageCall<{ bells: number }>(page, 'timer:get', {})).bells)
      .toBe(2)
    expect(await axeFindings(page)).toEqual([])
    await tv.clock.fastForward(45_000)
    await expect
      .poll(() => tv.getByTestId('projector-timer').textContent())
      .toContain('Zeit ist um')
    await tv.close()
    expect(session.problems).toEqual([])
  })
})

describe.runIf(run)('table tools in French, with a night in progress', () => {
  let session: Session

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 800, locale: 'fr-FR' })
  })
  afterAll(() => session?.close())

  it('keeps table 2 of the night and sends its result to the host’s results', async () => {
    const { page } = session
    const ids: number[] = []
    for (const name of ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']) {
      ids.push((await pageCall<{ person: { id: number } }>(page, 'roster:add', { name })).person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Soirée d’essai',
      date: '2026-11-28',
    })
    await pageCall(page, 'night:setGuests', { nightId: night.id, personIds: ids })
    const started = await pageCall<NightView>(page, 'night:start', { nightId: night.id, seed: 4 })
    const seats = started.current!.plan.tables[1]!.seats
    const name = (key: string): string => started.players.find((p) => p.player === key)!.name
    await page.reload()
    await page.getByTestId('open-keeper').click()
    await page.getByTestId('keeper-from-night').waitFor()
    expect(await page.getByTestId('keeper-from-night').textContent()).toContain('Soirée d’essai')
    await page.getByTestId('keeper-night-table-2').click()
    await page.getByTestId('keeper-board').waitFor()
    expect(await page.getByTestId('keeper-status').textContent()).toBe(
      `À ${name(seats.N)} de lancer`,
    )
    await page.getByTestId('keeper-die-1').click()
    await page.keyboard.type('111')
    await page.keyboard.type('234')
    // the head table's bell between two turns: the round is over at once
    await page.getByTestId('keeper-bell').click()
    await expect
      .poll(() => page.getByTestId('keeper-status').textContent())
      .toContain('Manche gagnée par')
    await page.getByTestId('keeper-send').click()
    await page.getByTestId('keeper-sent').waitFor()
    await page.screenshot({
      path: join(outputFolder(), 'tools-keeper-night-fr.png'),
      fullPage: true,
    })
    const host = await pageCall<NightView>(page, 'night:get', { nightId: night.id })
    expect(host.current!.results).toEqual([
      { table: 2, winner: 'NS', points: { NS: 21, EW: 0 }, buncos: { [seats.N]: 1 } },
    ])
    // the host's entry screen shows table 2's winner chosen
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'entry' })
    await page.reload()
    await page.getByTestId('round-entry').waitFor()
    expect(await page.getByTestId('win-2-NS').getAttribute('aria-pressed')).toBe('true')
    await axeBothThemes(page, 'tools-keeper-night-fr', 'round-entry')
  })

  it('rolls the dice for the night’s round and says it in French', async () => {
    const { page } = session
    await page.getByTestId('nav-home').click()
    await page.getByTestId('open-dice').click()
    await page.getByTestId('dice-roll').click()
    await page.getByTestId('dice-faces').waitFor()
    await expect.poll(() => page.getByTestId('dice-said').textContent()).toContain('Résultat')
    expect(await page.getByTestId('dice-face-select').inputValue()).toBe('night')
    await axeBothThemes(page, 'tools-dice-fr', 'dice-faces')
    expect(session.problems).toEqual([])
  })
})
