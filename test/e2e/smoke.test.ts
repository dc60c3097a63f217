// The renderer in Chromium, talking to the real main-process dispatch over a real SQLite file.
import { join } from 'node:path'
import type { BuncoBridge } from '@shared/contract'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/main/db/migrations'
import { e2eAvailable, outputFolder } from './browser'
import { openApp, type Session } from './session'

const run = e2eAvailable()
// The page's global object, where the bridge script has put `bunco` (as the preload does).
type PageGlobal = { bunco: BuncoBridge }

describe.runIf(run)('smoke: home screen, app info, language switch', () => {
  let session: Session
  let page: Page
  let dataFolder: string

  beforeAll(async () => {
    session = await openApp()
    page = session.page
    dataFolder = session.dataFolder
  })

  afterAll(() => session?.close())

  it('keeps the app facts main reports under Settings, not on a host’s home screen', async () => {
    await page.getByTestId('home').waitFor()
    expect(await page.locator('h2').textContent()).toBe('Welcome')
    const home = (await page.getByTestId('home').textContent()) ?? ''
    expect(home).not.toContain('Database schema')
    expect(home).not.toContain(dataFolder)
    await page.screenshot({ path: join(outputFolder(), 'home-en.png'), fullPage: true })
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('about').locator('summary').click()
    await page.getByTestId('info-version').waitFor()
    expect(await page.getByTestId('info-version').textContent()).toBe('0.1.0')
    expect(await page.getByTestId('info-schema').textContent()).toBe(String(SCHEMA_VERSION))
    expect(await page.getByTestId('info-locale').textContent()).toBe('en-US')
    expect(await page.getByTestId('info-folder').textContent()).toBe(dataFolder)
    await page.getByTestId('nav-home').click()
  })

  it.each([
    ['fr', 'Réglages', 'Bienvenue'],
    ['de', 'Einstellungen', 'Willkommen'],
    ['ja', '設定', 'ようこそ'],
  ])(
    'switches to %s, saves it, and the home screen follows',
    async (lang, settingsTitle, homeTitle) => {
      await page.getByTestId('nav-settings').click()
      await page.getByTestId('language-select').selectOption(lang)
      await expect.poll(() => page.locator('h2').textContent()).toBe(settingsTitle)
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      await page.getByTestId('nav-home').click()
      await expect.poll(() => page.locator('h2').textContent()).toBe(homeTitle)
      await page.getByTestId('home-tools').waitFor()
      await page.screenshot({ path: join(outputFolder(), `home-${lang}.png`), fullPage: true })
    },
  )

  it('keeps the language after a reload (persisted in SQLite)', async () => {
    await page.reload()
    await expect.poll(() => page.locator('h2').textContent()).toBe('ようこそ')
    const db = new Database(join(dataFolder, 'bunco-night.sqlite'), { readonly: true })
    const row = db.prepare("SELECT value FROM settings WHERE key = 'language'").get()
    db.close()
    expect(row).toEqual({ value: '"ja"' })
  })

  it('refuses a wrongly shaped settings:set with a clear error and changes nothing', async () => {
    const before = await page.evaluate(() =>
      (globalThis as unknown as PageGlobal).bunco.call('settings:get'),
    )
    const outcome = await page.evaluate(() =>
      (globalThis as unknown as PageGlobal).bunco.call('settings:set', {
        language: 'klingon',
        volume: 11,
      } as never),
    )
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error.code).toBe('invalid-args')
      expect(outcome.error.message).toMatch(/^保存できませんでした: /)
      expect(outcome.error.message).toContain('language')
      expect(outcome.error.message).toContain('volume')
    }
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobal).bunco.call('settings:get')),
    ).toEqual(before)
  })

  it('logged no console errors or CSP violations', () => {
    expect(session.problems).toEqual([])
  })
})
