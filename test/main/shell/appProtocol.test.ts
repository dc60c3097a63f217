// The app:// handler, run as Electron runs it (a Fetch Request in, a Response out), over folders.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  createAppHandler,
  fileFor,
  mimeType,
  type AppRoot,
} from '../../../src/main/shell/protocol/appProtocol'

const base = mkdtempSync(join(tmpdir(), 'bunco-protocol-'))
const renderer = join(base, 'renderer')
const phone = join(base, 'phone')
mkdirSync(join(renderer, 'assets'), { recursive: true })
mkdirSync(phone)
writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>host</title>')
writeFileSync(join(renderer, 'assets/index-abc.js'), 'export const x = 1')
writeFileSync(join(renderer, 'assets/index-abc.css'), 'body{}')
writeFileSync(join(renderer, 'icon.svg'), '<svg/>')
writeFileSync(join(renderer, 'font.woff2'), 'w')
writeFileSync(join(phone, 'index.html'), '<!doctype html><title>phone</title>')
writeFileSync(join(base, 'secret.txt'), 'not for the page')
symlinkSync(join(base, 'secret.txt'), join(renderer, 'link.txt'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const CSP = "default-src 'none'; script-src 'self'"
const roots: AppRoot[] = [
  { prefix: '/', folder: renderer },
  { prefix: '/phone/', folder: phone },
]
const handle = createAppHandler({ roots, csp: CSP })
const get = (url: string, method = 'GET'): Promise<Response> => handle(new Request(url, { method }))

describe('app:// protocol handler', () => {
  it('serves the page with its MIME type, the CSP and no sniffing', async () => {
    const res = await get(appUrl('index.html'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(CSP)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toContain('<title>host</title>')
  })

  it('serves the root as index.html, and ignores the query and fragment', async () => {
    expect(await (await get('app://bunco/')).text()).toContain('host')
    expect((await get('app://bunco/index.html?x=1#projector')).status).toBe(200)
  })

  it.each([
    ['assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['assets/index-abc.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['font.woff2', 'font/woff2'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(appUrl(path))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
  })

  it('serves a second root under its prefix (a phone page, later)', async () => {
    expect(await (await get('app://bunco/phone/')).text()).toContain('phone')
    expect(await (await get('app://bunco/phone/index.html')).text()).toContain('phone')
  })

  it.each([
    'app://bunco/../secret.txt',
    'app://bunco/%2e%2e/secret.txt',
    'app://bunco/assets/%2E%2E/%2E%2E/secret.txt',
    'app://bunco/..%2Fsecret.txt',
    'app://bunco/..%5Csecret.txt',
    'app://bunco/%00index.html',
    'app://bunco/%E0%A4%A',
    'app://bunco/link.txt',
    'app://bunco/assets',
    'app://bunco/missing.js',
    'app://other/index.html',
    'app://BUNCO/index.html',
    'file:///etc/passwd',
  ])('refuses %s', async (url) => {
    const res = await get(url)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBeNull()
  })

  it('refuses anything but GET and HEAD, and answers HEAD without a body', async () => {
    expect((await get(appUrl('index.html'), 'POST')).status).toBe(405)
    const head = await get(appUrl('index.html'), 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

describe('app:// paths and types', () => {
  it('maps paths into a root, longest prefix first', () => {
    expect(fileFor('/assets/a.js', roots)).toBe(join(renderer, 'assets/a.js'))
    expect(fileFor('/phone/a.js', roots)).toBe(join(phone, 'a.js'))
    expect(fileFor('/%2e%2e/x', roots)).toBeUndefined()
    expect(fileFor('/x', [{ prefix: '/phone/', folder: phone }])).toBeUndefined()
  })

  it('never lets the browser guess a type', () => {
    expect(mimeType('a.JS')).toBe('text/javascript; charset=utf-8')
    expect(mimeType('a.exe')).toBe('application/octet-stream')
    expect(mimeType('noext')).toBe('application/octet-stream')
  })
})
