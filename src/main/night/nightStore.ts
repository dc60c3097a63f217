import { AppError } from '@shared/app-error'
import { applyAction, replayActions, type NightAction, type NightState } from '@shared/night'
import type { Db } from '../db/connection'
import { eventsRepo, type EventRow } from './eventsRepo'
import { actionOf, damagedNight } from './eventRows'
import { readLog, type ReadLog } from './eventLog'
import { nightExtrasRepo } from './nightExtrasRepo'
import { nightsRepo } from './nightsRepo'
import { roundsRepo } from './roundsRepo'
import { writeProjectionChanges, type ProjectionRepos } from './projectionWrites'
import { redoStack, redoTarget, UNDO, undoTarget } from './undoStack'

/** The outcome of one saved host action. */
export interface Saved {
  state: NightState
  eventId: number
}

/** The event-sourced store of nights: every change is one event plus its projection, atomically. */
export interface NightStore {
  create(action: Extract<NightAction, { type: 'create' }>): Saved & { nightId: number }
  /**
   * A whole night from its actions (an import): replayed once, then its events and tables are
   * written in one transaction. The rules' refusal of an action is thrown as it is.
   */
  createFrom(actions: readonly NightAction[]): Saved & { nightId: number }
  state(nightId: number): NightState
  /** Saves one action; `source` says where it came from when not the host ('table:3'). */
  apply(nightId: number, action: NightAction, source?: string): Saved
  undo(nightId: number): Saved
  redo(nightId: number): Saved
  events(nightId: number): EventRow[]
  canUndo(nightId: number): boolean
  canRedo(nightId: number): boolean
  replay(nightId: number): NightState
  /** The night's log as far as it reads, with the first damaged event named (if any). */
  readable(nightId: number): ReadLog
  /** The nights known to hold a damaged event (found by reading them, or not JSON at all). */
  damaged(): Set<number>
  /**
   * Runs `work` in one IMMEDIATE transaction (nested calls join it): the nights it changes are
   * announced only once it has committed, and if it fails nothing is announced and no cached
   * state of its changes outlives the rollback. Every write that spans more than one action, or
   * an action and other tables (a new guest, an import), goes through it.
   */
  transaction<T>(work: () => T): T
  /** Drops cached states (after an outer transaction rolled back). */
  forget(): void
  /** The id of the night's newest event (0 if none). */
  lastEventId(nightId: number): number
  /** Calls `listener` after every saved action; returns the unsubscribe function. */
  subscribe(listener: (nightId: number, eventId: number) => void): () => void
}

/**
 * Replays a night's stored events into its state (null for none); a damaged event is refused
 * with `errors.store.nightDamaged`, naming it.
 */
export function replayEvents(events: readonly EventRow[]): NightState | null {
  const log = readLog(events)
  if (log.damage) throw damagedNight(events[0]?.night_id ?? 0, log.damage)
  return log.state
}

