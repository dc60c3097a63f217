// `npm run bench -- sync-junk [--junk 10000]`: a club folder holding a club of three played nights
// and what people and programs leave in a folder (scripts/lib/junkFolder.ts: Finder's and
// Windows' files, links, a pipe, a 200 MB file, a nesting bomb, and 10,000 junk files): how long
// a laptop joining takes to look at it, how long each later look takes, and the process's peak
// memory: {"bench":"syncJunk","junkFiles":…,"joinLookMs":…,"lookMs":…,"peakRssMb":…}.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { MainContext } from '../../src/main/context'
import { benchLaptop, option } from './benchLaptop'
import { syncClub } from '../../src/main/sync/clubSync'
import { createRandom } from '../../src/shared/bunco'
import type { ClubView } from '../../src/shared/club'
import { clubSeason, playScheduled } from '../../test/drivers/club-driver'
import { junkFolder } from '../lib/junkFolder'
import { addPeople, type Call } from '../../test/drivers/night-driver'

const open = (): { ctx: MainContext; call: Call } => benchLaptop('bunco-bench-junk-')

const look = (l: { ctx: MainContext }, folder: string, clubId: string): number => {
  const start = performance.now()
  syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock, null, l.ctx.store)
  return performance.now() - start
}

/** Builds the folder, then times a joining laptop's look and its later looks. */
export default async function bench(argv: string[]): Promise<Record<string, unknown>> {
  const count = option(argv, 'junk', 10_000)
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-junk-folder-'))
  const host = open()
  const people = await addPeople(host.call, 8, 'Player')
  const dates = ['2027-01-12', '2027-02-09', '2027-03-09']
  const { club } = await clubSeason(host.call, {
    name: 'Junk club',
    money: { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' },
    members: people,
    year: 2027,
    dates,
    host: null,
    place: () => '',
    notes: '',
  })
  const entries = (club as ClubView).seasons[0]?.entries ?? []
  for (const [i, e] of entries.entries())
    await playScheduled(host.call, club.clubId, e.entryId, people, 500, createRandom(i + 1))
  look(host, folder, club.clubId)
  junkFolder(folder, host.ctx.club.clock.laptop, count)
  const joining = open()
  const joinLookMs = look(joining, folder, club.clubId)
  const looks = Array.from({ length: 5 }, () => look(joining, folder, club.clubId)).sort(
    (a, b) => a - b,
  )
  host.ctx.close()
  joining.ctx.close()
  return {
    bench: 'syncJunk',
    junkFiles: count,
    joinLookMs: Math.round(joinLookMs * 10) / 10,
    lookMs: Math.round((looks[2] ?? 0) * 10) / 10,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 102.4) / 10,
  }
}
