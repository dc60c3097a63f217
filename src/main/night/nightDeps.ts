// What every night function works with: the store, the repos it reads names and lists from, the
// roster (a walk-in is added to it), what the app does around a night's changes, and the caches
// that keep each change computed once (the named players, the running records).
import type { RunningTally } from '@shared/bunco'
import type { NightMoneyView } from '@shared/club'
import type { NightPlayer } from '@shared/views'
import type { Db } from '../db/connection'
import { peopleRepo, type PeopleRepo } from '../roster/peopleRepo'
import type { RosterDeps } from '../roster/rosterDeps'
import { nightExtrasRepo, type NightExtrasRepo } from './nightExtrasRepo'
import { nightsRepo, type NightsRepo } from './nightsRepo'
import type { NightStore } from './nightStore'

/** What the app does around a night's changes (context.ts gives the app's, tests none). */
export interface NightHooks {
  /** Called after a round of the night is committed (the round's backup). */
  onRoundCommitted?: (nightId: number) => void
  /** Called after the night started or a round was committed: a round begins (the clock's move). */
  onRoundBegins?: (nightId: number) => void
  /** Called after an undo took back the start or a commit: that round's beginning is undone. */
  onRoundUndone?: (nightId: number) => void
  /** Backs the store up; rejects when no backup could be made. */
  backup?: () => Promise<void>
  /** Called once the backup holds a night about to be deleted (its phones stop). */
  beforeRemove?: (nightId: number) => Promise<void>
  /** The night's money when it is a club's night (its pot, shares and payouts). */
  moneyOf?: (nightId: number) => NightMoneyView | null
}

/** The night functions' shared dependencies and caches. */
export interface NightDeps {
  db: Db
  store: NightStore
  people: PeopleRepo
  extras: NightExtrasRepo
  nights: NightsRepo
  roster: RosterDeps
  hooks: NightHooks
  /** Each night's named players, kept until its guests change or the roster is edited. */
  players: Map<number, { key: unknown[]; players: NightPlayer[] }>
  /** Each night's records as of the state last shown: a commit adds its round to them. */
  tallies: Map<number, RunningTally>
}

/** Builds the night functions' dependencies over the store. */
export function nightDeps(
  db: Db,
  store: NightStore,
  roster: RosterDeps,
  hooks: NightHooks = {},
): NightDeps {
  return {
    db,
    store,
    people: peopleRepo(db),
    extras: nightExtrasRepo(db),
    nights: nightsRepo(db),
    roster,
    hooks,
    players: new Map(),
    tallies: new Map(),
  }
}
