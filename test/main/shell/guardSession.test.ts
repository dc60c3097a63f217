// The session guard: permissions always denied; the CSP header only on the dev server's responses.
import type { Session } from 'electron'
import { describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
} from '../../../src/main/shell/security/csp'
import { guardSession } from '../../../src/main/shell/security/guards'

type Headers = Record<string, string[]>
type Listener = (
  details: { url: string; responseHeaders: Headers },
  callback: (r: { responseHeaders: Headers }) => void,
) => void

/** A session that keeps what the guard registers, and filters URLs as Electron's patterns do. */
function fakeSession(): {
  session: Session
  hooks: { filter: string[] | undefined; listener: Listener }[]
  permission: () => boolean[]
} {
  const hooks: { filter: string[] | undefined; listener: Listener }[] = []
  const granted: boolean[] = []
  const session = {
    setPermissionRequestHandler: (fn: (a: null, b: string, cb: (ok: boolean) => void) => void) =>
      fn(null, 'media', (ok) => granted.push(ok)),
    setPermissionCheckHandler: (fn: () => boolean) => granted.push(fn()),
    webRequest: {
      onHeadersReceived: (filter: { urls: string[] } | Listener, listener?: Listener) => {
        if (typeof filter === 'function') hooks.push({ filter: undefined, listener: filter })
        else hooks.push({ filter: filter.urls, listener: listener! })
      },
    },
  }
  return { session: session as unknown as Session, hooks, permission: () => granted }
}

/** The headers a response to `url` leaves with, as Chromium would apply the registered hooks. */
function headersFor(hooks: ReturnType<typeof fakeSession>['hooks'], url: string): Headers {
  let headers: Headers = { 'X-Test': ['1'] }
  for (const { filter, listener } of hooks) {
    const matches =
      filter === undefined ||
      filter.some((p) => new RegExp(`^${p.replace(/[.?]/g, '\\$&').replace('*', '.*')}$`).test(url))
    if (matches) listener({ url, responseHeaders: headers }, (r) => (headers = r.responseHeaders))
  }
  return headers
}

describe('guardSession', () => {
  it('denies every permission, in a build and in development', () => {
    for (const dev of [undefined, { url: 'http://localhost:5173', csp: 'x' }]) {
      const fake = fakeSession()
      guardSession(fake.session, dev)
      expect(fake.permission()).toEqual([false, false])
    }
  })

  it('in a build, leaves every response alone (app:// sends its own header; the PDF viewer needs none)', () => {
    const fake = fakeSession()
    guardSession(fake.session)
    expect(fake.hooks).toEqual([])
    expect(headersFor(fake.hooks, 'file:///tmp/bunco-preview/sheets.pdf')).toEqual({
      'X-Test': ['1'],
    })
  })

  it('in development, adds the dev policy to the dev server’s responses only', () => {
    const fake = fakeSession()
    const csp = devContentSecurityPolicy('abc')
    guardSession(fake.session, { url: 'http://localhost:5173/', csp })
    expect(fake.hooks.map((h) => h.filter)).toEqual([['http://localhost:5173/*']])
    expect(headersFor(fake.hooks, 'http://localhost:5173/src/main.ts')).toEqual({
      'X-Test': ['1'],
      'Content-Security-Policy': [csp],
    })
    for (const other of [
      'file:///tmp/bunco-preview/sheets.pdf',
      'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html',
      'http://localhost:5174/',
    ]) {
      expect(headersFor(fake.hooks, other)['Content-Security-Policy']).toBeUndefined()
    }
  })
})

describe('the dev policy', () => {
  it('is the build’s policy, plus the hot-reload websocket and the styles’ nonce', () => {
    const dev = devContentSecurityPolicy('n0Nce+/=')
    expect(dev).toContain("style-src 'self' 'nonce-n0Nce+/='")
    expect(dev).toContain("connect-src 'self' ws://localhost:* ws://127.0.0.1:*")
    expect(dev).not.toMatch(/unsafe-(eval|inline)/)
    const strip = (p: string): string =>
      p.replace(/ 'nonce-[^']+'/, '').replace(/ ws:\/\/[^ ;]+/g, '')
    expect(strip(dev)).toBe(CONTENT_SECURITY_POLICY)
  })
})
