// One e2e session: a bridge over a fresh data folder, Chromium with the bridge script, one page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import type { HostHooks } from '../../src/main/app/uiHandlers'
import { BRIDGE_INIT_SCRIPT, startBridge, type Bridge } from './bridge'
import { launchBrowser } from './browser'

/** A running session; `problems` collects console errors and warnings and page errors. */
export interface Session {
  dataFolder: string
  bridge: Bridge
  browser: BrowserContext
  page: Page
  problems: string[]
  close: () => Promise<void>
}

/** Starts a session and opens the app's home page. */
export async function openApp(
  options: { locale?: string; hooks?: HostHooks; width?: number; height?: number } = {},
): Promise<Session> {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-'))
  const bridge = await startBridge({
    dataFolder,
    locale: options.locale ?? 'en-US',
    ...(options.hooks ? { hooks: options.hooks } : {}),
  })
  const browser = await launchBrowser()
  await browser.addInitScript(BRIDGE_INIT_SCRIPT)
  const page = await browser.newPage()
  await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 })
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto(bridge.url)
  return {
    dataFolder,
    bridge,
    browser,
    page,
    problems,
    close: async () => {
      await browser.close()
      await bridge.close()
      rmSync(dataFolder, { recursive: true, force: true })
    },
  }
}
