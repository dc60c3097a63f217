// `tsx scripts/start-check/index.ts [--timeout S] -- <app> [args…]`: starts the installed app on a
// fresh data folder and passes only once the app's log says its first screen is drawn; an app
// still running without it (an error box waiting for a click), one that exits, or one that logs
// an error fails. Ends the app either way. The last line is one JSON object.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startVerdict, type StartVerdict } from './verdict'

function parse(argv: string[]): { timeoutS: number; command: string[] } {
  const dash = argv.indexOf('--')
  const own = dash < 0 ? [] : argv.slice(0, dash)
  const command = dash < 0 ? argv : argv.slice(dash + 1)
  const at = own.indexOf('--timeout')
  const timeoutS = at >= 0 ? Number(own[at + 1]) : 60
  if (command.length === 0 || !(timeoutS > 0)) {
    console.error('usage: tsx scripts/start-check/index.ts [--timeout S] -- <app> [args…]')
    process.exit(2)
  }
  return { timeoutS, command }
}

async function main(): Promise<void> {
  const { timeoutS, command } = parse(process.argv.slice(2))
  const data = mkdtempSync(join(tmpdir(), 'bunco-start-check-'))
  const logFile = join(data, 'logs', 'main.log')
  const [program, ...args] = command as [string, ...string[]]
  const app = spawn(program, [...args, `--user-data-dir=${data}`], { stdio: 'inherit' })
  let exited: number | null | undefined
  app.on('exit', (code) => (exited = code))
  app.on('error', () => (exited = null))
  const started = Date.now()
  let verdict: StartVerdict = { state: 'waiting' }
  while (verdict.state === 'waiting' && Date.now() - started < timeoutS * 1000) {
    await new Promise((r) => setTimeout(r, 250))
    verdict = startVerdict(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '', exited)
  }
  if (exited === undefined) {
    app.kill('SIGTERM')
    const gone = new Promise((r) => app.once('exit', r))
    const late = setTimeout(() => app.kill('SIGKILL'), 10_000)
    await gone
    clearTimeout(late)
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no log was written)'
  if (verdict.state !== 'shown') console.error(`The log:\n${log.slice(-3000)}`)
  const reason =
    verdict.state === 'failed'
      ? verdict.reason
      : verdict.state === 'waiting'
        ? `no first screen within ${timeoutS} s (an error box, or a window that never drew)`
        : undefined
  console.log(
    JSON.stringify({
      startCheck: {
        shown: verdict.state === 'shown',
        ms: verdict.state === 'shown' ? verdict.ms : null,
        ...(reason ? { reason } : {}),
      },
    }),
  )
  process.exitCode = verdict.state === 'shown' ? 0 : 1
}

void main()
