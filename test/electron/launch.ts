// Launches the packaged app through Playwright's Electron support on a given data folder, and
// collects the window's console errors and page errors from its first load.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { _electron, type ElectronApplication, type Page } from 'playwright-core'
import type { PackagedApp } from './packagedApp'

/** A running app: Playwright's handle, its window, and what went wrong in the page. */
export interface Running {
  app: ElectronApplication
  page: Page
  problems: string[]
}

/**
 * Where the data goes: Chromium's --user-data-dir, and the OS's own data folders pointed into the
 * same temp folder in case a platform ignores the switch (the test checks app.getPath).
 */
export function isolation(home: string): { args: string[]; env: Record<string, string> } {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  // a runner shell started from an Electron app (an editor) may carry this; never pass it on
  delete env['ELECTRON_RUN_AS_NODE']
  Object.assign(env, {
    XDG_CONFIG_HOME: join(home, 'config'),
    APPDATA: join(home, 'AppData', 'Roaming'),
    LOCALAPPDATA: join(home, 'AppData', 'Local'),
    // English screens, whatever the runner's language
    LANG: 'en_US.UTF-8',
    LANGUAGE: 'en_US',
  })
  return { args: [`--user-data-dir=${join(home, 'user-data')}`, '--lang=en-US'], env }
}

/** Starts the app; its window loads again once listened to, so no early message is missed. */
export async function launch(app: PackagedApp, home: string): Promise<Running> {
  const { args, env } = isolation(home)
  const electronApp = await _electron.launch({
    executablePath: app.executable,
    args,
    env,
    // Linux: keep Chromium's sandbox on (Playwright would add --no-sandbox)
    chromiumSandbox: true,
    timeout: 60_000,
  })
  const page = await electronApp.firstWindow()
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.reload({ waitUntil: 'load' })
  return { app: electronApp, page, problems }
}

/** The folder the workflow uploads: test-output/electron/<platform>/. */
export function shotsFolder(): string {
  const dir = resolve(__dirname, '../../test-output/electron', process.platform)
  mkdirSync(dir, { recursive: true })
  return dir
}
