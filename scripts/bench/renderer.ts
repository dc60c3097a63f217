// `npm run bench -- renderer`: cold load of the built renderer to an interactive home screen in
// Chromium (median of 10, a fresh browser profile each time, so no cache of any kind), the gzip
// size of all its JavaScript, and of the JavaScript fetched until the home screen is interactive.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { spawn } from 'node:child_process'
import { BRIDGE_INIT_SCRIPT } from '../../test/e2e/bridge'
import { launchBrowser } from '../../test/e2e/browser'
import { median } from '../lib/stats'

const root = resolve(__dirname, '../..')
const RUNS = 10
// How long a fresh browser gets to finish starting; `--settle=0` measures without that head start.
const SETTLE_MS = 1000

// Resolves with the start time (from navigation start) of the mark the home screen sets once
// it shows main's data; -1 if it does not come within 10 s.
const WAIT_FOR_MARK = `new Promise((resolve) => {
  const name = 'bunco:home-interactive'
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntriesByName(name)[0]
    if (entry) { observer.disconnect(); resolve(entry.startTime) }
  })
  observer.observe({ type: 'mark', buffered: true })
  setTimeout(() => resolve(-1), 10000)
})`

/** Runs the benchmark and returns its JSON figures. */
export default async function run(argv: string[] = []): Promise<Record<string, unknown>> {
  const settleArg = argv.find((a) => a.startsWith('--settle='))?.slice('--settle='.length)
  const settleMs = settleArg === undefined ? SETTLE_MS : Number(settleArg)
  if (!Number.isFinite(settleMs) || settleMs < 0) throw new Error('--settle takes milliseconds')
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  const assets = join(root, 'out/renderer/assets')
  const gzipped = (file: string): number =>
    gzipSync(readFileSync(join(assets, file)), { level: 9 }).length
  const jsGzipBytes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipped(f), 0)
  // the scripts the browser fetched until the home screen was interactive
  const firstLoad = new Set<string>()
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-renderer-'))
  // The bridge runs in its own process, as main does beside the window in the real app.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/bridge-process.ts', folder], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /BRIDGE (\S+)/.exec(chunk.toString())
      if (m?.[1]) ok(m[1])
    })
    child.on('exit', () => fail(new Error('the bridge stopped')))
  })
  const times: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const browser = await launchBrowser()
      await browser.addInitScript(BRIDGE_INIT_SCRIPT)
      const page = await browser.newPage()
      // Electron loads the window only once the app is ready; give the fresh browser the same
      // head start, so its own start-up work does not count as the renderer's.
      await new Promise((settled) => setTimeout(settled, settleMs))
      // Wait for the app's own mark without Playwright's selector engine: injecting that
      // script into the page while it loads would compete with the app for the main thread.
      await page.goto(url, { waitUntil: 'commit' })
      const mark = await page.evaluate(WAIT_FOR_MARK)
      if (typeof mark !== 'number' || mark < 0)
        throw new Error('the home screen never marked itself')
      // Interactive: the home screen shows main's data and its first button responds.
      await page.getByTestId('info-version').waitFor()
      await page.getByTestId('new-night').click({ trial: true })
      times.push(mark)
      const fetched = (await page.evaluate(
        "performance.getEntriesByType('resource').map((e) => e.name)",
      )) as string[]
      for (const name of fetched) {
        const file = /\/assets\/([^/?#]+\.js)$/.exec(name)?.[1]
        if (file) firstLoad.add(file)
      }
      await browser.close()
    }
  } finally {
    child.kill()
    rmSync(folder, { recursive: true, force: true })
  }
  console.log(`cold loads (ms): ${times.map((t) => t.toFixed(0)).join(' ')}`)
  return {
    bench: 'renderer',
    coldLoadMsMedian: Number(median(times).toFixed(1)),
    jsGzipBytes,
    firstLoadJsGzipBytes: [...firstLoad].reduce((sum, f) => sum + gzipped(f), 0),
  }
}