/** Creates the store over an open, migrated database. */
export function nightStore(db: Db, now: () => Date = () => new Date()): NightStore {
  const events = eventsRepo(db)
  const repos: ProjectionRepos = {
    nights: nightsRepo(db),
    rounds: roundsRepo(db),
    extras: nightExtrasRepo(db),
  }
  const cache = new Map<number, { state: NightState; lastId: number }>()
  const listeners = new Set<(nightId: number, eventId: number) => void>()
  // announcements wait for the outermost transaction's commit
  let depth = 0
  const pending: [nightId: number, eventId: number][] = []
  const announce = (nightId: number, eventId: number): void => {
    if (depth > 0) pending.push([nightId, eventId])
    else for (const listener of listeners) listener(nightId, eventId)
  }
  const transaction = <T>(work: () => T): T => {
    if (depth > 0) {
      // a savepoint of the outer one: if it fails (and the outer carries on), what it would have
      // announced never happened
      const announced = pending.length
      depth++
      try {
        return db.transaction(work)()
      } catch (err) {
        pending.length = announced
        throw err
      } finally {
        depth--
      }
    }
    depth = 1
    let out: T
    try {
      out = db.transaction(work).immediate()
    } catch (err) {
      // rolled back: what it cached and would have announced never happened
      cache.clear()
      pending.length = 0
      throw err
    } finally {
      depth = 0
    }
    for (const [nightId, eventId] of pending.splice(0)) announce(nightId, eventId)
    return out
  }

  // Nights found damaged while running: the list marks them without reading every log again.
  const damagedIds = new Set<number>()
  const readable = (nightId: number): ReadLog => {
    const log = readLog(events.forNight(nightId))
    if (log.damage) damagedIds.add(nightId)
    else damagedIds.delete(nightId)
    return log
  }

  const replay = (nightId: number): NightState => {
    const log = readable(nightId)
    if (log.damage) throw damagedNight(nightId, log.damage)
    if (!log.state) throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
    return log.state
  }

  const state = (nightId: number): NightState => {
    const lastId = events.lastId(nightId)
    const hit = cache.get(nightId)
    if (hit && hit.lastId === lastId) return hit.state
    if (lastId === 0) throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
    const fresh = replay(nightId)
    cache.set(nightId, { state: fresh, lastId })
    return fresh
  }

  // Runs one host action in one transaction (or the one it is part of), then caches its state
  // and announces it: at once, or when that outer transaction commits.
  const save = (nightId: number, work: (at: string) => Saved): Saved =>
    transaction(() => {
      const saved = work(now().toISOString())
      cache.set(nightId, { state: saved.state, lastId: saved.eventId })
      announce(nightId, saved.eventId)
      return saved
    })

  return {
    create(action) {
      const at = now().toISOString()
      return transaction(() => {
        const after = applyAction(null, action)
        const nightId = repos.nights.insert(after.details, after.rules, at)
        const eventId = events.append(nightId, action.type, action, at)
        writeProjectionChanges(repos, nightId, null, after, at)
        cache.set(nightId, { state: after, lastId: eventId })
        announce(nightId, eventId)
        return { nightId, state: after, eventId }
      })
    },
    createFrom(actions) {
      const after = replayActions(actions)
      if (!after) throw new AppError('invalid-args', 'errors.store.importNoCreate')
      const at = now().toISOString()
      return transaction(() => {
        const nightId = repos.nights.insert(after.details, after.rules, at)
        let eventId = 0
        for (const action of actions) eventId = events.append(nightId, action.type, action, at)
        // From nothing: every table of the night is written from the replayed state.
        writeProjectionChanges(repos, nightId, null, after, at)
        cache.set(nightId, { state: after, lastId: eventId })
        announce(nightId, eventId)
        return { nightId, state: after, eventId }
      })
    },
    state,
    apply(nightId, action, source) {
      return save(nightId, (at) => {
        const before = state(nightId)
        const after = applyAction(before, action)
        const eventId = events.append(nightId, action.type, action, at, undefined, source)
        writeProjectionChanges(repos, nightId, before, after, at)
        return { state: after, eventId }
      })
    },
    undo(nightId) {
      return save(nightId, (at) => {
        const before = state(nightId)
        const log = events.forNight(nightId)
        const target = undoTarget(log)
        if (!target) throw new AppError('conflict', 'errors.store.nothingToUndo')
        const eventId = events.append(nightId, UNDO, { target: target.id }, at)
        events.markUndone(target.id, eventId)
        const after = replay(nightId)
        writeProjectionChanges(repos, nightId, before, after, at)
        return { state: after, eventId }
      })
    },
    redo(nightId) {
      return save(nightId, (at) => {
        const before = state(nightId)
        const target = redoTarget(events.forNight(nightId))
        if (!target) throw new AppError('conflict', 'errors.store.nothingToRedo')
        const action = actionOf(target)
        const after = applyAction(before, action)
        const eventId = events.append(nightId, action.type, action, at, target.id)
        writeProjectionChanges(repos, nightId, before, after, at)
        return { state: after, eventId }
      })
    },
    events: (nightId) => events.forNight(nightId),
    // read from the end of the log, so each saved action does not read the whole night again
    canUndo: (nightId) => events.lastUndoable(nightId) !== undefined,
    canRedo: (nightId) => redoStack(events.sinceLastAction(nightId)).length > 0,
    replay,
    readable,
    damaged: () => new Set([...damagedIds, ...events.unreadableNights()]),
    transaction,
    forget: () => cache.clear(),
    lastEventId: (nightId) => events.lastId(nightId),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
