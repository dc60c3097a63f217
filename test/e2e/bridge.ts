// Test bridge: serves the built renderer on 127.0.0.1 through the app:// protocol's own handler
// (types, CSP header, refusals as the app serves them) and routes the page's `call(name, args)`
// to the real main-process dispatch over a real SQLite file. Tests only; never shipped.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createMainContext, type MainContext } from '../../src/main/context'
import type { HostHooks } from '../../src/main/app/uiHandlers'
import { APP_ORIGIN, createAppHandler } from '../../src/main/shell/protocol/appProtocol'
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security/csp'
import { resume, stopServer } from '../../src/main/phones/serverLifecycle'

const serveApp = createAppHandler({
  roots: [{ prefix: '/', folder: resolve(__dirname, '../../out/renderer') }],
  csp: CONTENT_SECURITY_POLICY,
})
const CALL_PATH = '/__bridge/call'
const PUSH_PATH = '/__bridge/push'

/** A running bridge. */
export interface Bridge {
  url: string
  context: MainContext
  close: () => Promise<void>
}

/** The script a page needs so that `window.bunco.call` reaches the bridge (as the preload would). */
export const BRIDGE_INIT_SCRIPT = `
  (() => {
    const listeners = new Set()
    let source
    // main's pushes arrive as server-sent events, as the preload's IPC listener would get them
    const listen = () => {
      if (source) return
      source = new EventSource('${PUSH_PATH}')
      source.onmessage = (event) => {
        const message = JSON.parse(event.data)
        for (const listener of listeners) listener(message)
      }
    }
    window.bunco = Object.freeze({
      call: (name, args) =>
        fetch('${CALL_PATH}', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, args: args === undefined ? {} : args }),
        }).then((r) => r.json()),
      on: (name, listener) => {
        listen()
        const handler = (message) => {
          if (message.name === name) listener(message.data)
        }
        listeners.add(handler)
        return () => listeners.delete(handler)
      },
    })
  })()
`

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function serveFile(rawPath: string, res: ServerResponse): Promise<void> {
  const served = await serveApp(new Request(`${APP_ORIGIN}${rawPath}`))
  res.writeHead(served.status, Object.fromEntries(served.headers))
  res.end(Buffer.from(await served.arrayBuffer()))
}

/** Starts the bridge over a data folder (the SQLite file is created there on first use). */
export async function startBridge(options: {
  dataFolder: string
  locale?: string
  hooks?: HostHooks
  port?: number
}): Promise<Bridge> {
  const context = createMainContext({
    dataFolder: options.dataFolder,
    locales: [options.locale ?? 'en-US'],
    version: '0.1.0',
    hooks: options.hooks ?? {},
    // table phones in tests listen on this computer only
    networkAddresses: () => [{ name: 'loopback', address: '127.0.0.1', likely: true }],
  })
  // as the app does at start: a night with its phones on gets its server back
  await resume(context.phones)
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (req.method === 'POST' && path === CALL_PATH) {
      readBody(req)
        .then(async (text) => {
          const { name, args } = JSON.parse(text) as { name: unknown; args: unknown }
          const outcome = await context.dispatch(name, args)
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(outcome))
        })
        .catch((err: unknown) => res.writeHead(500).end(String(err)))
      return
    }
    if (req.method === 'GET' && path === PUSH_PATH) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      })
      res.write(': connected\n\n')
      const off = context.push.subscribe((message) => {
        res.write(`data: ${JSON.stringify(message)}\n\n`)
      })
      req.on('close', off)
      return
    }
    void serveFile(path, res)
  })
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    context,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok())
        server.closeAllConnections()
        void stopServer(context.phones).finally(() => context.close())
      }),
  }
}
