// A club read from its log: replayed once per change (cached by its last event id and the
// roster's version, since merged people are followed to the person they became). The log names
// people by uid; each is read as the person here it stands for (a record naming someone not here
// yet waits, and is counted).
import { BuncoRuleError } from '@shared/bunco'
import { problem, type BuncoProblem } from '@shared/bunco/errors'
import {
  applyClubAction,
  remapClubAction,
  toLocal,
  toRecord,
  type ClubAction,
  type ClubState,
} from '@shared/club'
import { AppError } from '@shared/app-error'
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/connection'
import type { NightDeps } from '../night/nightDeps'
import type { NightStore } from '../night/nightStore'
import type { PushHub } from '../push'
import { peopleRepo, rosterVersion, type PeopleRepo } from '../roster/peopleRepo'
import { laptopClock, type LaptopClock } from '../sync/laptopClock'
import { clubRepo, type ClubLog, type ClubRepo } from './clubRepo'
import { withMergedRoles } from './mergedRoles'

/** What every club function works with: the store, its repos, the nights, the pushes, a clock. */
export interface ClubDeps {
  db: Db
  repo: ClubRepo
  people: PeopleRepo
  store: NightStore
  night: NightDeps
  push: PushHub
  now: () => Date
  newUid: (kind: 'club' | 'season' | 'entry' | 'ev') => string
  /** This laptop's hybrid clock: every action it saves is stamped. */
  clock: LaptopClock
  cache: Map<string, { roster: number; read: ClubRead }>
}

/** A club as replayed, with the rows its replay could not use. */
export interface ClubRead {
  state: ClubState
  lastId: number
  /** The latest clock replayed: a row before it means replaying the whole log. */
  lastHlc: string
  /** Rows that are damaged, or that the engine refused on replay (never dropped from the store). */
  unreadable: number[]
  /** Rows naming a person not here yet: left out until they come. */
  waiting: number
}

/** Builds the club functions' shared dependencies. */
export function clubDeps(
  db: Db,
  store: NightStore,
  night: NightDeps,
  push: PushHub,
  now: () => Date = () => new Date(),
): ClubDeps {
  return {
    db,
    repo: clubRepo(db),
    people: peopleRepo(db),
    store,
    night,
    push,
    now,
    newUid: (kind) => `${kind}-${randomUUID()}`,
    clock: laptopClock(db, () => now().getTime()),
    cache: new Map(),
  }
}

/** The person a roster id stands for now (a merged person is followed to whom they became). */
export function canonical(deps: ClubDeps, personId: number): number {
  return deps.people.get(personId)?.merged_into ?? personId
}

// every person an action names, followed through merges
function followMerges(deps: ClubDeps, action: ClubAction): ClubAction {
  return remapClubAction(action, (n) => canonical(deps, n))
}

/** Replays a club's rows onto a state; rows the engine refuses are named, never dropped. */
function replayRows(deps: ClubDeps, from: ClubRead | null, log: ClubLog): ClubRead {
  let state: ClubState | null = from?.state ?? null
  const unreadable = [...(from?.unreadable ?? []), ...log.damaged]
  let waiting = 0
  const idOf = (uid: string): number | undefined => deps.people.byUid(uid)?.id
  for (const [i, record] of log.records.entries()) {
    const action = toLocal(record, idOf)
    if (!action) {
      waiting++
      continue
    }
    try {
      state = applyClubAction(state, followMerges(deps, action), { laptop: log.laptops[i] ?? '' })
    } catch (err) {
      // an action the engine now refuses (an outside edit, two laptops' changes that do not
      // fit together) is kept in the store and left out of the club
      if (!(err instanceof BuncoRuleError)) throw err
      unreadable.push(log.ids[i] ?? 0)
    }
  }
  if (!state) throw new AppError('not-found', 'errors.club.notFound')
  const lastHlc = from && from.lastHlc > log.lastHlc ? from.lastHlc : log.lastHlc
  return { state, lastId: log.lastId, lastHlc, unreadable, waiting }
}

