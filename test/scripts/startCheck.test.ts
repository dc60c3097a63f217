// The CI's start check against stand-in apps: it passes only on the first-screen line in the app's
// log, fails an app that hangs without it (an error box nobody closes), exits, or logs an error,
// and ends the app either way.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startVerdict } from '../../scripts/start-check/verdict'
import { tempFolder } from '../main/helpers'

const root = resolve(__dirname, '../..')
const SHOWN_LINE = '2026-12-03 12:00:00.000 [info]  window: first screen shown, 812 ms after start'

/** A stand-in app: finds its --user-data-dir, writes `lines` to its log, then keeps running. */
function standIn(lines: string[], then = 'exec sleep 60'): { app: string; pidFile: string } {
  const dir = tempFolder('bunco-start-app-')
  const pidFile = join(dir, 'pid')
  const app = join(dir, 'app')
  writeFileSync(
    app,
    [
      '#!/bin/sh',
      `echo $$ > "${pidFile}"`,
      'for a in "$@"; do case "$a" in --user-data-dir=*) d="${a#--user-data-dir=}";; esac; done',
      'mkdir -p "$d/logs"',
      'sleep 1',
      ...lines.map((l) => `echo '${l}' >> "$d/logs/main.log"`),
      then,
      '',
    ].join('\n'),
  )
  chmodSync(app, 0o755)
  return { app, pidFile }
}

function check(app: string, timeout = 20): Promise<{ status: number | null; last: unknown }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        join(root, 'scripts/start-check/index.ts'),
        '--timeout',
        String(timeout),
        '--',
        app,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('close', (status) => {
      const lines = out.trim().split('\n')
      done({ status, last: JSON.parse(lines.at(-1) ?? '{}') as unknown })
    })
  })
}

/** Whether the stand-in's process is gone (the check ended it). */
function gone(pidFile: string): boolean {
  const pid = Number(readFileSync(pidFile, 'utf8'))
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

describe.runIf(process.platform !== 'win32')('the start check', () => {
  it('passes once the log says the first screen is shown, and ends the app', async () => {
    const { app, pidFile } = standIn([SHOWN_LINE])
    const run = await check(app)
    expect(run.status).toBe(0)
    expect(run.last).toEqual({ startCheck: { shown: true, ms: 812 } })
    expect(gone(pidFile)).toBe(true)
  }, 60_000)

  it('fails an app still running without it (an error box), and ends it', async () => {
    const { app, pidFile } = standIn(['[info]  start: Bunco Night 0.1.0 on linux x64'])
    const run = await check(app, 3)
    expect(run.status).toBe(1)
    expect(run.last).toMatchObject({ startCheck: { shown: false, ms: null } })
    expect(JSON.stringify(run.last)).toContain('no first screen within 3 s')
    expect(gone(pidFile)).toBe(true)
  }, 60_000)

  it('fails an app that exits before its first screen', async () => {
    const { app } = standIn([], 'exit 3')
    const run = await check(app)
    expect(run.status).toBe(1)
    expect(JSON.stringify(run.last)).toContain('the app exited (3) before its first screen')
  }, 60_000)

  it('fails an app that logged an error, even if a screen was drawn', async () => {
    const { app, pidFile } = standIn([
      "[error] start: Error: Cannot find module 'better_sqlite3.node'",
      SHOWN_LINE,
    ])
    const run = await check(app)
    expect(run.status).toBe(1)
    expect(JSON.stringify(run.last)).toContain('the app logged an error')
    expect(existsSync(pidFile) && gone(pidFile)).toBe(true)
  }, 60_000)
})

describe('startVerdict', () => {
  it('reads the log as it grows', () => {
    expect(startVerdict('', undefined)).toEqual({ state: 'waiting' })
    expect(startVerdict(SHOWN_LINE, undefined)).toEqual({ state: 'shown', ms: 812 })
    expect(startVerdict('', 0)).toMatchObject({ state: 'failed' })
    expect(startVerdict(`[error] x\n${SHOWN_LINE}`, undefined)).toMatchObject({ state: 'failed' })
  })
})
