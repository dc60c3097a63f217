// Shared steps for e2e tests: a page on a bridge, axe checks, overflow checks, a started night.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { NightView } from '@shared/views'
import type { Locator, Page } from 'playwright-core'

const require = createRequire(__filename)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** A serious or critical accessibility finding. */
export interface AxeFinding {
  id: string
  impact: string
  nodes: string[]
}

/** Runs axe-core in the page (evaluated through the driver, so the strict CSP still holds). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (o: unknown) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run({ resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))
  })
}

/** Elements whose text runs past their box (clipped or spilling), by selector. */
export async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    interface Box {
      scrollWidth: number
      clientWidth: number
      scrollHeight: number
      clientHeight: number
      textContent: string | null
    }
    const doc = (
      globalThis as unknown as {
        document: { querySelectorAll: (s: string) => ArrayLike<Box> }
      }
    ).document
    const out: string[] = []
    for (const el of Array.from(doc.querySelectorAll(sel))) {
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        out.push(el.textContent ?? '')
      }
    }
    return out
  }, selector)
}

/** The smallest font size (CSS px) of any text shown on the page: what a viewer must read. */
export async function smallestText(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    let smallest = Infinity
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (!el || !node.textContent || !node.textContent.trim()) continue
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      // text hidden from the eye (kept for screen readers) is not read on the screen
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      smallest = Math.min(smallest, parseFloat(style.fontSize))
    }
    return smallest
  })()`)
}

/** The smallest side of any button or field on the page, in CSS pixels (a thumb needs 48). */
export function smallestTarget(page: Page): Promise<number> {
  return page
    .locator('button, input')
    .evaluateAll((els) =>
      Math.min(
        ...els.map((e) =>
          Math.min(e.getBoundingClientRect().height, e.getBoundingClientRect().width),
        ),
      ),
    )
}

/** Calls the contract from inside the page, as the renderer would. */
export function pageCall<T>(page: Page, name: string, args: unknown): Promise<T> {
  return page.evaluate(
    async ([n, a]) => {
      const bridge = (
        globalThis as unknown as {
          bunco: {
            call: (
              n: string,
              a: unknown,
            ) => Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>
          }
        }
      ).bunco
      const outcome = await bridge.call(n as string, a)
      if (!outcome.ok) throw new Error(outcome.error?.message)
      return outcome.value
    },
    [name, args] as const,
  ) as Promise<T>
}

/** Adds guests to the roster and starts a night with them, all through the contract. */
export async function startedNight(
  page: Page,
  night: { names: readonly string[]; title: string; date: string; seed: number; rules?: unknown },
): Promise<NightView> {
  const personIds: number[] = []
  for (const name of night.names) {
    personIds.push(
      (await pageCall<{ person: { id: number } }>(page, 'roster:add', { name })).person.id,
    )
  }
  const created = await pageCall<NightView>(page, 'night:create', {
    title: night.title,
    date: night.date,
    ...(night.rules ? { rules: night.rules } : {}),
  })
  await pageCall(page, 'night:setGuests', { nightId: created.id, personIds })
  return pageCall<NightView>(page, 'night:start', { nightId: created.id, seed: night.seed })
}

/**
 * Types a date into a date field as a host does at the keyboard: focus it (its month comes
 * first in the browser's en-US form) and type month, day and year.
 */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-')
  await field.focus()
  await field.pressSequentially(`${month}${day}${year}`)
}

/**
 * Serious or critical findings in the light and in the dark theme, on the page as it stands (a
 * refusal showing, a question asked): the theme is switched the way the app switches it.
 */
export async function axeInBothThemes(page: Page): Promise<Record<string, AxeFinding[]>> {
  const found: Record<string, AxeFinding[]> = {}
  const was = await page.evaluate('document.documentElement.dataset.theme ?? ""')
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`document.documentElement.dataset.theme = '${theme}'`)
    const findings = await axeFindings(page)
    if (findings.length > 0) found[theme] = findings
  }
  await page.evaluate(`document.documentElement.dataset.theme = ${JSON.stringify(was)}`)
  return found
}
