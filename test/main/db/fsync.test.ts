// Counts, with strace, the fsync calls that one saved host action makes: the commit must reach
// the disk (one sync of the write-ahead log), not just the page cache a SIGKILL leaves intact.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolder } from '../helpers'

const root = resolve(__dirname, '../../..')
const hasStrace = spawnSync('strace', ['-V']).status === 0
if (!hasStrace) {
  console.warn(
    '\n*** strace is missing: the fsync count of a saved host action is NOT checked. ' +
      'Install it (apt-get install strace) to run this test. ***\n',
  )
}

/** The files synced between `mark-begin-<label>` and `mark-end-<label>`, per label. */
function syncsByAction(trace: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  let current: string | null = null
  for (const line of trace.split('\n')) {
    const m = /\b(?:fsync|fdatasync)\(\d+<([^>]*)>\)\s*=\s*0/.exec(line)
    const path = m?.[1]
    if (!path) continue
    const marker = /\/mark-(begin|end)-(\w+)$/.exec(path)
    if (marker?.[1] === 'begin') current = marker[2] ?? null
    else if (marker?.[1] === 'end') current = null
    else if (current) (out[current] ??= []).push(path)
  }
  return out
}

describe.skipIf(!hasStrace)('fsync per saved host action (strace)', () => {
  it('syncs the write-ahead log exactly once per saved action', () => {
    const folder = tempFolder()
    const traceFile = join(tempFolder(), 'trace.txt')
    const run = spawnSync(
      'strace',
      [
        ...['-f', '-qq', '--seccomp-bpf', '-y', '-e', 'trace=fsync,fdatasync', '-o', traceFile],
        ...[process.execPath, '--import', 'tsx', 'test/main/db/fsync-child.ts', folder],
      ],
      { cwd: root, encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const wal = join(folder, 'bunco-night.sqlite-wal')
    expect(syncsByAction(readFileSync(traceFile, 'utf8'))).toEqual({
      recordResult: [wal],
      rosterAdd: [wal],
      commitRound: [wal],
      settingsSet: [wal],
    })
  }, 60_000)
})
