// First step of `npm start` and `npm run dev`: makes sure Electron's own binary is in
// node_modules/electron/dist, fetching it once through Electron's installer (install.js), since
// electron-vite only reads path.txt. Offline, it says so in one sentence and exits 1.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { binaryPlan, fetchFailedSentence, nodeWarning, sandboxAdvice } from './plan'

const root = resolve(__dirname, '../..')
const electronDir = join(root, 'node_modules', 'electron')

const read = (file: string): string | undefined =>
  existsSync(file) ? readFileSync(file, 'utf8') : undefined

function facts(version: string): Parameters<typeof binaryPlan>[0] {
  const pathTxt = read(join(electronDir, 'path.txt'))
  return {
    version,
    pathTxt,
    distVersion: read(join(electronDir, 'dist', 'version')),
    executableExists: pathTxt !== undefined && existsSync(join(electronDir, 'dist', pathTxt)),
  }
}

// Ubuntu 23.10+ and an unprepared chrome-sandbox: say what to do before Electron aborts.
function linuxSandbox(): void {
  const helperPath = join(electronDir, 'dist', 'chrome-sandbox')
  const restricted = read('/proc/sys/kernel/apparmor_restrict_unprivileged_userns')?.trim() === '1'
  const helper = existsSync(helperPath) ? statSync(helperPath) : undefined
  const advice = sandboxAdvice({
    platform: process.platform,
    userNamespacesRestricted: restricted,
    helperSetUp: helper !== undefined && helper.uid === 0 && (helper.mode & 0o4000) !== 0,
    helperPath,
  })
  if (advice) console.warn(advice)
}

// Runs Electron's installer, keeping what it says for the one sentence a failure gets (its own
// progress bar only draws on a terminal's stderr, so a line every 10 s says it is still going).
function runInstaller(): Promise<{ ok: boolean; said: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(electronDir, 'install.js')], {
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let said = ''
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')))
    const started = Date.now()
    const ticker = setInterval(() => {
      console.log(`…still fetching Electron (${Math.round((Date.now() - started) / 1000)} s)`)
    }, 10_000)
    const finish = (ok: boolean, extra = ''): void => {
      clearInterval(ticker)
      done({ ok, said: said + extra })
    }
    child.on('error', (err) => finish(false, String(err)))
    child.on('close', (code) => finish(code === 0))
  })
}

async function main(): Promise<void> {
  const warning = nodeWarning(process.version)
  if (warning) console.warn(warning)
  const version = (
    JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version
  if (binaryPlan(facts(version)) === 'fetch') {
    console.log(`Fetching Electron ${version} once (about 100 MB)…`)
    const run = await runInstaller()
    if (!run.ok || binaryPlan(facts(version)) !== 'ready') {
      console.error(fetchFailedSentence(version, run.said))
      process.exit(1)
    }
  }
  linuxSandbox()
}

void main()
