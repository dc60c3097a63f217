// Makes a club night here hold what a chain of its history holds: the actions it has here past
// the part both share are undone (they stay in the night's history), the chain's are applied,
// all in one transaction or not at all. A night not here yet is made from its chain.
import type { NightAction } from '@shared/night'
import type { ChainAction } from '@shared/sync/nightChain'
import type { Db } from '../db/connection'
import type { NightStore } from '../night/nightStore'
import { activeActions } from '../night/undoStack'
import { transferRepo } from '../transfer/transferRepo'
import { nightEntriesRepo } from './nightEntriesRepo'
import { toLocalAction } from './nightRecord'

// the chain's actions as this store names its people; null while one is not readable here
function localActions(db: Db, chain: readonly ChainAction[]): NightAction[] | null {
  const out: NightAction[] = []
  for (const e of chain) {
    const action = toLocalAction(db, e.action)
    if (!action) return null
    out.push(action)
  }
  return out
}

/**
 * Brings the night here to what `target` (a chain's actions not undone) holds; false when it
 * cannot (it shares not even its creation, or the rules refuse what the chain holds here).
 */
export function realize(
  db: Db,
  store: NightStore,
  nightId: number,
  target: readonly ChainAction[],
): boolean {
  const repo = nightEntriesRepo(db)
  const here = activeActions(store.events(nightId)).map((e) => repo.entryOfEvent(e.id))
  let shared = 0
  while (shared < here.length && here[shared] === target[shared]?.uid) shared++
  if (shared === 0) return false
  const actions = localActions(db, target.slice(shared))
  if (!actions) return false
  try {
    store.transaction(() => {
      for (let i = here.length; i > shared; i--) store.undo(nightId)
      for (const [i, action] of actions.entries()) {
        const saved = store.apply(nightId, action)
        repo.mapEvent(saved.eventId, target[shared + i]?.uid ?? '')
      }
    })
  } catch {
    // the rules refuse the chain here (people merged into one who both played it): both kept
    return false
  }
  return true
}

/** Makes a night this store lacks from its chain; returns its id, or null when it cannot. */
export function createFrom(
  db: Db,
  store: NightStore,
  nightUid: string,
  target: readonly ChainAction[],
): number | null {
  const actions = localActions(db, target)
  const first = actions?.[0]
  if (!actions || first?.type !== 'create') return null
  const repo = nightEntriesRepo(db)
  try {
    return store.transaction(() => {
      const created = store.create(first)
      repo.mapEvent(created.eventId, target[0]?.uid ?? '')
      for (const [i, action] of actions.slice(1).entries())
        repo.mapEvent(store.apply(created.nightId, action).eventId, target[i + 1]?.uid ?? '')
      transferRepo(db).setNightUid(created.nightId, nightUid)
      return created.nightId
    })
  } catch {
    return null
  }
}
