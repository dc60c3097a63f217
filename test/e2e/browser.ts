// Finds and launches Debian's Chromium through playwright-core; e2e needs no browser download.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Path of a usable Chromium, or undefined. CHROMIUM_PATH overrides the search. */
export function findChromium(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH']
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((p) => existsSync(p))
}

/** Whether e2e tests can run; fails loudly under REQUIRE_E2E=1 when they cannot. */
export function e2eAvailable(): boolean {
  if (findChromium()) return true
  const message = '\n!!! E2E TESTS SKIPPED: no Chromium found (apt-get install chromium) !!!\n'
  if (process.env['REQUIRE_E2E'] === '1') throw new Error(message)
  console.warn(message)
  return false
}

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Launches headless Chromium for several contexts (phones with their own device settings). */
export async function launchBrowserForContexts(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium found')
  return chromium.launch({ executablePath, headless: true, args: FLAGS })
}

/** Launches headless Chromium with the flags this closed network needs, in a fresh profile. */
export async function launchBrowser(): Promise<BrowserContext> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium found')
  const profile = mkdtempSync(join(tmpdir(), 'bunco-chromium-'))
  return chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: FLAGS,
  })
}

/** The folder screenshots are saved into (created on demand). */
export function outputFolder(): string {
  const dir = resolve(__dirname, '../../test-output')
  mkdirSync(dir, { recursive: true })
  return dir
}
