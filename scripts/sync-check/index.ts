// `npm run sync-check -- --laptops 3 --nights 24 --seed 5`: laptops as real main contexts over
// their own SQLite files, each with its own club folder, joined by a simulated sync service that
// delays, reorders, tears files mid-copy, makes conflicted copies and reverts files. The laptops
// host the club's nights in turn (answers, stand-ins, buy-ins, rounds, roll-offs), with what a
// shared club meets (hosting.ts): a split changed elsewhere by a laptop whose clock is days off,
// a night started twice, a night removed while played, an undo and a deletion after a sync, a
// late roll-off; they rename and merge the club's people. At the end a laptop is lost and the
// folder brings back old copies of its files, and a new laptop joins. Then the folder's own
// adversaries (folderAttacks.ts): forged unsealed and wrongly sealed files in a locked folder, a
// lock remade, stray files, a nesting bomb, a pipe, a huge file and 10,000 junk files. Last line:
// {"syncCheck":{"laptops":3,"nights":24,"actions":…,"converged":true,"lost":0,"duplicated":0,
//   "tornIgnored":…,"conflictCopiesMerged":…,"undoKept":true,"paidChanged":0,
//   "forgedAccepted":0,"lookFailures":0}}
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clubRepo } from '../../src/main/club/clubRepo'
import { personEditsRepo } from '../../src/main/roster/personEditsRepo'
import { laptopClock } from '../../src/main/sync/laptopClock'
import { clubPeople } from '../../src/main/sync/rosterSync'
import { createRandom } from '../../src/shared/bunco'
import { clubWith, WINS_SEASON } from '../../test/drivers/club-driver'
import { addPeople, must } from '../../test/drivers/night-driver'
import { forgeries, junk, lockRemade } from './folderAttacks'
import { hostNight, settleLate, type Pending, type Sim } from './hosting'
import { exported, laptop, lookAt, type Laptop, type Tally } from './laptops'
import { paidChanged } from './paid'
import { rosterWork } from './roster'
import { syncService } from './service'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

const MONEY = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [
    { prize: 'mostWins' as const, percent: 50 },
    { prize: 'travelingDie' as const, percent: 20 },
  ],
  unclaimed: 'carry' as const,
}

/** Every action and person edit each laptop made (by uid), and how many a store lacks or has twice. */
function lostAndTwice(makers: readonly Laptop[], holders: readonly Laptop[], clubId: string) {
  const made = makers.flatMap((l) =>
    clubRepo(l.ctx.db)
      .events(clubId)
      .filter((e) => e.laptop === l.ctx.club.clock.laptop)
      .map((e) => e.uid),
  )
  const edited = makers.flatMap((l) => {
    const known = clubPeople(l.ctx.db, clubId)
    return personEditsRepo(l.ctx.db)
      .byLaptop(l.ctx.club.clock.laptop)
      .filter((e) => known.has(e.person_uid))
      .map((e) => e.uid)
  })
  let lost = 0
  let twice = 0
  for (const l of holders) {
    const repo = clubRepo(l.ctx.db)
    lost += made.filter((uid) => !repo.has(uid)).length
    const edits = new Set(
      personEditsRepo(l.ctx.db)
        .all()
        .map((e) => e.uid),
    )
    lost += edited.filter((uid) => !edits.has(uid)).length
    const uids = repo.events(clubId).map((e) => e.uid)
    twice += uids.length - new Set(uids).size
    const nights = l.ctx.db.prepare<[], { uid: string }>('SELECT uid FROM nights').all()
    twice += nights.length - new Set(nights.map((r) => r.uid)).size
  }
  return { actions: made.length + edited.length, lost, twice }
}

