// The club folder under SIGKILL: a child shares a club through a folder and is killed while it
// writes its segments. After each kill, no file in the folder may read as a whole segment that
// says something the child's store does not hold; and once the child's store opens again and
// looks at the folder, a laptop reading the folder afresh has every action the child confirmed.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createMainContext } from '../../src/main/context'
import { clubRepo } from '../../src/main/club/clubRepo'
import { syncClub } from '../../src/main/sync/clubSync'
import { LAPTOPS_FOLDER } from '../../src/main/sync/folderScan'
import { decodeSegment, readName } from '../../src/main/sync/segmentFile'
import type { Random } from '../../src/shared/bunco'

/** What the sync cycles found. */
export interface SyncTotals {
  syncCycles: number
  syncConfirmed: number
  syncLost: number
  syncWrongFiles: number
  syncTornSeen: number
  /** Whole segment files read after the kills (so a run that wrote nothing cannot pass). */
  syncFilesRead: number
  /** Temporary files a kill left mid-write (never read as segments). */
  syncTempLeft: number
}

function runChild(
  childFile: string,
  nodePath: string,
  args: string[],
  killAfterMs: number,
): Promise<string[]> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [childFile, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_PATH: nodePath },
    })
    const confirmed: string[] = []
    let buffer = ''
    let timer: NodeJS.Timeout | undefined
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        const [kind, id] = line.split(' ')
        if (kind === 'ready') timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
        else if (kind === 'club' && id) confirmed.push(id)
        else if (kind === 'CRASH') console.error(line)
      }
    })
    child.on('exit', () => {
      clearTimeout(timer)
      done(confirmed)
    })
  })
}

/** Every whole segment in the folder must hold only actions the writer's store holds. */
function wrongFiles(
  folder: string,
  dataFolder: string,
): { wrong: number; torn: number; whole: number; temp: number } {
  const db = new Database(join(dataFolder, 'bunco-night.sqlite'), { readonly: true })
  const has = db.prepare<[string], { uid: string }>('SELECT uid FROM club_events WHERE uid = ?')
  let wrong = 0
  let torn = 0
  let whole = 0
  let temp = 0
  try {
    const base = join(folder, LAPTOPS_FOLDER)
    for (const laptop of existsSync(base) ? readdirSync(base) : [])
      for (const name of readdirSync(join(base, laptop))) {
        if (name.startsWith('.') && name.endsWith('.tmp')) temp++
        if (!readName(name)) continue
        const read = decodeSegment(readFileSync(join(base, laptop, name), 'utf8'))
        if (read.kind !== 'segment') {
          torn++
          continue
        }
        whole++
        for (const e of read.segment.events)
          if (e.scope.startsWith('club:') && !has.get(e.id)) wrong++
      }
  } finally {
    db.close()
  }
  return { wrong, torn, whole, temp }
}

/** Runs `cycles` kills of the sync child over one folder, then checks a fresh reader. */
export async function syncTorture(
  childFile: string,
  nodePath: string,
  work: string,
  cycles: number,
  random: Random,
): Promise<SyncTotals> {
  const dataFolder = join(work, 'sync-laptop')
  const folder = join(work, 'sync-folder')
  const totals: SyncTotals = {
    syncCycles: 0,
    syncConfirmed: 0,
    syncLost: 0,
    syncWrongFiles: 0,
    syncTornSeen: 0,
    syncFilesRead: 0,
    syncTempLeft: 0,
  }
  // the host's shared folder exists before it is chosen
  mkdirSync(folder, { recursive: true })
  const confirmed = new Set<string>()
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const args = [dataFolder, folder, String(cycle)]
    for (const uid of await runChild(childFile, nodePath, args, 20 + random.int(300)))
      confirmed.add(uid)
    totals.syncCycles++
    const found = wrongFiles(folder, dataFolder)
    totals.syncWrongFiles += found.wrong
    totals.syncTornSeen += found.torn
    totals.syncFilesRead += found.whole
    totals.syncTempLeft = found.temp
  }
  // the writer opens again and looks once; a laptop new to the folder then reads it all
  const writer = createMainContext({ dataFolder, locales: ['en-US'], version: 'torture' })
  const clubId = clubRepo(writer.db).clubs()[0] ?? ''
  syncClub(writer.db, folder, clubId, writer.club.clock)
  writer.close()
  const reader = createMainContext({
    dataFolder: join(work, 'sync-reader'),
    locales: ['en-US'],
    version: 'torture',
  })
  syncClub(reader.db, folder, clubId, reader.club.clock)
  const repo = clubRepo(reader.db)
  totals.syncConfirmed = confirmed.size
  totals.syncLost = [...confirmed].filter((uid) => !repo.has(uid)).length
  reader.close()
  return totals
}
