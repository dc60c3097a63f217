// `npm run bench -- renderer`: cold load of the built renderer to an interactive home screen in
// Chromium (median of 10, a fresh browser profile each time) and the gzip size of its JavaScript.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BRIDGE_INIT_SCRIPT, startBridge } from '../../test/e2e/bridge'
import { launchBrowser } from '../../test/e2e/browser'

const root = resolve(__dirname, '../..')
const RUNS = 10

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(): Promise<Record<string, unknown>> {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  const assets = join(root, 'out/renderer/assets')
  const jsGzipBytes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0)
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-renderer-'))
  const bridge = await startBridge({ dataFolder: folder })
  const times: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const browser = await launchBrowser()
      await browser.addInitScript(BRIDGE_INIT_SCRIPT)
      const page = await browser.newPage()
      const start = performance.now()
      await page.goto(bridge.url)
      // Interactive: the home screen is drawn with main's data and its first button responds.
      await page.getByTestId('info-version').waitFor()
      await page.getByTestId('new-night').click({ trial: true })
      times.push(performance.now() - start)
      await browser.close()
    }
  } finally {
    await bridge.close()
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    bench: 'renderer',
    coldLoadMsMedian: Number(median(times).toFixed(1)),
    jsGzipBytes,
  }
}
