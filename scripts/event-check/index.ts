// `npm run event-check -- --guests 240 --seed 11`: a whole charity Bunco through the real
// fundraiser services over a real SQLite file: a messy attendee list in three files and encodings
// (repeats left out, near-duplicates kept), arrivals and walk-ins at two desks at once, payments
// by every method, refunds and no-shows, three raffle sellers, draws under the win-again rule both
// ways with an unclaimed prize drawn again, a 50/50 and its payout, donations, and bad input at
// every turn (each must be refused and change nothing). The app's figures are compared with the
// script's own bookkeeping, and again after the store is read back from disk; the draws' uniformity
// is tested over many draws. Last line:
// {"eventCheck":{"guests":240,"checkedIn":…,"raisedMinor":…,"mismatches":0,"lostMinor":0,
// "ticketsDoubleSold":0,"drawChiSquareP":…,…}}; the exit code is 1 when anything is off.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext } from '../../src/main/context'
import { readFundraiser } from '../../src/main/fundraiser/fundraiserLog'
import { selfCheckProblems } from '../../src/main/selfCheck'
import { createRandom } from '../../src/shared/bunco'
import { moneyRaised } from '../../src/shared/fundraiser'
import type { NightView } from '../../src/shared/views'
import { must } from '../lib/night-driver'
import { badTally } from './bad'
import { ownBook } from './book'
import { differences, doubleSold, lostMinor } from './compare'
import { runNight } from './night'
import { problem, type Sim } from './sim'
import { drawUniformity } from './uniformity'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

async function main(): Promise<void> {
  const started = Date.now()
  const guests = option('guests', 240)
  const seed = option('seed', 11)
  const draws = option('draws', 20_000)
  const random = createRandom(seed)
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-event-check-'))
  const ctx = createMainContext({
    dataFolder,
    locales: ['en-US'],
    version: 'event-check',
    backupEachRound: false,
  })
  const night = await must<NightView>((n, a) => ctx.dispatch(n, a), 'night:create', {
    title: 'Charity Bunco',
    date: '2026-12-05',
  })
  const sim: Sim = {
    deps: ctx.fundraiser,
    nightId: night.id,
    random,
    book: ownBook(),
    seq: 0,
    state: null,
    tally: {
      walkIns: 0,
      refunds: 0,
      noShows: 0,
      deskConflicts: 0,
      duplicatesFlagged: 0,
      duplicatesLeftOut: 0,
      nearNamesFlagged: 0,
      draws: 0,
      problems: [],
    },
  }
  const bad = badTally()
  try {
    runNight(sim, bad, guests)
  } catch (err) {
    // an action the night needed was refused: said, counted, and the figures still compared
    problem(sim, `the night stopped: ${err instanceof Error ? err.message : String(err)}`)
  }

  const live = sim.state
  if (!live) throw new Error('no fundraiser')
  const seen = [...sim.tally.problems, ...differences(live, sim.book, guests)]
  ctx.close()
  const again = createMainContext({
    dataFolder,
    locales: ['en-US'],
    version: 'event-check',
    backupEachRound: false,
  })
  const reread = readFundraiser(again.fundraiser, night.id)
  if (!reread) throw new Error('the fundraiser is gone from disk')
  seen.push(...differences(reread.state, sim.book, guests), ...selfCheckProblems(again.db))
  if (reread.seq !== sim.seq) seen.push(`events: ${sim.seq} saved, ${reread.seq} on disk`)
  const chi = drawUniformity(reread.state.books.raffle, draws, again.fundraiser.random)
  again.close()
  rmSync(dataFolder, { recursive: true, force: true })
  // the night's own problems were said as they came
  for (const line of seen.slice(sim.tally.problems.length, 20))
    console.error(`event-check: ${line}`)

  const raised = moneyRaised(reread.state)
  const result = {
    guests: reread.state.registrations.size,
    checkedIn: [...reread.state.registrations.values()].filter((r) => r.status === 'arrived')
      .length,
    raisedMinor: raised.totalMinor,
    mismatches: seen.length,
    lostMinor: lostMinor(live, reread.state),
    ticketsDoubleSold: doubleSold(reread.state),
    drawChiSquareP: Number(chi.toPrecision(4)),
    walkIns: sim.tally.walkIns,
    noShows: sim.tally.noShows,
    refunds: sim.tally.refunds,
    repeatsLeftOut: sim.tally.duplicatesLeftOut,
    nearNamesFlagged: sim.tally.nearNamesFlagged,
    deskConflicts: sim.tally.deskConflicts,
    rangesSold: reread.state.sales.size,
    fiftyFiftySalesMinor: raised.fiftyFifty.salesMinor,
    draws: sim.tally.draws,
    chiSquareDraws: draws,
    badInputs: bad.tried,
    badRefused: bad.refused,
    badChanged: bad.changed,
    events: reread.seq,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  }
  console.log(JSON.stringify({ eventCheck: result }))
  const failed =
    result.mismatches > 0 ||
    result.lostMinor > 0 ||
    result.ticketsDoubleSold > 0 ||
    bad.refused !== bad.tried ||
    bad.changed > 0 ||
    !(chi > 0.001)
  if (failed) process.exit(1)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
