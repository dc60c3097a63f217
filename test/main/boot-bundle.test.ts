// Boots the built bundle out/main/index.js in a plain Node child with a fake 'electron', so
// bundling mistakes (paths, externals, native module loading) fail here, not on a host's laptop.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/main/db/migrations'

const root = resolve(__dirname, '../..')
const userData = mkdtempSync(join(tmpdir(), 'bunco-bundle-'))

afterAll(() => rmSync(userData, { recursive: true, force: true }))

interface Outcome {
  ok: boolean
  value?: Record<string, unknown>
  error?: { code: string; message: string }
}

describe('built main bundle', () => {
  const stdout = execFileSync(
    process.execPath,
    [join(root, 'test/main/run-built-main.cjs'), userData, root],
    { encoding: 'utf8' },
  )
  const out = JSON.parse(stdout) as {
    preloadPath: string
    rendererUrl: string
    loadedUrl: string
    errorBoxes: unknown[]
    info: Outcome
    before: Outcome
    set: Outcome
    bad: Outcome
    foreign: Outcome
    print: Outcome
    previewUrl: string
    previewPrefs: Record<string, unknown>
    previewPdf: string
    previewKeptAfterQuit: boolean
    imported: Outcome
    refusedImport: Outcome
    page: { status: number; type: string; csp: string; html: string; scriptType: string }
    lan: {
      enabled: boolean
      pageStatus: number
      pageCsp: string
      pageHtml: string
      tableStatus: number
      table: { table: number; seats: unknown[] }
    }
  }

  it('serves the table phones from the bundle: the phone page and a table view', () => {
    expect(out.lan.enabled).toBe(true)
    expect(out.lan.pageStatus).toBe(200)
    expect(out.lan.pageCsp).toContain("default-src 'none'")
    expect(out.lan.pageHtml).toBe(readFileSync(join(root, 'out/phone/index.html'), 'utf8'))
    expect(out.lan.tableStatus).toBe(200)
    expect(out.lan.table.table).toBe(1)
    expect(out.lan.table.seats).toHaveLength(4)
  })

  it('resolves the preload and the page inside out/', () => {
    expect(out.preloadPath).toBe(join(root, 'out/preload/index.js'))
    expect(existsSync(out.preloadPath)).toBe(true)
    expect(out.loadedUrl).toBe(out.rendererUrl)
    expect(out.rendererUrl).toBe('app://bunco/index.html')
    expect(out.page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' })
    expect(out.page.csp).toContain("default-src 'none'")
    expect(out.page.scriptType).toBe('text/javascript; charset=utf-8')
    expect(out.page.html).toBe(readFileSync(join(root, 'out/renderer/index.html'), 'utf8'))
    expect(out.errorBoxes).toEqual([])
  })

  it('answers app:info and settings calls end to end into SQLite', () => {
    expect(out.info.value).toMatchObject({ schemaVersion: SCHEMA_VERSION, dataFolder: userData })
    expect(out.before.value).toEqual({
      language: 'ja',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    expect(out.set.value).toEqual({
      language: 'de',
      paperSize: 'letter',
      theme: 'system',
      textSize: 'standard',
    })
    const db = new Database(join(userData, 'bunco-night.sqlite'), { readonly: true })
    const rows = db.prepare('SELECT key, value FROM settings ORDER BY key').all()
    db.close()
    expect(rows).toEqual([
      { key: 'language', value: '"de"' },
      { key: 'paperSize', value: '"letter"' },
      { key: 'textSize', value: '"standard"' },
      { key: 'theme', value: '"system"' },
    ])
  })

  it('refuses a bad payload in the host language and a foreign frame', () => {
    expect(out.bad.ok).toBe(false)
    expect(out.bad.error?.code).toBe('invalid-args')
    expect(out.bad.error?.message).toMatch(/^Speichern nicht möglich: language:/)
    expect(out.foreign.error?.code).toBe('forbidden')
  })

  it('renders a Japanese PDF with the embedded font and shows it in the preview window', () => {
    expect(out.print).toMatchObject({ ok: true, value: { opened: true } })
    expect(out.previewUrl).toMatch(/^file:.*\.pdf$/)
    expect(out.previewPrefs).toMatchObject({ sandbox: true, plugins: true })
    expect(out.previewPdf.startsWith('%PDF')).toBe(true)
    expect(out.previewPdf).toContain('/FontFile2')
  })

  it('imports a night through the bundled worker thread, and refuses in the host language', () => {
    expect(out.imported).toMatchObject({ ok: true, value: { details: { title: '夜' } } })
    expect(out.refusedImport.error?.message).toBe(
      'Diese Datei ist kein von Bunco Night gespeicherter Abend. Es wurde nichts importiert.',
    )
  })

  it('deletes the preview files on quit', () => {
    expect(out.previewKeptAfterQuit).toBe(false)
    expect(existsSync(new URL(out.previewUrl))).toBe(false)
  })
})

describe('built preload', () => {
  it('exposes exactly one thing, `bunco`: `call` over the call channel, `on` for pushes', async () => {
    const code = readFileSync(join(root, 'out/preload/index.js'), 'utf8')
    const exposed: Record<string, Record<string, unknown>> = {}
    const invoked: unknown[][] = []
    const handlers = new Map<string, (event: unknown, message: unknown) => void>()
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: Record<string, unknown>) => (exposed[key] = api),
      },
      ipcRenderer: {
        invoke: (...args: unknown[]) => {
          invoked.push(args)
          return Promise.resolve({ ok: true, value: null })
        },
        on: (channel: string, fn: (event: unknown, message: unknown) => void) =>
          handlers.set(channel, fn),
        removeListener: (channel: string) => handlers.delete(channel),
      },
    }
    const requireInSandbox = (id: string): unknown => {
      // A sandboxed preload gets only a handful of modules; anything else would throw there.
      if (id === 'electron') return electron
      throw new Error(`a sandboxed preload cannot require ${id}`)
    }
    runInNewContext(code, { require: requireInSandbox, module: { exports: {} }, exports: {} })
    expect(Object.keys(exposed)).toEqual(['bunco'])
    expect(Object.keys(exposed['bunco'] ?? {})).toEqual(['call', 'on'])
    const call = exposed['bunco']?.['call'] as (n: string, a?: unknown) => Promise<unknown>
    await call('settings:get')
    await call('settings:set', { theme: 'dark' })
    expect(invoked).toEqual([
      ['bunco:call', 'settings:get', {}],
      ['bunco:call', 'settings:set', { theme: 'dark' }],
    ])
    // a listener gets the data of its own push only, and stops when asked
    const on = exposed['bunco']?.['on'] as (n: string, f: (d: unknown) => void) => () => void
    const heard: unknown[] = []
    const off = on('timer:changed', (data) => heard.push(data))
    const deliver = handlers.get('bunco:push')!
    deliver({}, { name: 'night:changed', data: { nightId: 1, savedEventId: 2 } })
    deliver({}, { name: 'timer:changed', data: { bells: 1 } })
    expect(heard).toEqual([{ bells: 1 }])
    off()
    expect(handlers.has('bunco:push')).toBe(false)
  })
})
