// `npm run club-check -- --nights 200 --seed 7`: a club's years over a real SQLite store, played
// through main's contract (members, substitutes, RSVPs, buy-ins, seasons with their own money
// settings, nights with random results, roll-offs and carry-overs). It checks every cent: each
// night's payouts against splitPot, each person's season ledger against the sum of their nights,
// and that every buy-in ticked is paid out, kept or still carried. Last line:
// {"clubCheck":{"nights":…,"potMinor":…,"paidMinor":…,"carriedMinor":…,"keptMinor":…,
// "lostMinor":0,"mismatches":0}}
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext } from '../../src/main/context'
import { createRandom, splitPot } from '../../src/shared/bunco'
import { personOf } from '../../src/shared/night'
import type { SeasonReport } from '../../src/shared/club'
import { clubWith, WINS_SEASON } from '../../test/drivers/club-driver'
import { addPeople, must, type Call } from '../../test/drivers/night-driver'
import { playClubNight, randomMoney, type NightRecord } from './season'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

const NIGHTS_PER_SEASON = 12
const BUY_IN = 500

/** Checks one night's payouts against the engine's split of its pot; returns the problems. */
function checkSplit(record: NightRecord): string[] {
  const money = record.view.money
  if (!money) return [`night ${record.view.id} has no money`]
  const problems: string[] = []
  const paid = money.payouts.reduce((a, p) => a + p.amount, 0)
  if (paid + money.carried + money.kept !== money.pot)
    problems.push(
      `night ${record.view.id}: ${paid} + ${money.carried} + ${money.kept} ≠ ${money.pot}`,
    )
  const buyIns = [...record.buyIns.values()].reduce((a, b) => a + b, 0)
  if (money.pot !== buyIns + money.carriedIn)
    problems.push(`night ${record.view.id}: pot ${money.pot} ≠ ${buyIns} + ${money.carriedIn}`)
  if (record.view.status !== 'finished' || record.view.roundsPlayed < 6)
    problems.push(`night ${record.view.id} was not played to its end`)
  if (!money.settled) problems.push(`night ${record.view.id} not settled`)
  else {
    const expected = splitPot({
      pot: money.pot,
      shares: record.money.shares,
      awards: record.view.awards ?? [],
      unclaimed: record.money.unclaimed,
    })
    if (JSON.stringify(expected.payouts) !== JSON.stringify(money.payouts))
      problems.push(`night ${record.view.id}: payouts differ from splitPot`)
  }
  return problems
}

