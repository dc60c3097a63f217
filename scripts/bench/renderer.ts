// `npm run bench -- renderer`: cold load of the built renderer to an interactive home screen in
// Chromium (median of 10, a fresh browser profile each time) and the gzip size of its JavaScript.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { spawn } from 'node:child_process'
import { BRIDGE_INIT_SCRIPT } from '../../test/e2e/bridge'
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
      await page.goto(url)
      // Interactive: the home screen is drawn with main's data (the app marks that moment,
      // measured from the start of navigation) and its first button responds.
      await page.getByTestId('info-version').waitFor()
      await page.getByTestId('new-night').click({ trial: true })
      const mark = await page.evaluate(
        "performance.getEntriesByName('bunco:home-interactive')[0]?.startTime ?? -1",
      )
      if (typeof mark !== 'number' || mark < 0)
        throw new Error('the home screen never marked itself')
      times.push(mark)
      await browser.close()
    }
  } finally {
    child.kill()
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    bench: 'renderer',
    coldLoadMsMedian: Number(median(times).toFixed(1)),
    jsGzipBytes,
  }
}
