// What the prizes tab and the TV's award cards must say of a club night's payouts, checked the
// same way by every club e2e: a sole holder's card says the sum, several holders are each named.
import { formatMoney, type Payout } from '@shared/bunco'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Session } from './session'

const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim()

/** Checks the prizes tab (shown on `page`) and the TV page against these payouts. */
export async function expectPrizeMoney(
  page: Page,
  session: Session,
  view: NightView,
  payouts: readonly Payout[],
  shot?: string,
): Promise<void> {
  const usd = (minor: number): string => formatMoney(minor, 'USD', 'en')
  const names = new Map(view.players.map((p) => [p.player, p.name]))
  const holders = (prize: string): number => payouts.filter((p) => p.prize === prize).length
  for (const p of payouts) {
    const lines = await page
      .getByTestId(`award-${p.prize}`)
      .getByTestId('award-money')
      .allTextContents()
    const said =
      holders(p.prize) === 1 ? `Wins ${usd(p.amount)}` : `${names.get(p.player)}: ${usd(p.amount)}`
    expect(lines.map(flat)).toContain(said)
  }
  const tv = await session.browser.newPage()
  await tv.setViewportSize({ width: 1920, height: 1080 })
  await tv.goto(`${session.bridge.url}#projector`)
  await tv.getByTestId('projector-awards').waitFor()
  for (const p of payouts) {
    const card = tv.getByTestId(`projector-award-${p.prize}`)
    const said = `${names.get(p.player)} · ${usd(p.amount)}`
    if (holders(p.prize) === 1)
      expect(flat(await card.getByTestId('projector-award-name').textContent())).toBe(said)
    else
      expect(
        (await card.getByTestId('projector-award-money').allTextContents()).map(flat),
      ).toContain(said)
  }
  if (shot) await tv.screenshot({ path: shot })
  await tv.close()
}
