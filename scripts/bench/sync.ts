// `npm run bench -- sync [--years 5]`: a monthly club's years in a shared folder written by three
// laptops in turn (each hosts every third night: schedule, answers, buy-ins, the night played), then a
// fourth laptop starting up with that folder: how long it takes to read and merge it all and show
// the club with all its nights: {"bench":"sync","laptops":3,"nights":…,"events":…,
// "startupMergeMs":…} (events: the club's actions; each night also brings its own actions).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { MainContext } from '../../src/main/context'
import { benchLaptop, option } from './benchLaptop'
import { clubRepo } from '../../src/main/club/clubRepo'
import { syncClub } from '../../src/main/sync/clubSync'
import { createRandom } from '../../src/shared/bunco'
import type { ClubView } from '../../src/shared/club'
import type { NightView } from '../../src/shared/views'
import { answer, pay, playToEnd, WINS_SEASON } from '../../test/drivers/club-driver'
import { addPeople, must, type Call } from '../../test/drivers/night-driver'

const open = (): { ctx: MainContext; call: Call } => benchLaptop('bunco-bench-sync-')

/** Builds the folder with three laptops, then times a fourth one's start-up merge. */
export default async function bench(argv: string[]): Promise<Record<string, unknown>> {
  const years = option(argv, 'years', 5)
  const random = createRandom(11)
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-folder-'))
  const laptops = [open(), open(), open()]
  const [first] = laptops
  if (!first) throw new Error('no laptop')
  const people = await addPeople(first.call, 16, 'Player')
  const money = {
    currency: 'EUR',
    buyIn: 500,
    dues: 2000,
    shares: [{ prize: 'mostWins' as const, percent: 60 }],
    unclaimed: 'carry' as const,
  }
  const club = await must<ClubView>(first.call, 'club:create', { name: 'Bench club', money })
  const clubId = club.clubId
  for (const [i, personId] of people.entries())
    await must(first.call, 'club:act', {
      clubId,
      action: { type: 'role', personId, role: i < 14 ? 'member' : 'substitute' },
    })
  syncClub(first.ctx.db, folder, clubId, first.ctx.club.clock)
  for (const l of laptops.slice(1)) syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock)
  let nights = 0
  for (let y = 0; y < years; y++) {
    const year = 2027 + y
    await must(first.call, 'club:season', {
      clubId,
      name: String(year),
      start: `${year}-01-01`,
      end: `${year}-12-31`,
      rules: WINS_SEASON,
    })
    syncClub(first.ctx.db, folder, clubId, first.ctx.club.clock)
    for (let month = 1; month <= 12; month++) {
      const host = laptops[nights % 3] ?? first
      syncClub(host.ctx.db, folder, clubId, host.ctx.club.clock)
      const view = await must<ClubView>(host.call, 'club:get', { clubId })
      const seasonId = view.seasons.at(-1)?.seasonId ?? ''
      const date = `${year}-${String(month).padStart(2, '0')}-10`
      const next = await must<ClubView>(host.call, 'club:entry', {
        clubId,
        seasonId,
        date,
        host: null,
        place: 'Host',
        notes: '',
      })
      const entry = next.seasons.at(-1)?.entries.find((e) => e.date === date)
      const ids = next.people.map((p) => p.personId)
      for (const p of ids.slice(0, 14))
        await answer(
          host.call,
          clubId,
          entry?.entryId ?? '',
          p,
          random.next() < 0.85 ? 'coming' : 'notComing',
        )
      for (const p of ids.slice(0, 12)) await pay(host.call, clubId, entry?.entryId ?? '', p, 500)
      // the night itself, played on the host's laptop: one set of six rounds
      const night = await must<NightView>(host.call, 'club:startNight', {
        clubId,
        entryId: entry?.entryId,
      })
      await must(host.call, 'night:setRules', {
        nightId: night.id,
        rules: { ...night.rules, sets: 1 },
      })
      await playToEnd(host.call, night, random)
      syncClub(host.ctx.db, folder, clubId, host.ctx.club.clock, null, host.ctx.store)
      nights++
    }
  }
  for (const l of laptops) syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock, null, l.ctx.store)
  const events = clubRepo(first.ctx.db).events(clubId).length
  for (const l of laptops) l.ctx.close()
  // a fourth laptop, new to the club: joins, reads and merges the folder, shows the club
  const times: number[] = []
  for (let run = 0; run < 5; run++) {
    const fresh = open()
    const start = performance.now()
    syncClub(fresh.ctx.db, folder, clubId, fresh.ctx.club.clock, null, fresh.ctx.store)
    const shown = await must<ClubView>(fresh.call, 'club:get', { clubId })
    times.push(performance.now() - start)
    const played = shown.seasons
      .flatMap((s) => s.entries)
      .filter((e) => e.nightStatus === 'finished')
    if (played.length !== nights) throw new Error(`merged ${played.length} of ${nights} nights`)
    fresh.ctx.close()
  }
  const sorted = [...times].sort((a, b) => a - b)
  return {
    bench: 'sync',
    laptops: 3,
    nights,
    events,
    startupMergeMs: Math.round((sorted[2] ?? 0) * 10) / 10,
  }
}
