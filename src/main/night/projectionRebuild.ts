// A night's tables are a projection of its event log through the engine. When the engine or the
// projection's shape changes (a fairer tie-break, new award fields), the stored projection of an
// older night no longer says what its events mean today: it is rebuilt from the log, once.
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'
import { nightExtrasRepo } from './nightExtrasRepo'
import { nightsRepo } from './nightsRepo'
import { roundsRepo } from './roundsRepo'
import { eventsRepo } from './eventsRepo'
import { replayEvents } from './nightStore'
import { writeProjectionChanges } from './projectionWrites'
import { replayDifferences } from './verify'

/**
 * The version of what the engine makes of a night. Bump it whenever an engine or projection
 * change alters the tables a replay writes: every stored night is then rebuilt at the next start.
 * 2: fair prize ties (a step lacking data is skipped), stale roll-off picks, rules in list order.
 */
export const PROJECTION_VERSION = 2

const KEY = 'projection.version'

/** What rebuilding found: the nights rewritten, and those whose log no longer replays. */
export interface ProjectionRebuild {
  rebuilt: number[]
  unreadable: number[]
}

/** Rebuilds the stored tables of every night whose replay differs, when the version moved on. */
export function rebuildProjectionIfNeeded(
  db: Db,
  now: () => Date = () => new Date(),
): ProjectionRebuild {
  const state = keyValueRepo(db, 'app_state')
  const out: ProjectionRebuild = { rebuilt: [], unreadable: [] }
  if (state.get(KEY) === PROJECTION_VERSION) return out
  const repos = { nights: nightsRepo(db), rounds: roundsRepo(db), extras: nightExtrasRepo(db) }
  const events = eventsRepo(db)
  db.transaction(() => {
    for (const nightId of repos.nights.ids()) {
      try {
        if (replayDifferences(db, nightId).length === 0) continue
        const replayed = replayEvents(events.forNight(nightId))
        if (!replayed) continue
        // from nothing: every table of the night is written again from the replay
        repos.rounds.deleteFrom(nightId, 1)
        writeProjectionChanges(repos, nightId, null, replayed, now().toISOString())
        out.rebuilt.push(nightId)
      } catch {
        // its log no longer replays: the stored tables stay as they were
        out.unreadable.push(nightId)
      }
    }
    state.set(KEY, PROJECTION_VERSION)
  }).immediate()
  return out
}
