// `npm run torture -- --cycles N`: kills a child applying host and fundraiser desk actions with
// SIGKILL at random moments and checks after each kill that nothing it reported as saved was lost
// (an event, a person, a fundraiser's entry), that every night and fundraiser log replays, that
// every backup listed as restorable is whole (the child is often killed in the middle of one).
// Every GENERATION cycles start on a fresh data folder, so each check's cost stays bounded. Then
// it kills a laptop sharing a club through a folder while it writes its segments (`--sync-cycles`).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { buildSync } from 'esbuild'
import { createRandom } from '../../src/shared/bunco'
import { checkBackups } from './backups'
import { createReplayCheck } from './replayCheck'
import { syncTorture } from './syncTorture'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const cycles = option('cycles', 50)
// kills of a laptop sharing a club through a folder, in the middle of writing its files
const syncCycles = option('sync-cycles', Math.max(10, Math.round(cycles / 5)))
const seed = option('seed', 1)
const root = resolve(__dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'bunco-torture-'))
const GENERATION = 100
const folderOf = (cycle: number): string => join(work, `data-${Math.ceil(cycle / GENERATION)}`)
const childFile = join(work, 'child.cjs')
const syncChildFile = join(work, 'syncChild.cjs')

// One bundled file starts in a fraction of the time tsx needs, so more kills fit in a run.
for (const [entry, outfile] of [
  ['child.ts', childFile],
  ['syncChild.ts', syncChildFile],
] as const)
  buildSync({
    entryPoints: [join(root, 'scripts/torture', entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    external: ['better-sqlite3'],
    tsconfig: join(root, 'tsconfig.node.json'),
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'error',
  })

interface Cycle {
  events: number[]
  people: number[]
  /** Fundraiser entries saved: night id and seq. */
  fund: [number, number][]
  reopens: number
  backupsDuringPlay: number
  crash: string | null
}

function runChild(dataFolder: string, cycle: number, killAfterMs: number): Promise<Cycle> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [childFile, dataFolder, String(seed * 100_003 + cycle)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
    })
    const out: Cycle = {
      events: [],
      people: [],
      fund: [],
      reopens: 0,
      backupsDuringPlay: 0,
      crash: null,
    }
    let buffer = ''
    let timer: NodeJS.Timeout | undefined
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        const [kind, id, seq] = line.split(' ')
        if (kind === 'ready') timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
        else if (kind === 'event') out.events.push(Number(id))
        else if (kind === 'person') out.people.push(Number(id))
        else if (kind === 'fund') out.fund.push([Number(id), Number(seq)])
        else if (kind === 'reopened') out.reopens += 1
        else if (kind === 'backup') out.backupsDuringPlay += 1
        else if (kind === 'CRASH') out.crash = line
      }
    })
    child.on('exit', () => {
      clearTimeout(timer)
      done(out)
    })
  })
}

async function main(): Promise<void> {
  const random = createRandom(seed)
  const totals = {
    cycles: 0,
    confirmed: 0,
    deskActions: 0,
    lost: 0,
    integrityFailures: 0,
    replayMismatches: 0,
    crashes: 0,
    reopens: 0,
    backupsDuringPlay: 0,
    backupsChecked: 0,
    backupFailures: 0,
    partialBackups: 0,
  }
  const seenBackups = new Set<string>()
  const replayCheck = createReplayCheck()
  const seenPartials = new Set<string>()
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const dataFolder = folderOf(cycle)
    if (cycle > 1 && dataFolder !== folderOf(cycle - 1)) {
      rmSync(folderOf(cycle - 1), { recursive: true, force: true })
    }
    const result = await runChild(dataFolder, cycle, 20 + Math.floor(random.next() * 400))
    totals.cycles += 1
    totals.confirmed += result.events.length + result.people.length + result.fund.length
    totals.deskActions += result.fund.length
    totals.reopens += result.reopens
    totals.backupsDuringPlay += result.backupsDuringPlay
    if (result.crash) {
      totals.crashes += 1
      console.error(`cycle ${cycle}: ${result.crash}`)
    }
    const db = new Database(join(dataFolder, 'bunco-night.sqlite'))
    try {
      const integrity = db.pragma('integrity_check', { simple: true })
      if (integrity !== 'ok') {
        totals.integrityFailures += 1
        console.error(`cycle ${cycle}: integrity ${String(integrity)}`)
      }
      const hasEvent = db.prepare<[number], { id: number }>('SELECT id FROM events WHERE id = ?')
      const hasPerson = db.prepare<[number], { id: number }>('SELECT id FROM people WHERE id = ?')
      const hasFund = db.prepare<[number, number], { seq: number }>(
        'SELECT seq FROM fundraiser_events WHERE night_id = ? AND seq = ?',
      )
      const lost =
        result.events.filter((id) => !hasEvent.get(id)).length +
        result.people.filter((id) => !hasPerson.get(id)).length +
        result.fund.filter(([night, seq]) => !hasFund.get(night, seq)).length
      if (lost > 0) console.error(`cycle ${cycle}: ${lost} saved actions lost`)
      totals.lost += lost
      for (const mismatch of replayCheck(db)) {
        totals.replayMismatches += 1
        console.error(`cycle ${cycle}: ${mismatch}`)
      }
      const backups = checkBackups(dataFolder, db, seenBackups, replayCheck)
      totals.backupsChecked += backups.checked
      totals.backupFailures += backups.failures.length
      for (const failure of backups.failures) console.error(`cycle ${cycle}: backup ${failure}`)
      for (const name of backups.partials) seenPartials.add(name)
      totals.partialBackups = seenPartials.size
    } finally {
      db.close()
    }
    if (cycle % 50 === 0) console.error(`${cycle}/${cycles} cycles, ${totals.confirmed} confirmed`)
  }
  const sync = await syncTorture(
    syncChildFile,
    join(root, 'node_modules'),
    work,
    syncCycles,
    random,
  )
  if (sync.syncLost > 0 || sync.syncWrongFiles > 0) console.error(JSON.stringify(sync))
  rmSync(work, { recursive: true, force: true })
  console.log(JSON.stringify({ torture: { ...totals, ...sync } }))
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
