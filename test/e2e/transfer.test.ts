// "Move to another computer" through the settings screen, between two stores (two laptops): the
// host who takes over imports everything, hosts a night, and hands it back; the season then
// counts the nights of both laptops, and people are matched by id, never by name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView, Person } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HostHooks } from '../../src/main/app/uiHandlers'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const year = new Date().getFullYear()

describe.runIf(run)('move to another computer', () => {
  const files = mkdtempSync(join(tmpdir(), 'bunco-e2e-transfer-'))
  const saved: string[] = []
  const hooks: HostHooks = {
    saveFile: (file) => {
      const path = join(files, `${saved.length}-${file.fileName}`)
      writeFileSync(path, file.content)
      saved.push(path)
      return Promise.resolve({ saved: true, path })
    },
  }
  let laptopA: Session
  let laptopB: Session

  const finishRound = async (page: Page, night: NightView): Promise<void> => {
    const results = night.current?.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await pageCall(page, 'night:commitRound', { nightId: night.id, round: 1, results })
    await pageCall(page, 'night:finish', { nightId: night.id })
  }

  const saveEverything = async (page: Page): Promise<string> => {
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('transfer-export').click()
    await expect.poll(() => page.getByTestId('transfer').textContent()).toContain('Saved as')
    const path = saved.at(-1)
    if (!path) throw new Error('nothing was saved')
    return path
  }

  const openFile = async (page: Page, path: string): Promise<void> => {
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('transfer-file').setInputFiles(path)
    await page.getByTestId('transfer-preview').waitFor()
  }

  beforeAll(async () => {
    laptopA = await openApp({ hooks })
    laptopB = await openApp({ hooks })
  }, 60_000)

  afterAll(async () => {
    await laptopA?.close()
    await laptopB?.close()
    rmSync(files, { recursive: true, force: true })
  })

  it('takes everything to a second laptop that already knows another Ann', async () => {
    const a = laptopA.page
    await a.getByTestId('home').waitFor()
    const night = await startedNight(a, {
      names: ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal'],
      title: 'At Ann’s',
      date: `${year}-03-14`,
      seed: 4,
    })
    await finishRound(a, night)
    await pageCall(a, 'settings:set', { theme: 'dark' })
    const file = await saveEverything(a)

    const b = laptopB.page
    await b.getByTestId('nav-roster').click()
    await b.getByTestId('roster-new').pressSequentially('Ann')
    await b.getByTestId('roster-add').click()
    await expect.poll(() => b.getByTestId('roster').textContent()).toContain('Ann')
    await openFile(b, file)
    expect(await b.getByTestId('transfer-add').textContent()).toContain(
      'To add: 8 people and 1 night.',
    )
    expect(await b.getByTestId('transfer-here').textContent()).toContain(
      'Already here: 0 people and 0 nights.',
    )
    expect(await b.getByTestId('transfer-twins').textContent()).toContain('name of Ann')
    expect(await b.getByTestId('transfer-settings').isChecked()).toBe(true)
    expect(await axeFindings(b)).toEqual([])
    await b.screenshot({ path: join(outputFolder(), 'transfer-preview-en.png'), fullPage: true })
    await b.getByTestId('transfer-import').click()
    await expect
      .poll(() => b.getByTestId('transfer-done').textContent())
      .toBe('Imported: 8 people and 1 night. A backup of this computer’s data was made first.')
    expect(await b.evaluate('document.documentElement.dataset.theme')).toBe('dark')
  })

  it('hands it back after a night on the second laptop: both nights count, two Anns stay two', async () => {
    const b = laptopB.page
    const people = await pageCall<Person[]>(b, 'roster:list', {})
    const imported = people.filter((p) => p.nights === 1).map((p) => p.id)
    const localAnn = people.find((p) => p.name === 'Ann' && p.nights === 0)?.id
    const created = await pageCall<NightView>(b, 'night:create', {
      title: 'At Bea’s',
      date: `${year}-04-11`,
    })
    await pageCall(b, 'night:setGuests', {
      nightId: created.id,
      personIds: [...imported.slice(1), localAnn],
    })
    const night = await pageCall<NightView>(b, 'night:start', { nightId: created.id, seed: 5 })
    await finishRound(b, night)
    const file = await saveEverything(b)

    const a = laptopA.page
    await openFile(a, file)
    expect(await a.getByTestId('transfer-add').textContent()).toContain(
      'To add: 1 person and 1 night.',
    )
    expect(await a.getByTestId('transfer-here').textContent()).toContain(
      'Already here: 8 people and 1 night.',
    )
    expect(await a.getByTestId('transfer-twins').textContent()).toContain('name of Ann')
    await a.getByTestId('transfer-import').click()
    await expect
      .poll(() => a.getByTestId('transfer-done').textContent())
      .toContain('1 person and 1 night')

    await a.getByTestId('nav-season').click()
    const rows = a.getByTestId('season-row')
    await expect.poll(() => rows.count()).toBe(9)
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(
          (tr as unknown as { children: ArrayLike<{ textContent: string | null }> }).children,
        )
          .slice(1, 3)
          .map((c) => c.textContent?.trim())
          .join(' '),
      ),
    )
    expect(table.filter((r) => r.startsWith('Ann ')).sort()).toEqual(['Ann 1', 'Ann 1'])
    expect(table).toContain('Bea 2')
    expect(table).toContain('Hal 2')
  })
})