async function main(): Promise<void> {
  const nights = option('nights', 200)
  const random = createRandom(option('seed', 7))
  const folder = mkdtempSync(join(tmpdir(), 'bunco-club-check-'))
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'club-check',
    backupEachRound: false,
  })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const problems: string[] = []
  const totals = { pot: 0, paid: 0, kept: 0, carried: 0 }
  try {
    const people = await addPeople(call, 24, 'Player')
    const members = people.slice(0, 14)
    const subs = people.slice(14, 19)
    const walkIns = people.slice(19)
    let club = await clubWith(call, 'Check club', randomMoney(random, 'EUR', BUY_IN), members, subs)
    const records: NightRecord[] = []
    const dues = new Map<string, Map<number, number>>()
    let seasonId = ''
    for (let n = 0; n < nights; n++) {
      const year = 2027 + Math.floor(n / NIGHTS_PER_SEASON)
      if (n % NIGHTS_PER_SEASON === 0) {
        // each season its own split of the pot and rules; some members pay the season's dues
        club = await must(call, 'club:act', {
          clubId: club.clubId,
          action: { type: 'money', money: randomMoney(random, 'EUR', BUY_IN) },
        })
        const before = new Set(club.seasons.map((s) => s.seasonId))
        club = await must(call, 'club:season', {
          clubId: club.clubId,
          name: String(year),
          start: `${year}-01-01`,
          end: `${year}-12-31`,
          rules: { ...WINS_SEASON, minNights: random.int(3), dropWorst: random.int(2) },
        })
        seasonId = club.seasons.find((s) => !before.has(s.seasonId))?.seasonId ?? ''
        const paid = new Map<number, number>()
        if (club.money.dues > 0)
          for (const personId of members.filter(() => random.next() < 0.5)) {
            await must(call, 'club:act', {
              clubId: club.clubId,
              action: { type: 'dues', seasonId, personId, amount: club.money.dues },
            })
            paid.set(personId, club.money.dues)
          }
        dues.set(seasonId, paid)
      }
      const month = String((n % NIGHTS_PER_SEASON) + 1).padStart(2, '0')
      club = await must(call, 'club:entry', {
        clubId: club.clubId,
        seasonId,
        date: `${year}-${month}-${String(1 + random.int(28)).padStart(2, '0')}`,
        host: members[random.int(members.length)] ?? null,
        place: '',
        notes: '',
      })
      const entry = club.seasons
        .find((s) => s.seasonId === seasonId)
        ?.entries.find((e) => e.nightId === null)
      if (!entry) throw new Error('no scheduled night')
      const record = await playClubNight(
        call,
        club,
        entry.entryId,
        seasonId,
        walkIns,
        random.int(2 ** 31),
      )
      problems.push(...checkSplit(record))
      records.push(record)
      const money = record.view.money
      totals.pot += [...record.buyIns.values()].reduce((a, b) => a + b, 0)
      totals.paid += money?.payouts.reduce((a, p) => a + p.amount, 0) ?? 0
      totals.kept += money?.kept ?? 0
      totals.carried = money?.carried ?? 0
    }
    // every person's season ledger against the sum of their nights as the simulation saw them
    let mismatches = problems.length
    for (const [season, paidDues] of dues) {
      const report = await must<SeasonReport>(call, 'club:report', {
        clubId: club.clubId,
        seasonId: season,
      })
      mismatches += report.mismatches.length
      const expected = new Map<number, { paidIn: number; won: number }>()
      const line = (id: number): { paidIn: number; won: number } => {
        const found = expected.get(id) ?? { paidIn: 0, won: 0 }
        expected.set(id, found)
        return found
      }
      for (const r of records.filter((r) => r.seasonId === season)) {
        for (const [id, amount] of r.buyIns) line(id).paidIn += amount
        for (const p of r.view.money?.payouts ?? []) {
          const id = personOf(p.player)
          if (id !== null) line(id).won += p.amount
        }
      }
      for (const [id, amount] of paidDues) line(id).paidIn += amount
      for (const [id, want] of expected) {
        const got = report.people.find((p) => p.personId === id)
        if (
          got?.paidIn !== want.paidIn ||
          got.won !== want.won ||
          got.net !== want.won - want.paidIn
        ) {
          mismatches++
          problems.push(
            `season ${season} person ${id}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`,
          )
        }
      }
      if (report.people.length !== expected.size) mismatches++
    }
    for (const p of problems.slice(0, 20)) console.error(p)
    // what the run really exercised, so a quiet simulation cannot pass for a thorough one
    const seen = {
      carryNights: records.filter((r) => (r.view.money?.carried ?? 0) > 0).length,
      sharedPrizes: records.filter((r) => r.view.awards?.some((a) => a.status === 'shared')).length,
      rollOffs: records.filter((r) => Object.keys(r.view.rollOffs).length > 0).length,
      substitutes: club.seasons.flatMap((s) => s.entries).filter((e) => e.substitutes.length > 0)
        .length,
      rounds: records.reduce((a, r) => a + r.view.roundsPlayed, 0),
    }
    console.error(JSON.stringify({ exercised: seen }))
    const lost = totals.pot - totals.paid - totals.kept - totals.carried
    console.log(
      JSON.stringify({
        clubCheck: {
          nights,
          potMinor: totals.pot,
          paidMinor: totals.paid,
          carriedMinor: totals.carried,
          keptMinor: totals.kept,
          lostMinor: lost,
          mismatches,
        },
      }),
    )
    process.exitCode = lost === 0 && mismatches === 0 ? 0 : 1
  } finally {
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
