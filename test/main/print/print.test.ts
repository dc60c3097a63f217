import { describe, expect, it } from 'vitest'
import { addPeople, startNight } from '../../drivers/night-driver'
import { createMainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'

describe('printing through the contract', () => {
  it('saves a document and reports progress while a big batch is generated', async () => {
    const saved: { fileName: string; bytes: number }[] = []
    const ctx = createMainContext({
      dataFolder: tempFolder(),
      locales: ['en-US'],
      version: '0.1.0',
      hooks: {
        saveFile: (file) => {
          saved.push({ fileName: file.fileName, bytes: file.content.length })
          return Promise.resolve({ saved: true, path: `/tmp/${file.fileName}` })
        },
      },
    })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 200)
    const night = await startNight(call, ids, { seed: 3, title: 'Big night' })
    const seen: { done: number; total: number }[] = []
    const pushed: unknown[] = []
    const off = ctx.push.subscribe((m) => {
      if (m.name !== 'print:progress') return
      pushed.push(m.data)
      if (m.data) seen.push(m.data)
    })
    const job = call('print:save', { nightId: night.id, kind: 'scoreSheets', blanks: 2 })
    expect(await job).toMatchObject({ ok: true, value: { saved: true } })
    off()
    expect(saved[0]?.fileName).toBe('2026-11-28-Big-night-scoreSheets.pdf')
    expect(saved[0]?.bytes).toBeGreaterThan(10_000)
    expect(seen.length).toBeGreaterThan(1)
    for (const p of seen) expect(p.done).toBeLessThanOrEqual(p.total)
    // the last push says the document is done
    expect(pushed.at(-1)).toBeNull()
    ctx.close()
  })
})

describe('large print through the settings', () => {
  it('prints score sheets one across the page once the host picks the largest text', async () => {
    const ctx = createMainContext({
      dataFolder: tempFolder(),
      locales: ['de-DE'],
      version: '0.1.0',
      hooks: { openFile: () => Promise.resolve(true) },
    })
    const call = (
      name: Parameters<typeof ctx.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof ctx.dispatch> => ctx.dispatch(name, args)
    const ids = await addPeople(call, 16)
    const night = await startNight(call, ids, { seed: 5, title: 'Großdruck' })
    const pages = async (): Promise<number> => {
      const got = await call('print:open', { nightId: night.id, kind: 'scoreSheets' })
      expect(got.ok).toBe(true)
      return (got as { value: { pages: number } }).value.pages
    }
    const standard = await pages()
    expect(await call('settings:set', { textSize: 'largest' })).toMatchObject({ ok: true })
    const large = await pages()
    // 16 guests: a page holds several sheets in standard print, one or two in large print
    expect(large).toBeGreaterThanOrEqual(8)
    expect(large).toBeGreaterThan(standard)
    // a tally's rows grow with their text: its four sets take each of the 4 tables two pages
    const tallies = await call('print:open', { nightId: night.id, kind: 'tallies' })
    expect(tallies).toMatchObject({ ok: true, value: { pages: 8 } })
    ctx.close()
  })
})
