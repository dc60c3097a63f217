// Bringing a saved night back in (import from the home screen) and backing up by hand
// (settings), through the UI against the real store.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { IMPORT_MAX_BYTES } from '@shared/limits'
import type { ExportedFile, NightSummary } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('import and backups', () => {
  let session: Session
  const files = mkdtempSync(join(tmpdir(), 'bunco-e2e-files-'))

  beforeAll(async () => {
    session = await openApp()
    const { page } = session
    await page.getByTestId('home').waitFor()
    const night = await startedNight(page, {
      names: ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal'],
      title: 'Spring Bunco',
      date: '2026-04-18',
      seed: 3,
    })
    const results = night.current?.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await pageCall(page, 'night:commitRound', { nightId: night.id, round: 1, results })
    const file = await pageCall<ExportedFile>(page, 'night:exportJson', { nightId: night.id })
    writeFileSync(join(files, 'spring.json'), file.content)
    writeFileSync(join(files, 'broken.json'), '{"this is": "not a night"}')
    writeFileSync(
      join(files, 'huge.json'),
      `{"format":"bunco-night/night"${' '.repeat(IMPORT_MAX_BYTES)}}`,
    )
    await page.reload()
  }, 60_000)

  afterAll(async () => {
    await session?.close()
    rmSync(files, { recursive: true, force: true })
  })

  it('imports a saved night from the home screen', async () => {
    const { page } = session
    await page.getByTestId('import-file').setInputFiles(join(files, 'spring.json'))
    await expect
      .poll(() => page.getByTestId('imported').textContent())
      .toBe('Imported “Spring Bunco”.')
    await expect.poll(() => page.locator('[data-testid="night-list"] li').count()).toBe(2)
    const nights = await pageCall<NightSummary[]>(page, 'night:list', {})
    expect(nights.map((n) => [n.title, n.roundsPlayed])).toEqual([
      ['Spring Bunco', 1],
      ['Spring Bunco', 1],
    ])
  })

  it('refuses a file that is not a night, and changes nothing', async () => {
    const { page } = session
    await page.getByTestId('import-file').setInputFiles(join(files, 'broken.json'))
    await expect
      .poll(() => page.getByTestId('error-banner').textContent())
      .toContain('This file is not a night saved by Bunco Night. Nothing was imported.')
    expect(await page.locator('[data-testid="night-list"] li').count()).toBe(2)
  })

  it('refuses a file over the size limit before reading it, in plain words', async () => {
    const { page } = session
    await page.getByTestId('error-banner').getByRole('button').click()
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/__bridge/call')) calls.push(r.postData() ?? '')
    })
    await page.getByTestId('import-file').setInputFiles(join(files, 'huge.json'))
    await expect
      .poll(() => page.getByTestId('error-banner').textContent())
      .toContain(
        'This file is larger than 5 MB: too large to be a night saved by Bunco Night. Nothing was imported.',
      )
    expect(calls.filter((c) => c.includes('night:import'))).toEqual([])
    expect(await page.locator('[data-testid="night-list"] li').count()).toBe(2)
  })

  it('backs up by hand from the settings, and asks before restoring', async () => {
    const { page } = session
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('backups').waitFor()
    const before = await page.locator('[data-testid="backup-list"] li').count()
    await page.getByTestId('backup-now').click()
    await expect.poll(() => page.getByTestId('backups').textContent()).toContain('Backup made.')
    await expect.poll(() => page.locator('[data-testid="backup-list"] li').count()).toBe(before + 1)
    const manual = page.locator('[data-testid="backup-list"] li', { hasText: 'made by hand' })
    expect(await manual.count()).toBe(1)
    await manual.getByRole('button', { name: 'Restore this backup' }).click()
    expect(await manual.getByRole('alert').textContent()).toContain('Restore the backup from')
    expect(await axeFindings(page)).toEqual([])
    await page.screenshot({ path: join(outputFolder(), 'settings-backups-en.png'), fullPage: true })
    await manual.getByRole('button', { name: 'Cancel' }).click()
    expect(await manual.getByRole('alert').count()).toBe(0)
  })
})
