// `npm run dev` renders with its CSS: Vite's dev server injects <style> elements, which the dev
// policy must allow (by the nonce Vite puts on them), in the page's meta policy and in the header
// main adds. Runs electron-vite dev in a fresh clone, with a stand-in Electron that notes the dev
// server's address and nonce and waits; the page is opened in Chromium as the window would show it.
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devContentSecurityPolicy } from '../../src/main/shell/security/csp'
import { tempFolder } from '../main/helpers'
import { copyWorkingTree, linkNodeModules } from '../tooling/freshClone'
import { e2eAvailable, launchBrowser, outputFolder } from './browser'

describe.runIf(e2eAvailable() && process.platform !== 'win32')('npm run dev', () => {
  let dev: ChildProcess | undefined
  let browser: BrowserContext | undefined
  let record = ''

  beforeAll(async () => {
    const clone = tempFolder('bunco-dev-clone-')
    copyWorkingTree(clone)
    linkNodeModules(clone, [])
    record = join(clone, 'electron-started.txt')
    const standIn = join(clone, 'stand-in-electron')
    writeFileSync(
      standIn,
      `#!/bin/sh\nprintf "%s\\n%s\\n" "$ELECTRON_RENDERER_URL" "$BUNCO_DEV_CSP_NONCE" > "${record}"\nexec sleep 300\n`,
    )
    chmodSync(standIn, 0o755)
    dev = spawn(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'dev'], {
      cwd: clone,
      env: { ...process.env, ELECTRON_EXEC_PATH: standIn },
      stdio: 'ignore',
      // its own process group: the stand-in and the dev server end together
      detached: true,
    })
    const started = Date.now()
    while (!existsSync(record) && Date.now() - started < 90_000) {
      await new Promise((r) => setTimeout(r, 250))
    }
    browser = await launchBrowser()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  })

  it('shows the window’s page with its styles, and no style refused by the policy', async () => {
    const [url, nonce] = readFileSync(record, 'utf8').trim().split('\n') as [string, string]
    expect(url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(nonce.length).toBeGreaterThanOrEqual(16)
    const page = await browser!.newPage()
    const refused: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
    })
    // the header main's session guard adds to the dev server's responses
    await page.route(`${url}/**`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': devContentSecurityPolicy(nonce),
        },
      })
    })
    await page.goto(`${url}/`)
    await page.locator('.topbar').waitFor()
    // a string, evaluated in the page (this project's types have no DOM)
    const styled = (await page.evaluate(`({
      bodyMargin: getComputedStyle(document.body).margin,
      topbar: getComputedStyle(document.querySelector('.topbar')).display,
      styles: document.querySelectorAll('style[nonce]').length,
    })`)) as { bodyMargin: string; topbar: string; styles: number }
    await page.screenshot({ path: join(outputFolder(), 'dev-server.png') })
    expect(styled.bodyMargin).toBe('0px')
    expect(styled.topbar).toBe('flex')
    expect(styled.styles).toBeGreaterThan(0)
    expect(refused).toEqual([])
  }, 60_000)
})
