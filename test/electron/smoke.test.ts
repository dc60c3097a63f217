// The packaged app on a real system (GitHub's Linux, Windows and macOS runners): opens from
// app:// with its CSP, gives the page `bunco` only, plays and prints a night, imports a night file
// through the worker in the asar, serves the phone page, keeps the night across a restart, and
// stays a single instance. Where no Electron binary exists it prints one line and is skipped.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { ExportedFile, NightSummary } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCall } from '../e2e/pageHelpers'
import { isolation, launch, shotsFolder, type Running } from './launch'
import { appUnderTest, testableCopy, type PackagedApp } from './packagedApp'
import { pdfText } from './pdfText'

const packaged = appUnderTest()
const GUESTS = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']
const TITLE = 'Smoke night'

/** Whether a path is inside a folder, on its real long name (macOS /private/var, Windows 8.3). */
function isInside(path: string, folder: string): boolean {
  const rel = relative(realpathSync.native(folder), realpathSync.native(path))
  return rel !== '' && !rel.startsWith('..') && !/^[a-z]:/i.test(rel)
}

describe.runIf(packaged !== undefined)('the packaged app', () => {
  let home = ''
  let app: PackagedApp
  let run: Running
  // console errors and page errors of every run of the window
  const problems: string[] = []
  let step = 0
  const shot = async (name: string): Promise<void> => {
    step += 1
    const file = `${String(step).padStart(2, '0')}-${name}.png`
    await run.page.screenshot({ path: join(shotsFolder(), file), fullPage: true })
  }
  const waitSaved = (): Promise<void> =>
    expect
      .poll(() => run.page.getByTestId('saved').textContent(), { timeout: 15_000 })
      .toBe('All changes saved')

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'bunco-smoke-'))
    app = await testableCopy(packaged!)
    run = await launch(app, home)
  }, 180_000)

  afterAll(async () => {
    await run?.app.close().catch(() => undefined)
    if (home) rmSync(home, { recursive: true, force: true })
    if (app) rmSync(join(app.folder, '..'), { recursive: true, force: true })
  })

  it('opens from app:// with the CSP header, on a fresh data folder of its own', async () => {
    await run.page.getByTestId('home').waitFor()
    expect(run.page.url()).toBe('app://bunco/index.html')
    const csp = await run.page.evaluate(async () => {
      const response = await fetch('/index.html')
      return response.headers.get('content-security-policy')
    })
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    const paths = await run.app.evaluate(({ app: a }) => ({
      userData: a.getPath('userData'),
      appPath: a.getAppPath(),
      packaged: a.isPackaged,
    }))
    expect(isInside(paths.userData, home)).toBe(true)
    expect(paths.packaged).toBe(true)
    expect(paths.appPath.endsWith('app.asar')).toBe(true)
    await shot('home')
  })

  it('gives the page `bunco` and nothing of Node or Electron', async () => {
    const seen = await run.page.evaluate(() => {
      const g = globalThis as unknown as Record<string, unknown>
      const names = ['require', 'process', 'module', 'exports', 'Buffer', 'global', 'electron']
      return {
        bunco: Object.keys(g['bunco'] as object).sort(),
        node: names.filter((n) => typeof g[n] !== 'undefined'),
      }
    })
    expect(seen).toEqual({ bunco: ['call', 'on'], node: [] })
  })

  it('keeps app:// unreadable from another origin (no corsEnabled)', async () => {
    const outcome = await run.app.evaluate(async ({ BrowserWindow }) => {
      const win = new BrowserWindow({ show: false, webPreferences: { sandbox: true } })
      try {
        await win.loadURL('data:text/html,<p>elsewhere</p>')
        return (await win.webContents.executeJavaScript(
          "fetch('app://bunco/index.html').then(() => 'read', () => 'refused')",
        )) as string
      } finally {
        win.destroy()
      }
    })
    expect(outcome).toBe('refused')
  })

  it('adds 8 guests by typing and starts a night', async () => {
    const { page } = run
    await page.getByTestId('new-night').click()
    await page.getByTestId('night-title').pressSequentially(TITLE)
    for (const name of GUESTS) {
      await page.getByTestId('guest-search').pressSequentially(name)
      await page.getByTestId('guest-search').press('Enter')
    }
    await expect.poll(() => page.getByTestId('chosen-guests').locator('li').count()).toBe(8)
    await shot('new-night')
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    await shot('seating')
  })

  it('enters round 1 by typing and goes to the next round', async () => {
    const { page } = run
    await page.getByTestId('tab-entry').click()
    await page.getByTestId('round-entry').locator('.hint').first().click()
    await page.keyboard.type('1n')
    await waitSaved()
    await page.keyboard.type('2e')
    await waitSaved()
    await shot('round-1')
    await page.getByTestId('next-round').click()
    await waitSaved()
    await expect.poll(() => page.getByTestId('round-line').textContent()).toContain('Round 2')
  })

  it('prints the score sheets and saves the PDF where the (stubbed) dialog says', async () => {
    const pdfPath = join(home, 'score-sheets.pdf')
    await run.app.evaluate(({ dialog }, path) => {
      // the test's own stand-in for the system dialog; the shipped app reads no switch
      dialog.showSaveDialog = (() => Promise.resolve({ canceled: false, filePath: path })) as never
    }, pdfPath)
    const { page } = run
    await page.getByTestId('tab-print').click()
    await page.getByTestId('print-save-scoreSheets').click()
    await expect
      .poll(() => page.getByTestId('print-message').textContent(), { timeout: 30_000 })
      .toContain('score-sheets.pdf')
    await shot('printed')
    const pdf = readFileSync(pdfPath)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(pdf)
    expect(text).toContain(TITLE)
    for (const name of GUESTS) expect(text).toContain(name)
  })

  it('previews the score sheets in Chromium’s PDF viewer, not refused by the app’s policy', async () => {
    const { page } = run
    const opened = run.app.waitForEvent('window')
    await page.getByTestId('print-open-scoreSheets').click()
    const preview = await opened
    // the app's CSP once reached this file:// page and refused the viewer (object-src 'none')
    const refused: string[] = []
    preview.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
    })
    await preview.reload({ waitUntil: 'load' })
    expect(preview.url()).toMatch(/^file:.*\.pdf$/)
    // the viewer draws in its own frame: give it a moment before the picture
    await preview.waitForTimeout(3000)
    await preview.screenshot({
      path: join(shotsFolder(), `${String(++step).padStart(2, '0')}-pdf-preview.png`),
    })
    expect(refused).toEqual([])
    await preview.close()
  })

  it('opens the projector window, showing the night for the TV', async () => {
    const { page } = run
    const opened = run.app.waitForEvent('window')
    await page.getByTestId('open-projector').click()
    const projector = await opened
    await projector.getByTestId('projector').waitFor()
    expect(projector.url()).toBe('app://bunco/index.html#projector')
    await expect.poll(() => projector.getByTestId('projector-round').textContent()).toContain('2')
    await projector.screenshot({
      path: join(shotsFolder(), `${String(++step).padStart(2, '0')}-projector.png`),
    })
    await projector.close()
  })

  it('imports a small night file through the worker inside app.asar', async () => {
    const { page } = run
    const nights = await pageCall<NightSummary[]>(page, 'night:list', {})
    const file = await pageCall<ExportedFile>(page, 'night:exportJson', { nightId: nights[0]!.id })
    const path = join(home, 'night.json')
    writeFileSync(path, file.content)
    await page.getByTestId('nav-home').click()
    await page.getByTestId('import-file').setInputFiles(path)
    await expect
      .poll(() => page.getByTestId('imported').textContent(), { timeout: 30_000 })
      .toBe(`Imported “${TITLE}”.`)
    await expect.poll(() => page.locator('[data-testid="night-list"] li').count()).toBe(2)
    await shot('imported')
  })

  it('switches table phones on and serves the phone page on 127.0.0.1', async () => {
    const { page } = run
    await page.locator('[data-testid="night-list"] li button.link').first().click()
    await page.getByTestId('tab-phones').click()
    await page.getByTestId('address-127.0.0.1').check()
    await page.getByTestId('phones-on').click()
    await expect
      .poll(() => page.getByTestId('phones-url').textContent(), { timeout: 20_000 })
      .toContain('http://127.0.0.1:')
    const link = (await page.getByTestId('phone-link-1').textContent())?.trim() ?? ''
    const phone = await fetch(link)
    expect(phone.status).toBe(200)
    expect(phone.headers.get('content-type')).toContain('text/html')
    expect(phone.headers.get('content-security-policy')).toBeTruthy()
    await shot('phones')
  })

  it('quits, starts again on the same data and shows the night', async () => {
    problems.push(...run.problems)
    await run.app.close()
    run = await launch(app, home)
    // it reopens where the host was (the night's phones tab); Home lists both nights
    await run.page.getByTestId('nav-home').click()
    const titles = await run.page.locator('[data-testid="night-list"] li').allTextContents()
    expect(titles.filter((t) => t.includes(TITLE))).toHaveLength(2)
    await shot('restarted')
  }, 120_000)

  it('a second start while one runs focuses the first and exits', async () => {
    await run.app.evaluate(({ BrowserWindow }) => {
      const win = BrowserWindow.getAllWindows()[0]!
      const g = globalThis as unknown as { focusedBySecond: number }
      g.focusedBySecond = 0
      const focus = win.focus.bind(win)
      win.focus = () => {
        g.focusedBySecond += 1
        focus()
      }
    })
    const { args, env } = isolation(home)
    const second = spawn(app.executable, args, { env, stdio: 'ignore' })
    const code = await new Promise<number | null>((done) => second.on('exit', done))
    expect(code).toBe(0)
    await expect
      .poll(() =>
        run.app.evaluate(
          () => (globalThis as unknown as { focusedBySecond: number }).focusedBySecond,
        ),
      )
      .toBe(1)
    expect(await run.app.windows()).toHaveLength(1)
    await shot('single-instance')
  }, 60_000)

  it('logged no console errors in the window, in either run', () => {
    expect([...problems, ...run.problems]).toEqual([])
  })
})