/**
 * Reads and replays a club; refuses a club with no log. Rows added since the last read are
 * applied on top when they all come after it by clock (this laptop's own actions always do); a
 * row from another laptop that belongs earlier, or a merge in the roster, replays it all.
 */
export function readClub(deps: ClubDeps, clubId: string): ClubRead {
  const lastId = deps.repo.lastId(clubId)
  if (lastId === 0) throw new AppError('not-found', 'errors.club.notFound')
  const roster = rosterVersion(deps.db)
  const hit = deps.cache.get(clubId)
  // rows that waited for a person are read again in place once anyone arrives
  const fresh = hit?.roster === roster && hit.read.waiting === 0 ? hit.read : null
  if (fresh && fresh.lastId === lastId) return fresh
  const from = fresh
  const added = from ? deps.repo.log(clubId, from.lastId) : null
  const replayed =
    from && added && added.firstHlc > from.lastHlc
      ? replayRows(deps, from, added)
      : replayRows(deps, null, deps.repo.log(clubId))
  const read = { ...replayed, state: withMergedRoles(deps.db, clubId, replayed.state) }
  deps.cache.set(clubId, { roster, read })
  return read
}

/** A person's name for the host (their id when they are not on the roster). */
export function nameOf(deps: ClubDeps, personId: number): string {
  return deps.people.get(canonical(deps, personId))?.name ?? `#${personId}`
}

/**
 * Checks an action against the club and saves it as the club keeps it (people by uid); the
 * club's refusal names people by name. A scheduled night already played is removed only when
 * the host says so.
 */
export function appendAction(deps: ClubDeps, clubId: string, action: ClubAction): ClubState {
  const read = action.type === 'create' ? null : readClub(deps, clubId)
  const before = read?.state ?? null
  const followed = followMerges(deps, action)
  if (followed.type !== 'create' && 'personId' in followed) mustExist(deps, followed.personId)
  if (followed.type === 'entryRemoved' && !followed.played) {
    const entry = before?.entries.get(followed.entryId)
    if (entry && entry.starts.length > 0)
      refuseClub(deps, [problem('club.entryPlayed', { date: entry.date })])
  }
  const state = named(deps, () => applyClubAction(before, followed, { laptop: deps.clock.laptop }))
  const record = toRecord(followed, (id) => deps.people.uid(id))
  if (!record) throw new AppError('not-found', 'errors.club.notFound')
  deps.repo.append(clubId, {
    uid: deps.newUid('ev'),
    at: deps.now().toISOString(),
    hlc: read ? deps.clock.stampAfter(read.lastHlc) : deps.clock.stamp(),
    laptop: deps.clock.laptop,
    action: record,
  })
  return state
}

/** Tells the windows a club changed (after the write committed). */
export function announce(deps: ClubDeps, clubId: string): void {
  deps.push.emit('club:changed', { clubId })
}

function mustExist(deps: ClubDeps, personId: number): void {
  if (!deps.people.get(personId))
    throw new AppError('not-found', 'errors.store.personNotFound', { id: personId })
}

/** Throws the club's refusal for the host: the engine's problems, people named, translated. */
export function refuseClub(deps: ClubDeps, problems: readonly BuncoProblem[]): never {
  const say = (v: string | number): string | number => (typeof v === 'number' ? nameOf(deps, v) : v)
  throw new AppError(
    'invalid-args',
    'errors.club.refused',
    {},
    problems.map((d) => {
      const params = { ...d.params }
      for (const k of ['person', 'sub'] as const)
        if (params[k] !== undefined) params[k] = say(params[k])
      return problem(d.code, params, { where: d.where, field: d.field })
    }),
  )
}

/** Runs `run`; a refusal of the club's engine is said to the host, people by name. */
export function named<T>(deps: ClubDeps, run: () => T): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof BuncoRuleError) refuseClub(deps, err.details)
    throw err
  }
}
