import type { NightState } from '@shared/night'
import type { NightExtrasRepo } from './nightExtrasRepo'
import type { NightsRepo } from './nightsRepo'
import type { RoundsRepo } from './roundsRepo'
import {
  awardRows,
  changedResults,
  diePassRows,
  entryOutcome,
  entryRows,
  playerRows,
  resultRow,
  roundEntries,
} from './projectionRows'
import { personOf } from '@shared/night'

/** The repos the projection is written to. */
export interface ProjectionRepos {
  nights: NightsRepo
  rounds: RoundsRepo
  extras: NightExtrasRepo
}

/**
 * Writes what changed between two states of a night. The reducer keeps unchanged parts of the
 * state as the same objects, so identity tells what to rewrite: a round entry, the players, the
 * die passes, the awards. A replayed state shares nothing and is rewritten whole.
 */
export function writeProjectionChanges(
  repos: ProjectionRepos,
  nightId: number,
  before: NightState | null,
  after: NightState,
  at: string,
): void {
  const nightChanged =
    before === null ||
    before.details !== after.details ||
    before.status !== after.status ||
    before.rules !== after.rules ||
    before.seed !== after.seed
  if (nightChanged) {
    repos.nights.update(nightId, {
      title: after.details.title,
      date: after.details.date,
      venue: after.details.venue,
      rules: JSON.stringify(after.rules),
      seed: after.seed,
      status: after.status,
      updated_at: at,
    })
  }
  const old = roundEntries(before)
  const now = roundEntries(after)
  if (old.length > now.length) repos.rounds.deleteFrom(nightId, now.length + 1)
  const committedBefore = before?.played.length ?? 0
  now.forEach((entry, i) => {
    // An entry changes identity when edited; an open round that became committed keeps its plan
    // but moves from `current` to `played`, so its status needs rewriting too.
    const same = old[i] === entry && i < committedBefore === i < after.played.length
    if (same) return
    // Seating never changes once a round is open; only results, marks and status move.
    const prior = old[i]
    if (prior?.plan !== entry.plan) repos.rounds.replace(nightId, entryRows(after, i))
    else if (i >= committedBefore && i >= after.played.length) {
      // Still open before and after: no marks yet, so only the tables whose result moved.
      const { tables, results } = changedResults(prior.results, entry.results)
      repos.rounds.replaceOpenTables(nightId, entry.plan.round, tables, results.map(resultRow))
    } else repos.rounds.replaceOutcome(nightId, entryOutcome(after, i))
  })
  const playersSame =
    before !== null &&
    before.guests === after.guests &&
    before.joined === after.joined &&
    before.left === after.left &&
    before.pending === after.pending
  if (!playersSame) {
    repos.extras.setPlayers(nightId, playerRows(after), (p) => personOf(p) ?? 0)
  }
  if (before?.diePasses !== after.diePasses) repos.extras.setDiePasses(nightId, diePassRows(after))
  if (before?.awards !== after.awards) repos.extras.setAwards(nightId, awardRows(after))
}
