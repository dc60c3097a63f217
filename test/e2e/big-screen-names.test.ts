// Names on the big screens at 1920 × 1080 (the laptop's projector window and the TV page over
// the Wi-Fi): never broken inside a word ("Ångströ / m"), a Japanese name never split, a name too
// long for its card cut with an ellipsis inside it, no tie-break notes meant for the host, and
// "Nobody" not dressed as a winner's name.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isGhost, type RoundPlan, type Seat, type Team } from '@shared/bunco'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, overflowing, pageCall } from './pageHelpers'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'

const run = e2eAvailable()
const LONG = 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen Auerbach'
const WORD = 'Bartholomäusfriedrichwilhelmsonnenscheinhausenbergerdorf'
const NAMES = [LONG, WORD, 'Zoë Ångström', '佐藤 健太郎', '山田 花子', 'Ann', 'Bea', 'Cal']

/** Words of the names shown that the page breaks over two lines (each named once). */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  // a compound breaks at its hyphen, as print does; never inside a word
  return page.evaluate(`(() => {
    const out = []
    for (const el of document.querySelectorAll(${JSON.stringify(selector)})) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent || '').matchAll(/[^\\s,、\\-‐]+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (tops.size > 1) out.push(m[0])
        }
      }
    }
    return out
  })()`)
}

/** The computed font size (px) and weight of the first element matching a selector. */
function fontOf(page: Page, selector: string): Promise<{ size: number; weight: number }> {
  return page.evaluate(`(() => {
    const style = getComputedStyle(document.querySelector(${JSON.stringify(selector)}))
    return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight) }
  })()`)
}

