// `npm run fuzz -- --runs N`: N broken payloads per contract call through `dispatch`; none may
// crash it, be accepted, or change the database.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { createMainContext, type MainContext } from '../../src/main/context'
import { createRandom } from '../../src/shared/bunco'
import { CALL_NAMES } from '../../src/shared/contract'
import { addPeople, must, playRound, startNight, type Call } from '../../test/drivers/night-driver'
import type { ClubView } from '../../src/shared/club'
import { examples, type Seeded } from './examples'
import { brokenPayloads } from './payloads'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isFinite(value) && value > 0 ? value : fallback
}

function fingerprint(ctx: MainContext): string {
  const hash = createHash('sha256')
  const tables = ctx.db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
  for (const { name } of tables) {
    // Row order is not part of the data (some tables have no rowid): hash the sorted rows.
    const rows = ctx.db
      .prepare(`SELECT * FROM "${name}"`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row))
      .sort()
    hash.update(`${name}:${rows.join('\n')}`)
  }
  return hash.digest('hex')
}

async function seed(ctx: MainContext): Promise<Seeded> {
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const ids = await addPeople(call, 12)
  const view = await startNight(call, ids, { seed: 4 })
  await playRound(call, view, createRandom(4))
  const plan = (
    await must<{ current: { plan: { tables: { seats: { N: string } }[] } } }>(call, 'night:get', {
      nightId: view.id,
    })
  ).current.plan
  const club = await must<ClubView>(call, 'club:create', {
    name: 'Fuzz club',
    money: { currency: 'USD', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' },
  })
  const withSeason = await must<ClubView>(call, 'club:season', {
    clubId: club.clubId,
    name: '2026',
    start: '2026-01-01',
    end: '2026-12-31',
    rules: { scoring: 'wins', placementPoints: [], minNights: 0, dropWorst: 0 },
  })
  const seasonId = withSeason.seasons[0]?.seasonId ?? ''
  const scheduled = await must<ClubView>(call, 'club:entry', {
    clubId: club.clubId,
    seasonId,
    date: '2026-02-03',
    host: null,
    place: '',
    notes: '',
  })
  return {
    nightId: view.id,
    personId: ids[0] ?? 1,
    player: plan.tables[0]?.seats.N ?? 'p1',
    clubId: club.clubId,
    seasonId,
    entryId: scheduled.seasons[0]?.entries[0]?.entryId ?? '',
  }
}

async function main(): Promise<void> {
  const runs = option('runs', 200)
  const folder = mkdtempSync(join(tmpdir(), 'bunco-fuzz-'))
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'fuzz',
    backupEachRound: false,
  })
  const totals = { calls: 0, runsPerCall: runs, crashes: 0, accepted: 0, dbChanged: 0 }
  try {
    const seeded = await seed(ctx)
    const valid = examples(seeded)
    for (const name of CALL_NAMES) {
      totals.calls += 1
      const before = fingerprint(ctx)
      const samples = fc.sample(brokenPayloads(valid[name] as Record<string, unknown>), {
        numRuns: runs,
        seed: totals.calls,
      })
      for (const payload of samples) {
        try {
          const outcome = await ctx.dispatch(name, payload)
          if (outcome.ok) {
            totals.accepted += 1
            console.error(`${name} accepted ${String(JSON.stringify(payload)).slice(0, 200)}`)
          } else if (
            outcome.error.code === 'internal' ||
            typeof outcome.error.message !== 'string'
          ) {
            totals.crashes += 1
            console.error(`${name} internal error: ${outcome.error.message}`)
          }
        } catch (err) {
          totals.crashes += 1
          console.error(`${name} threw: ${String(err)}`)
        }
      }
      if (fingerprint(ctx) !== before) {
        totals.dbChanged += 1
        console.error(`${name}: the database changed`)
      }
    }
    const probe = {} as Record<string, unknown>
    if (probe['polluted'] !== undefined || probe['admin'] !== undefined) {
      totals.crashes += 1
      console.error('Object.prototype was polluted')
    }
  } finally {
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
  console.log(JSON.stringify({ fuzz: totals }))
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
