// The app:// protocol's request handler: serves files from a fixed set of folders (the renderer
// today; a phone page can be added as another root) with their MIME type and the CSP header.
import { readFile, realpathSync, statSync } from 'node:fs'
import { extname, isAbsolute, join, relative } from 'node:path'
import { promisify } from 'node:util'

// Electron reads files inside app.asar through its patched fs: these calls are among those it
// patches (the promise API of fs is not used here for that reason).
const read = promisify(readFile)

/** The scheme the host windows load the app from. */
export const APP_SCHEME = 'app'
/** The one host of the scheme: the app's origin is `app://bunco`. */
export const APP_HOST = 'bunco'
/** The app's exact origin. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** A folder served under a path prefix of the origin (`/` for the renderer). */
export interface AppRoot {
  prefix: string
  folder: string
}

/** How the handler serves: its roots and the Content-Security-Policy it sends. */
export interface AppProtocolOptions {
  roots: readonly AppRoot[]
  csp: string
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
}

/** The MIME type served for a file name (unknown kinds as bytes, never sniffed). */
export function mimeType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** The app:// URL of a path inside the origin, e.g. `app://bunco/index.html`. */
export function appUrl(path: string): string {
  return `${APP_ORIGIN}/${path.replace(/^\/+/, '')}`
}

function inside(folder: string, file: string): boolean {
  const rel = relative(folder, file)
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
}

/** The file a request path names under one of the roots, or undefined when it names none. */
export function fileFor(pathname: string, roots: readonly AppRoot[]): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  // Separators or NUL smuggled in encoded form would mean another path than the one checked.
  if (/[\\\0]/.test(path) || path.split('/').includes('..')) return undefined
  const root = [...roots]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((r) => path.startsWith(r.prefix))
  if (!root) return undefined
  const rest = path.slice(root.prefix.length)
  const file = join(root.folder, rest === '' ? 'index.html' : rest)
  return inside(root.folder, file) ? file : undefined
}

function realFolder(folder: string): string | undefined {
  try {
    return realpathSync(folder)
  } catch {
    return undefined
  }
}

function refuse(status: number): Response {
  return new Response(null, { status, headers: { 'X-Content-Type-Options': 'nosniff' } })
}

/** Creates the handler `protocol.handle('app', …)` runs for every app:// request. */
export function createAppHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405)
    const url = new URL(request.url)
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return refuse(404)
    const file = fileFor(url.pathname, options.roots)
    if (!file) return refuse(404)
    try {
      // A link inside a root must not lead out of it.
      const real = realpathSync(file)
      const folders = options.roots.map((r) => realFolder(r.folder))
      if (!folders.some((folder) => folder !== undefined && inside(folder, real))) {
        return refuse(404)
      }
      if (!statSync(real).isFile()) return refuse(404)
      const body = request.method === 'HEAD' ? null : await read(real)
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': mimeType(file),
          'Content-Security-Policy': options.csp,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        },
      })
    } catch {
      return refuse(404)
    }
  }
}
