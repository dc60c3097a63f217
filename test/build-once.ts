// Vitest global setup: builds main, preload and renderer once per run, so boot and e2e tests
// always exercise the bundles of the code under test, never a stale out/ folder.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

let built = false

/** Runs `electron-vite build` unless this run already did. */
export default function setup(): void {
  if (built || process.env['BUNCO_SKIP_BUILD'] === '1') return
  const root = resolve(__dirname, '..')
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'pipe',
    },
  )
  built = true
}
