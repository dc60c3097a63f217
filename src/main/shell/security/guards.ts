import type { Session, WebContents } from 'electron'

// URL.origin is "null" for every non-web scheme (app:, foo:), so it cannot tell them apart.
function exactOrigin(url: URL): string {
  return `${url.protocol}//${url.host}`
}

/** Tells whether a URL belongs to the app's own renderer (same file, or the dev server's origin). */
export function isAppUrl(url: string, rendererUrl: string): boolean {
  try {
    const target = new URL(url)
    const app = new URL(rendererUrl)
    if (app.protocol === 'file:') {
      // On Windows `file://host/path` is a network share: same path, another machine's file.
      return (
        target.protocol === 'file:' && target.host === app.host && target.pathname === app.pathname
      )
    }
    return exactOrigin(target) === exactOrigin(app)
  } catch {
    return false
  }
}

/** Blocks navigation away from the app, new windows, and every permission request. */
export function guardWebContents(contents: WebContents, rendererUrl: string): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, rendererUrl)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, rendererUrl)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

/** The dev server's address and the policy its responses are sent with. */
export interface DevServer {
  url: string
  csp: string
}

/**
 * Denies every permission (camera, notifications, …). In development it also adds the CSP header
 * to the dev server's responses, and to nothing else: app:// sends its own header, and a header on
 * every response would refuse the PDF preview's viewer (object-src/frame-src 'none').
 */
export function guardSession(session: Session, dev?: DevServer): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  if (!dev) return
  const origin = new URL(dev.url).origin
  session.webRequest.onHeadersReceived({ urls: [`${origin}/*`] }, (details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [dev.csp] },
    })
  })
}