describe.runIf(run)('names on the big screens', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-big-'))
  let room: PartyRoom | undefined
  let host: Page
  let nightId = 0
  let tvLink = ''

  const seatOf = (plan: RoundPlan, id: string): { table: number; seat: Seat } | null => {
    for (const t of plan.tables)
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        if (t.seats[seat] === id) return { table: t.table, seat }
    return null
  }

  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: NAMES,
      title: 'Big names',
      date: '2026-12-09',
      seed: 5,
      rules: {
        sets: 1,
        prizes: [
          { category: 'mostWins' },
          { category: 'mostBuncos' },
          { category: 'mostLosses' },
          { category: 'mostMinis' },
        ],
      },
    })
    host = room.hostPage
    nightId = room.nightId
  }, 120_000)

  afterAll(() => closeParty(room, dataFolder))

  it('the night is played with the TV on, and finished', async () => {
    // the TV's page is switched on while the night is played, as on a party night
    await switchPhonesOn(host)
    tvLink = (await host.getByTestId('tv-link').textContent())!.trim()
    const view = await pageCall<NightView>(host, 'night:get', { nightId })
    const id = (name: string): string => view.players.find((p) => p.name === name)?.player ?? ''
    // the long name's team wins every round; Zoë and 佐藤 each roll one Bunco (a tie)
    for (let round = 1; round <= 6; round++) {
      const now = await pageCall<NightView>(host, 'night:get', { nightId })
      const plan = now.current!.plan
      const winner = seatOf(plan, id(LONG))
      const results = plan.tables.map((t) => {
        const team: Team =
          winner?.table === t.table ? (['N', 'S'].includes(winner.seat) ? 'NS' : 'EW') : 'NS'
        const buncos: Record<string, number> = {}
        for (const [name, inRound] of [
          ['Zoë Ångström', 2],
          ['佐藤 健太郎', 4],
        ] as const) {
          if (round === inRound && Object.values(t.seats).includes(id(name))) buncos[id(name)] = 1
        }
        return { table: t.table, winner: team, ...(Object.keys(buncos).length ? { buncos } : {}) }
      })
      expect(plan.tables.flatMap((t) => Object.values(t.seats)).filter(isGhost)).toEqual([])
      await pageCall(host, 'night:commitRound', { nightId, round, results })
      if (round === 1) await seatingShown()
    }
    await pageCall(host, 'night:finish', { nightId })
  })

  /** The seating and the top five on the projector and the TV: names whole, inside their cards. */
  async function seatingShown(): Promise<void> {
    const projector = await room!.host.newPage()
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await projector.goto(`${room!.bridge.url}#projector`)
    await projector.getByTestId('projector-round').waitFor()
    expect(
      await brokenWords(projector, '.projector-grid .seat-name, [data-testid="projector-leader"]'),
    ).toEqual([])
    expect(await overflowing(projector, '.projector-grid .table-card')).toEqual([])
    await projector.screenshot({ path: join(outputFolder(), 'projector-seating-names-1920.png') })
    await projector.close()
    const context = await room!.devices.newContext({ viewport: { width: 1920, height: 1080 } })
    const tv = await context.newPage()
    await tv.goto(tvLink)
    await tv.getByTestId('tv-top').waitFor({ timeout: 10_000 })
    expect(await brokenWords(tv, '.tv-seats dd, .tv-ranks li')).toEqual([])
    expect(await overflowing(tv, '.tv-card, .tv-top')).toEqual([])
    await tv.screenshot({ path: join(outputFolder(), 'tv-seating-names-1920.png') })
    await context.close()
  }

  it('the projector’s award cards at 1920 × 1080', async () => {
    const projector = await room!.host.newPage()
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await projector.goto(`${room!.bridge.url}#projector`)
    await projector.getByTestId('projector-awards').waitFor()
    const names = '[data-testid="projector-award-name"]'
    expect(await projector.locator(names).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Maximiliane')]),
    )
    expect(await brokenWords(projector, names)).toEqual([])
    expect(await overflowing(projector, '.projector-award')).toEqual([])
    expect(await overflowing(projector, names)).toEqual([])
    // the host's notes on how a tie was handled stay on the host's screen
    expect(await projector.locator('body').textContent()).not.toContain('passed over')
    const nobody = await fontOf(projector, `[data-testid="projector-award-mostMinis"] ${names}`)
    const winner = await fontOf(projector, `[data-testid="projector-award-mostWins"] ${names}`)
    expect(nobody.size).toBeLessThan(winner.size * 0.7)
    expect(nobody.weight).toBeLessThan(winner.weight)
    await projector.screenshot({ path: join(outputFolder(), 'projector-awards-1920-en.png') })
    expect(await axeFindings(projector)).toEqual([])
    await pageCall(host, 'settings:set', { theme: 'dark' })
    await projector.reload()
    await projector.getByTestId('projector-awards').waitFor()
    expect(await projector.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await axeFindings(projector)).toEqual([])
    await projector.screenshot({ path: join(outputFolder(), 'projector-awards-1920-dark.png') })
    await pageCall(host, 'settings:set', { theme: 'system' })
    await projector.close()
  })

  it('the TV page’s award cards at 1920 × 1080', async () => {
    const context = await room!.devices.newContext({
      viewport: { width: 1920, height: 1080 },
      locale: 'en-US',
    })
    const tv = await context.newPage()
    await tv.goto(tvLink)
    await tv.getByTestId('tv-awards').waitFor({ timeout: 10_000 })
    const names = '[data-testid="tv-award-name"]'
    expect(await brokenWords(tv, names)).toEqual([])
    expect(await overflowing(tv, '.tv-award')).toEqual([])
    expect(await overflowing(tv, names)).toEqual([])
    const nobody = await fontOf(tv, `[data-testid="tv-award-mostMinis"] ${names}`)
    const winner = await fontOf(tv, `[data-testid="tv-award-mostWins"] ${names}`)
    expect(nobody.size).toBeLessThan(winner.size)
    expect(nobody.weight).toBeLessThan(winner.weight)
    await tv.screenshot({ path: join(outputFolder(), 'tv-awards-1920-en.png') })
    expect(await axeFindings(tv)).toEqual([])
    await tv.emulateMedia({ colorScheme: 'dark' })
    expect(await axeFindings(tv)).toEqual([])
    await tv.screenshot({ path: join(outputFolder(), 'tv-awards-1920-dark.png') })
    await context.close()
  })
})
