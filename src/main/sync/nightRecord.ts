// A club night's history kept beside its events: what the host did here since the last look
// becomes entries (an action, an undo of the action it took back, a redo as the action again),
// each building on the entry before; a night never recorded starts from what it holds now.
// People in the entries' actions are named by uid ('u' and the uid), the same on every laptop.
import { isGhost } from '@shared/bunco'
import { personOf, playerKey, type NightAction } from '@shared/night'
import type { NightEntry } from '@shared/sync/nightChain'
import { NightActionSchema } from '@shared/schemas/actions'
import type { Db } from '../db/connection'
import { readEvent } from '../night/eventRows'
import type { NightStore } from '../night/nightStore'
import { remapAction } from '../night/remapPlayers'
import { peopleRepo } from '../roster/peopleRepo'
import { activeActions } from '../night/undoStack'
import { transferRepo } from '../transfer/transferRepo'
import { named, type EntryDraft } from './nightEntries'
import { nightEntriesRepo } from './nightEntriesRepo'

/** A night action with its players named by uid. */
export function toUidAction(db: Db, action: NightAction): unknown {
  const people = peopleRepo(db)
  return remapAction(action, (key) => {
    const id = isGhost(key) ? null : personOf(key)
    const uid = id === null ? undefined : people.uid(id)
    return uid ? `u${uid}` : key
  })
}

// a player named by uid, as written in an entry's action
const UID_KEY = /"u([0-9a-f]{32})"/g

/**
 * An entry's action with its players as this store names them; null while one is not here, or
 * when it is not an action the rules know.
 */
export function toLocalAction(db: Db, action: unknown): NightAction | null {
  const repo = transferRepo(db)
  let missing = false
  // every string that is a uid key is a player: titles and notes never take that exact form
  const text = JSON.stringify(action ?? null).replace(UID_KEY, (_all, uid: string) => {
    const id = repo.personByUid(uid)?.id
    if (id === undefined) missing = true
    return `"${id === undefined ? 'ghost:1' : playerKey(id)}"`
  })
  if (missing) return null
  const parsed = NightActionSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : null
}

/** The entries a night holds now, as a first history: its actions not undone, one after the other. */
function baseline(db: Db, store: NightStore, nightId: number, nightUid: string, laptop: string) {
  const repo = nightEntriesRepo(db)
  let parent: string | null = null
  for (const row of activeActions(store.events(nightId))) {
    const read = readEvent(row)
    if (read.kind !== 'action') return
    const draft: EntryDraft = {
      kind: 'action',
      parent,
      dropped: null,
      at: row.created_at,
      laptop,
      action: toUidAction(db, read.action),
      redoOf: null,
    }
    const entry = named(nightUid, draft)
    repo.add(nightUid, entry)
    repo.mapEvent(row.id, entry.uid)
    parent = entry.uid
  }
  if (parent) repo.setHead(nightUid, parent, store.lastEventId(nightId))
}

/** Records what the host did to a night here since it was last recorded, as entries. */
export function recordLocal(db: Db, store: NightStore, nightId: number, laptop: string): void {
  const nightUid = transferRepo(db).nightUid(nightId)
  if (!nightUid) return
  const repo = nightEntriesRepo(db)
  const last = store.lastEventId(nightId)
  const head = repo.head(nightUid)
  if (!head) return baseline(db, store, nightId, nightUid, laptop)
  if (head.lastEvent >= last) return
  let at = head.head
  for (const row of store.events(nightId).filter((e) => e.id > head.lastEvent)) {
    const read = readEvent(row)
    if (read.kind === 'damaged') break
    let draft: EntryDraft
    if (read.kind === 'undo') {
      const target = repo.entryOfEvent(read.target)
      if (!target) continue
      draft = { kind: 'undo', parent: at, dropped: null, at: row.created_at, laptop, target }
    } else {
      const redoOf = row.redo_of === null ? null : (repo.entryOfEvent(row.redo_of) ?? null)
      const action = toUidAction(db, read.action)
      draft = {
        kind: 'action',
        parent: at,
        dropped: null,
        at: row.created_at,
        laptop,
        action,
        redoOf,
      }
    }
    const entry: NightEntry = named(nightUid, draft)
    repo.add(nightUid, entry)
    repo.mapEvent(row.id, entry.uid)
    at = entry.uid
  }
  repo.setHead(nightUid, at, last)
}
