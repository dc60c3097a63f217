import { BuncoRuleError, validateRules } from '@shared/bunco'
import type { NightState } from '@shared/night'
import type { Db } from '../db/connection'
import { fundraiserDifferences } from '../fundraiser/verify'
import { nightExtrasRepo } from './nightExtrasRepo'
import { nightsRepo } from './nightsRepo'
import { roundsRepo } from './roundsRepo'
import { replayEvents } from './nightStore'
import { eventsRepo } from './eventsRepo'
import { awardRows, diePassRows, entryRows, playerRows, roundEntries } from './projectionRows'

/** A night row's rules as replay reads them: options added since it was saved take their defaults. */
function storedRules(json: string): unknown {
  const parsed: unknown = JSON.parse(json)
  try {
    return validateRules(parsed)
  } catch (err) {
    if (err instanceof BuncoRuleError) return parsed
    throw err
  }
}

/**
 * Where replaying a night's events disagrees with its stored tables, or its fundraiser's log does
 * not fold (empty when all agree).
 */
export function replayDifferences(db: Db, nightId: number): string[] {
  const state: NightState | null = replayEvents(eventsRepo(db).forNight(nightId))
  if (!state) return [`night ${nightId}: no events`]
  const diffs: string[] = []
  const same = (what: string, expected: unknown, stored: unknown): void => {
    if (JSON.stringify(expected) !== JSON.stringify(stored)) diffs.push(`night ${nightId}: ${what}`)
  }
  const stored = roundsRepo(db).read(nightId)
  const expected = roundEntries(state).map((_, i) => entryRows(state, i))
  same('round count', expected.length, stored.length)
  expected.forEach((rows, i) => same(`round ${i + 1}`, rows, stored[i]))
  const extras = nightExtrasRepo(db)
  same(
    'players',
    playerRows(state),
    extras.players(nightId).map(({ person_id: _, ...rest }) => rest),
  )
  same('die passes', diePassRows(state), extras.diePasses(nightId))
  same('awards', awardRows(state), extras.awards(nightId))
  const night = nightsRepo(db).get(nightId)
  same(
    'night row',
    [state.details, state.status, state.seed, state.rules],
    night && [
      { title: night.title, date: night.date, venue: night.venue },
      night.status,
      night.seed,
      storedRules(night.rules),
    ],
  )
  return [...diffs, ...fundraiserDifferences(db, nightId)]
}
