// Boots src/main with a fake 'electron' and checks the shell's security and wiring.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CALL_CHANNEL } from '@shared/channels'
import { CALL_NAMES } from '@shared/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as MainModule from '../../src/main/index'
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security/csp'
import type * as FakeModule from './fake-electron.cjs'

const root = resolve(__dirname, '../..')
const fake = await vi.hoisted(async () => {
  const { mkdtempSync: mk } = await import('node:fs')
  const { tmpdir: tmp } = await import('node:os')
  const { join: j, resolve: r } = await import('node:path')
  const mod = (await import('./fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  const userData = mk(j(tmp(), 'bunco-boot-'))
  return {
    userData,
    ...mod.default.createFakeElectron({
      userData,
      appPath: r(__dirname, '../..'),
      locale: 'fr-FR',
    }),
    ipcEvent: mod.default.ipcEvent,
  }
})
vi.mock('electron', () => fake.electron)

type Main = typeof MainModule
let main: Main

beforeAll(async () => {
  main = await import('../../src/main/index')
  await main.started
})

afterAll(() => {
  rmSync(fake.userData, { recursive: true, force: true })
})

function win(): (typeof fake.record.windows)[number] {
  const w = fake.record.windows[0]
  if (!w) throw new Error('no window was created')
  return w
}

describe('main process boot (electron mocked)', () => {
  it('asks for the single-instance lock and opens one window', () => {
    expect(fake.record.singleInstanceRequested).toBe(true)
    expect(fake.record.windows).toHaveLength(1)
    expect(fake.record.errorBoxes).toEqual([])
  })

  it('locks down the renderer', () => {
    const prefs = win().options.webPreferences
    expect(prefs.sandbox).toBe(true)
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.nodeIntegration).toBe(false)
    expect(prefs.nodeIntegrationInSubFrames).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.preload).toBe(main.preloadPath)
  })

  it('loads the built page and points at a preload that the build emits as CommonJS', () => {
    expect(win().loadedUrl).toBe(main.rendererUrl)
    expect(main.rendererUrl).toBe('app://bunco/index.html')
    expect(main.preloadPath.endsWith(join('preload', 'index.js'))).toBe(true)
    const built = join(root, 'out/preload/index.js')
    expect(existsSync(built)).toBe(true)
    const code = readFileSync(built, 'utf8')
    expect(code).toMatch(/require\("electron"\)/)
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
  })

  it('writes a strict Content-Security-Policy into the built page, and adds no header hook', () => {
    // app:// sends the header itself (next test); a hook on every response of the session would
    // also hit the PDF preview's file:// and refuse Chromium's viewer
    expect(fake.record.session.headers).toBeNull()
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(eval|inline)/)
    const html = readFileSync(join(root, 'out/renderer/index.html'), 'utf8').replaceAll(
      '&#39;',
      "'",
    )
    expect(html).toContain(`content="${CONTENT_SECURITY_POLICY}"`)
    expect(html).not.toContain('nonce')
  })

  it('declares app:// privileged before the app is ready, and serves the built page with it', async () => {
    expect(fake.record.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          codeCache: true,
        },
      },
    ])
    expect(fake.record.schemesDeclaredWhenReady).toBe(false)
    const handle = fake.record.protocols.get('app')
    if (!handle) throw new Error('app:// has no handler')
    const page = await handle(new Request(main.rendererUrl))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    // Run from the sources here, the root is src/renderer (the built bundle's is out/renderer).
    const folder = main.appRoots[0]?.folder ?? ''
    expect(await page.text()).toBe(readFileSync(join(folder, 'index.html'), 'utf8'))
    for (const outside of ['app://bunco/%2e%2e/main/index.js', 'app://bunco/..%2Fmain/index.js']) {
      expect((await handle(new Request(outside))).status).toBe(404)
    }
  })

  it('blocks navigation away from the app and denies new windows', () => {
    const contents = win().webContents
    const navigate = (url: string): boolean => {
      const preventDefault = vi.fn()
      contents.emit('will-navigate', { preventDefault }, url)
      return preventDefault.mock.calls.length > 0
    }
    expect(navigate('https://example.com/')).toBe(true)
    expect(navigate('file:///etc/passwd')).toBe(true)
    expect(navigate('file://host/share/index.html')).toBe(true)
    expect(navigate('app://other/index.html')).toBe(true)
    expect(navigate('app://bunco/index.html#projector')).toBe(false)
    expect(navigate(main.rendererUrl)).toBe(false)
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    })
  })

  it('denies every permission request', () => {
    const granted: boolean[] = []
    fake.record.session.permissionRequest?.(null, 'media', (ok: boolean) => granted.push(ok))
    fake.record.session.permissionRequest?.(null, 'notifications', (ok: boolean) =>
      granted.push(ok),
    )
    expect(granted).toEqual([false, false])
    expect(fake.record.session.permissionCheck?.()).toBe(false)
  })

  it('builds the native menu with File, Edit, View and Help in the host language', () => {
    const menu = fake.record.menus.at(-1) as { template: { label?: string }[] }
    expect(menu.template.map((m) => m.label).filter(Boolean)).toEqual([
      'Fichier',
      'Édition',
      'Affichage',
      'Aide',
    ])
  })

  it('offers Help → Save a report, and keeps a log in the data folder', () => {
    const menu = fake.record.menus.at(-1) as {
      template: { label?: string; submenu?: { label?: string }[] }[]
    }
    const help = menu.template.find((m) => m.label === 'Aide')
    expect(help?.submenu?.map((i) => i.label).filter(Boolean)).toEqual([
      'Enregistrer un rapport pour les développeurs…',
      'À propos de Bunco Night',
    ])
    const log = readFileSync(join(fake.userData, 'logs', 'main.log'), 'utf8')
    expect(log).toMatch(/\[info\]\s+start: Bunco Night 0\.1\.0 on /)
  })

  it('saves the report where the host chose, and says where it went', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: string,
      args: unknown,
    ) => Promise<unknown>
    await handler(fake.ipcEvent(win(), main.rendererUrl), 'roster:add', { name: 'Zélie Marchand' })
    const menu = fake.record.menus.at(-1) as {
      template: { label?: string; submenu?: { label?: string; click?: () => void }[] }[]
    }
    const item = menu.template.find((m) => m.label === 'Aide')?.submenu?.[0]
    const target = join(fake.userData, 'report.txt')
    fake.record.saveAs = target
    item?.click?.()
    await vi.waitFor(() => expect(fake.record.messageBoxes.at(-1)?.message).toContain('report.txt'))
    const report = readFileSync(target, 'utf8')
    expect(report).toContain('App: 0.1.0')
    expect(report).toContain('"quickCheck": "ok"')
    expect(report).not.toContain('Zélie')
    expect(report).not.toContain('Marchand')
    fake.record.saveAs = null
  })

  it('answers calls only from its own window showing its own page', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>
    expect(handler).toBeTypeOf('function')
    const ok = await handler(fake.ipcEvent(win(), main.rendererUrl), 'app:info', {})
    expect(ok.ok).toBe(true)
    expect(ok.value).toMatchObject({ version: '0.1.0', dataFolder: fake.userData, locale: 'fr-FR' })
    const foreign = await handler(fake.ipcEvent(win(), 'https://example.com/'), 'app:info', {})
    expect(foreign.error?.code).toBe('forbidden')
    const subframe = await handler(
      { sender: win().webContents, senderFrame: { url: main.rendererUrl, parent: {} } },
      'app:info',
      {},
    )
    expect(subframe.error?.code).toBe('forbidden')
    const stranger = await handler(
      { sender: {}, senderFrame: { url: main.rendererUrl, parent: null } },
      'app:info',
      {},
    )
    expect(stranger.error?.code).toBe('forbidden')
  })

  it('pushes main’s changes to its own window on the push channel', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ ok: boolean }>
    const before = fake.record.sent.length
    expect((await handler(fake.ipcEvent(win(), main.rendererUrl), 'timer:bell', {})).ok).toBe(true)
    const pushed = fake.record.sent.slice(before)
    expect(pushed).toHaveLength(1)
    expect(pushed[0]).toMatchObject({
      channel: 'bunco:push',
      message: { name: 'timer:changed', data: { bells: 1 } },
    })
  })

  it('has a handler for every contract call', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ ok: boolean; error?: { code: string } }>
    for (const name of CALL_NAMES) {
      const outcome = await handler(fake.ipcEvent(win(), main.rendererUrl), name, {
        '#not-a-field': true,
      })
      expect(outcome.error?.code, name).toBe('invalid-args')
    }
    const unknown = await handler(fake.ipcEvent(win(), main.rendererUrl), 'nope:nothing', {})
    expect(unknown.error?.code).toBe('unknown-call')
  })

  it('picked the first-start language from the OS', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ value?: unknown }>
    const got = await handler(fake.ipcEvent(win(), main.rendererUrl), 'settings:get', {})
    expect(got.value).toEqual({
      language: 'fr',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
  })

  it('opens the projector beside the host, or full screen on a second display', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ value?: unknown }>
    const open = (): Promise<{ value?: unknown }> =>
      handler(fake.ipcEvent(win(), main.rendererUrl), 'window:openProjector', {})
    expect((await open()).value).toEqual({ opened: true })
    const beside = fake.record.windows.at(-1)
    expect(beside).not.toBe(win())
    expect(beside?.options).toMatchObject({ width: 1280, height: 720 })
    expect(beside?.options['fullscreen']).toBeUndefined()
    expect(beside?.options.webPreferences['sandbox']).toBe(true)
    expect(beside?.loadedUrl).toBe(`${main.rendererUrl}#projector`)
    // A second call while it is open brings the same window forward.
    await open()
    expect(fake.record.windows.at(-1)).toBe(beside)
    beside?.emit('closed')

    const tv = { x: 1920, y: 0, width: 1280, height: 720 }
    fake.record.displays.push({ id: 2, bounds: tv, workArea: tv })
    await open()
    const onTv = fake.record.windows.at(-1)
    expect(onTv).not.toBe(beside)
    expect(onTv?.options).toMatchObject({ ...tv, fullscreen: true })
    onTv?.emit('closed')
    fake.record.displays.pop()
  })

  it('writes "first screen shown" in the log once the page says so, once per run', async () => {
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: unknown,
      args: unknown,
    ) => Promise<{ ok: boolean; value?: unknown }>
    for (let i = 0; i < 2; i++) {
      const said = await handler(fake.ipcEvent(win(), main.rendererUrl), 'window:shown', {})
      expect(said).toEqual({ ok: true, value: null })
    }
    const log = readFileSync(join(fake.userData, 'logs', 'main.log'), 'utf8')
    expect(log.match(/\[info\]\s+window: first screen shown, \d+ ms after start/g)).toHaveLength(1)
  })

  it('on quit, writes a closing backup before it really quits', async () => {
    fake.electron.app.quit()
    expect(fake.record.quitted).toBe(false)
    await vi.waitFor(() => expect(fake.record.quitted).toBe(true))
    const backups = readdirSync(join(fake.userData, 'backups'))
    expect(backups.some((f) => f.endsWith('-quit.sqlite'))).toBe(true)
    expect(fake.record.quitRequests).toBe(2)
  })
})
