// Printing from the night screen: documents rendered in main, handed to the viewer or saved.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView, Person } from '@shared/views'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_INIT_SCRIPT, startBridge, type Bridge } from './bridge'
import { e2eAvailable, launchBrowser } from './browser'
import { pageCall } from './pageHelpers'
import { poppler } from '../main/print/pdf/poppler'

const run = e2eAvailable()
const GUESTS = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lou']

describe.runIf(run)('printing', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-print-'))
  const files = mkdtempSync(join(tmpdir(), 'bunco-e2e-files-'))
  const opened: string[] = []
  let bridge: Bridge
  let browser: BrowserContext
  let page: Page
  let nightId = 0

  beforeAll(async () => {
    bridge = await startBridge({
      dataFolder,
      hooks: {
        openFile: (file) => {
          const path = join(files, file.fileName)
          writeFileSync(path, file.content)
          opened.push(path)
          return Promise.resolve(true)
        },
        saveFile: (file) => {
          const path = join(files, `saved-${file.fileName}`)
          writeFileSync(path, file.content)
          return Promise.resolve({ saved: true, path })
        },
      },
    })
    browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    page = await browser.newPage()
    await page.goto(bridge.url)
    await page.getByTestId('home').waitFor()
    const ids: number[] = []
    for (const name of GUESTS) {
      ids.push((await pageCall<{ person: Person }>(page, 'roster:add', { name })).person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Print night',
      date: '2026-11-28',
    })
    await pageCall(page, 'night:setGuests', { nightId: night.id, personIds: ids })
    await pageCall(page, 'night:start', { nightId: night.id, seed: 2 })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'print' })
    await page.reload()
    await page.getByTestId('print').waitFor()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await bridge?.close()
    rmSync(dataFolder, { recursive: true, force: true })
    rmSync(files, { recursive: true, force: true })
  })

  it('opens the score sheets with every guest and the blank sheets', async () => {
    await page.getByTestId('print-blanks').press('Control+a')
    await page.getByTestId('print-blanks').pressSequentially('3')
    await page.getByTestId('print-open-scoreSheets').click()
    await expect
      .poll(() => page.getByTestId('print-message').textContent(), { timeout: 20_000 })
      .toMatch(/Shown in the preview window \(\d+ pages\)/)
    const text = poppler('pdftotext', ['-layout', opened.at(-1) ?? '', '-']).toString('utf8')
    for (const name of GUESTS) expect(text).toContain(name)
  })

  it('saves the rule sheet where the host chose', async () => {
    await page.getByTestId('print-save-rules').click()
    await expect
      .poll(() => page.getByTestId('print-message').textContent(), { timeout: 20_000 })
      .toContain('saved-')
  })
  it('prints the results from the prizes tab once the night is over', async () => {
    const view = await pageCall<NightView>(page, 'night:get', { nightId })
    const results = view.current?.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await pageCall(page, 'night:commitRound', { nightId, round: 1, results })
    await pageCall(page, 'night:finish', { nightId })
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'prizes' })
    await page.reload()
    await page.getByTestId('print-results').click()
    await expect
      .poll(() => page.getByTestId('printed').textContent(), { timeout: 20_000 })
      .toMatch(/Shown in the preview window \(1 page\)/)
    const text = poppler('pdftotext', ['-layout', opened.at(-1) ?? '', '-']).toString('utf8')
    for (const name of GUESTS) expect(text).toContain(name)
  })
})
