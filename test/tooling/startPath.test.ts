// `npm start` on a fresh clone, as a new contributor types it: Electron's binary is fetched once
// through Electron's own installer (from a mirror on 127.0.0.1 serving a stand-in Electron), then
// electron-vite builds the app and starts that Electron on it; offline, one sentence and exit 1.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempFolder } from '../main/helpers'
import { copyWorkingTree, linkNodeModules } from './freshClone'
import { storedZip } from './storedZip'

const VERSION = (
  JSON.parse(readFileSync(join(__dirname, '../../node_modules/electron/package.json'), 'utf8')) as {
    version: string
  }
).version
const ZIP = `electron-v${VERSION}-${process.platform}-${process.arch}.zip`

/** The stand-in Electron: writes where it was started and with what, then exits 0. */
const STAND_IN = '#!/bin/sh\nprintf "%s\\n" "$PWD" "$@" > "$BUNCO_STAND_IN_RECORD"\n'

/** A mirror of Electron's releases holding the stand-in; counts the archive's downloads. */
function mirror(): { server: Server; downloads: () => number } {
  const zip = storedZip([
    { name: 'electron', data: Buffer.from(STAND_IN), mode: 0o755 },
    { name: 'version', data: Buffer.from(`v${VERSION}`) },
    { name: 'LICENSE', data: Buffer.from('stand-in\n') },
  ])
  const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex')
  let downloads = 0
  const server = createServer((req, res) => {
    if (req.url === `/v${VERSION}/${ZIP}`) {
      downloads += 1
      res.writeHead(200, { 'content-length': zip.length }).end(zip)
    } else if (req.url === `/v${VERSION}/SHASUMS256.txt`) {
      res.end(`${sha(zip)} *${ZIP}\n`)
    } else res.writeHead(404).end()
  })
  return { server, downloads: () => downloads }
}

function listen(server: Server): Promise<number> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  )
}

/** Runs `npm start` in the clone (without blocking: the mirror answers from this process). */
function npmStart(
  clone: string,
  mirrorUrl: string,
): Promise<{ status: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ELECTRON_MIRROR: mirrorUrl,
    // the mirror's own SHASUMS256.txt (the package's checksums are the real Electron's)
    electron_use_remote_checksums: '1',
    // never the user's cache of real Electron downloads
    electron_config_cache: join(clone, '.electron-cache'),
    BUNCO_STAND_IN_RECORD: join(clone, 'stand-in-record.txt'),
    // preparing better-sqlite3 for Electron's ABI has its own tests (electron-native-plan)
    BUNCO_SKIP_NATIVE: '1',
  }
  delete env['ELECTRON_EXEC_PATH']
  delete env['ELECTRON_RUN_AS_NODE']
  return new Promise((done) => {
    const child = spawn('npm', ['start'], { cwd: clone, env })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.on('close', (status) => {
      clearTimeout(timer)
      done({ status, out, err })
    })
  })
}

describe.runIf(process.platform !== 'win32')('npm start on a fresh clone', () => {
  let clone = ''
  const served = mirror()
  let port = 0

  beforeAll(async () => {
    port = await listen(served.server)
  })
  afterAll(() => {
    served.server.close()
  })

  it('offline: says in one sentence what is missing and what to do, and exits 1', async () => {
    clone = tempFolder('bunco-clone-offline-')
    copyWorkingTree(clone)
    linkNodeModules(clone, ['electron', 'electron-vite'])
    // a port nobody listens on: as a laptop with no connection
    const closed = createServer()
    const closedPort = await listen(closed)
    await new Promise((done) => closed.close(done))
    const run = await npmStart(clone, `http://127.0.0.1:${closedPort}/`)
    expect(run.status).not.toBe(0)
    const sentence = run.err
      .split('\n')
      .filter((line) => line.startsWith('Bunco Night could not start'))
    expect(sentence).toHaveLength(1)
    expect(sentence[0]).toContain(`Electron ${VERSION}`)
    expect(sentence[0]).toContain('connect to the internet and run `npm start` again')
    // the installer's stack trace is kept out of sight; the app was never built or started
    expect(run.err).not.toMatch(/^\s+at /m)
    expect(run.err).not.toContain('Electron uninstall')
    expect(existsSync(join(clone, 'node_modules/electron/path.txt'))).toBe(false)
    expect(existsSync(join(clone, 'out'))).toBe(false)
  }, 180_000)

  it('online: fetches Electron once through its installer, builds, and starts it on the app', async () => {
    clone = tempFolder('bunco-clone-')
    copyWorkingTree(clone)
    linkNodeModules(clone, ['electron', 'electron-vite'])
    const run = await npmStart(clone, `http://127.0.0.1:${port}/`)
    expect(run.err).not.toContain('Electron uninstall')
    expect(run.status, run.err).toBe(0)
    expect(served.downloads()).toBe(1)
    expect(readFileSync(join(clone, 'node_modules/electron/path.txt'), 'utf8')).toBe('electron')
    // the stand-in ran in the clone on '.', whose package.json points at the built main
    const [cwd, ...args] = readFileSync(join(clone, 'stand-in-record.txt'), 'utf8')
      .trim()
      .split('\n')
    expect(cwd).toBe(clone)
    expect(args).toEqual(['.'])
    const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as { main: string }
    expect(existsSync(join(clone, pkg.main))).toBe(true)
    expect(existsSync(join(clone, 'out/renderer/index.html'))).toBe(true)
    // a second start uses what is there
    expect((await npmStart(clone, `http://127.0.0.1:${port}/`)).status).toBe(0)
    expect(served.downloads()).toBe(1)
  }, 300_000)
})
