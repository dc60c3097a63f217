// The roster as every laptop of a club agrees on it: each field of a person takes its latest edit
// by hybrid clock, and merges are replayed in clock order into groups of one person each (a
// merge is never undone by a missing file; two laptops that merged the same person into two
// different people end with all three as one, kept under the same person everywhere).
import type { Db } from '../db/connection'
import { personEditsRepo, type PersonEdit } from './personEditsRepo'
import { peopleRepo } from './peopleRepo'

/** What bringing the roster in line with its edits did. */
export interface RosterEditsApplied {
  /** People whose name, note, archived mark or merge changed here. */
  changed: number
  /** Uids of people a merge named who both played in one night here (left as two people). */
  notMerged: string[]
}

/** Who each person merged away became: replayed in clock order, the same on every laptop. */
export function mergeGroups(edits: readonly PersonEdit[]): Map<string, string> {
  const parent = new Map<string, string>()
  const find = (uid: string): string => {
    let at = uid
    for (let next = parent.get(at); next !== undefined; next = parent.get(at)) at = next
    return at
  }
  const merges = edits
    .filter((e) => e.field === 'merged')
    .sort((a, b) => (a.hlc < b.hlc ? -1 : a.hlc > b.hlc ? 1 : 0))
  for (const m of merges) {
    const gone = find(m.person_uid)
    const keep = find(m.value)
    if (gone !== keep) parent.set(gone, keep)
  }
  const out = new Map<string, string>()
  for (const uid of parent.keys()) out.set(uid, find(uid))
  return out
}

/** Brings the people here in line with every edit this store holds. */
export function applyPersonEdits(db: Db): RosterEditsApplied {
  const people = peopleRepo(db)
  const edits = personEditsRepo(db)
  const out: RosterEditsApplied = { changed: 0, notMerged: [] }
  const groups = mergeGroups(edits.all())
  const latest = edits.latest()
  const archivedOf = (uid: string): boolean =>
    latest.find((e) => e.person_uid === uid && e.field === 'archived')?.value === '1'
  // the person each group is kept as stands on their own
  for (const keep of new Set(groups.values())) {
    const row = people.byUid(keep)
    if (row?.merged_into == null) continue
    people.unmerge(row.id, archivedOf(keep))
    out.changed++
  }
  for (const [uid, keepUid] of groups) {
    const gone = people.byUid(uid)
    const keep = people.byUid(keepUid)
    if (!gone || !keep || gone.merged_into === keep.id) continue
    if (people.playedTogether(keep.id, gone.id)) {
      out.notMerged.push(uid)
      continue
    }
    people.merge(keep.id, gone.id)
    out.changed++
  }
  for (const e of latest) {
    const row = people.byUid(e.person_uid)
    if (!row) continue
    if (e.field === 'name' && row.name !== e.value) people.update(row.id, e.value, row.note)
    else if (e.field === 'note' && row.note !== e.value) people.update(row.id, row.name, e.value)
    else if (
      e.field === 'archived' &&
      row.merged_into === null &&
      (row.archived === 1) !== (e.value === '1')
    )
      people.setArchived(row.id, e.value === '1')
    else continue
    out.changed++
  }
  return out
}