async function main(): Promise<void> {
  const count = Math.max(2, option('laptops', 3))
  const nightsWanted = option('nights', 24)
  const random = createRandom(option('seed', 5))
  const laptops = Array.from({ length: count }, () => laptop())
  // one laptop's clock runs three days behind the others'
  const skewed = laptops[1]
  if (skewed) skewed.ctx.club.clock = laptopClock(skewed.ctx.db, () => Date.now() - 3 * 86_400_000)
  const owners = laptops.map((l) => l.ctx.club.clock.laptop)
  const service = syncService(
    laptops.map((l) => l.folder),
    owners,
    random,
  )
  const tally: Tally = {
    undoKept: true,
    paidChanged: 0,
    forgedAccepted: 0,
    lookFailures: 0,
    lost: 0,
    duplicated: 0,
    converged: true,
  }
  // each torn file and each conflicted copy counted once per laptop that met it
  const torn = new Set<string>()
  const conflicts = new Set<string>()
  let live = [...laptops]
  const first = laptops[0] as Laptop
  const people = await addPeople(first.call, 14, 'Player')
  const club = await clubWith(first.call, 'Sync club', MONEY, people.slice(0, 12), people.slice(12))
  const clubId = club.clubId
  const look = (l: Laptop): void => {
    const r = lookAt(l, clubId, tally)
    for (const path of r?.scan.torn ?? []) torn.add(`${l.folder}:${path}:${service.made.copies}`)
    for (const path of r?.scan.conflictCopies ?? []) conflicts.add(`${l.folder}:${path}`)
  }
  const step = (n = 2): void => {
    for (let i = 0; i < n; i++) {
      for (const l of live) look(l)
      service.notice()
      service.tick()
    }
  }
  const did = {
    splitElsewhere: 0,
    twoStarts: 0,
    removedWhilePlayed: 0,
    undone: 0,
    lateRollOff: 0,
    deleted: 0,
  }
  const sim: Sim = { laptops, clubId, random, tally, book: new Map(), step, did }
  const season = { clubId, name: 'Seasons', start: '2027-01-01', end: '2030-12-31' }
  await must(first.call, 'club:season', { ...season, rules: WINS_SEASON })
  for (let i = 0; i < 8; i++) step() // everyone has the club before the first night
  let nights = 0
  let pending: Pending | null = null
  for (let n = 0; n < nightsWanted; n++) {
    const day = `1${random.int(9)}`
    const date = `${2027 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-${day}`
    const late = await hostNight(sim, n, date)
    if (pending) await settleLate(sim, pending)
    pending = late
    await rosterWork(laptops, n, clubId, random, (_club, k) => step(k))
    nights++
  }
  if (pending) await settleLate(sim, pending)
  // the service catches up, and every laptop reads until nothing more comes in
  const settle = (): void => {
    service.notice()
    service.settle()
    for (let i = 0; i < 4; i++) {
      for (const l of live) look(l)
      service.notice()
      service.settle()
    }
  }
  settle()
  // a laptop is lost; the folders bring back the first copy of its files; a new laptop joins
  const gone = laptops.at(-1) as Laptop
  live = laptops.slice(0, -1)
  service.revert(gone.ctx.club.clock.laptop)
  settle()
  const newcomer = laptop(mkdtempSync(join(tmpdir(), 'bunco-sync-folder-')))
  cpSync(first.folder, newcomer.folder, { recursive: true })
  for (let i = 0; i < 2; i++) look(newcomer)
  const holders = [...live, newcomer]
  const exports = await Promise.all(holders.map((l) => exported(l, clubId)))
  if (exports.some((e) => e !== exports[0])) {
    tally.converged = false
    for (const [i, e] of exports.entries()) console.error(`laptop ${i}: ${e.slice(0, 400)}`)
  }
  const counted = lostAndTwice(laptops, holders, clubId)
  tally.lost += counted.lost
  tally.duplicated += counted.twice
  tally.paidChanged += await paidChanged(holders, sim.book)
  const fields: Record<string, number> = {}
  for (const e of personEditsRepo(first.ctx.db).all()) fields[e.field] = (fields[e.field] ?? 0) + 1
  for (const l of [...laptops, newcomer]) l.ctx.close()
  // the folder's own adversaries, each on a club of its own
  await forgeries(tally)
  await lockRemade(tally)
  const { lookMs } = await junk(tally)
  const made = { service: service.made, personEdits: fields, paidNoted: sim.book.size, did }
  console.error(JSON.stringify({ ...made, junkLookMs: lookMs }))
  const result = {
    laptops: count,
    nights,
    actions: counted.actions,
    converged: tally.converged,
    lost: tally.lost,
    duplicated: tally.duplicated,
    tornIgnored: torn.size,
    conflictCopiesMerged: conflicts.size,
    undoKept: tally.undoKept,
    paidChanged: tally.paidChanged,
    forgedAccepted: tally.forgedAccepted,
    lookFailures: tally.lookFailures,
  }
  console.log(JSON.stringify({ syncCheck: result }))
  const ok =
    result.converged &&
    result.lost === 0 &&
    result.duplicated === 0 &&
    result.undoKept &&
    result.paidChanged === 0 &&
    result.forgedAccepted === 0 &&
    result.lookFailures === 0
  process.exitCode = ok ? 0 : 1
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
