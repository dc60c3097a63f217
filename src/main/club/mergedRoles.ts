// A person's place in the club when people were merged: a role a host gave (member, substitute,
// none) holds for everyone merged with that person at that moment, by the clock; a group of
// people merged into one holds the highest place any of them holds. So a merge made two ways (a
// member into a substitute on one laptop, the substitute into the member on another) keeps a
// member a member, and a host who changes the merged person's place later changes it for all.
import type { ClubRole, ClubState } from '@shared/club'
import type { Db } from '../db/connection'
import { peopleRepo } from '../roster/peopleRepo'
import { personEditsRepo } from '../roster/personEditsRepo'
import { clubRepo } from './clubRepo'

const RANK: Record<ClubRole, number> = { none: 0, substitute: 1, member: 2 }

/** The club's members and substitutes with each merged group at its highest place. */
export function withMergedRoles(db: Db, clubId: string, state: ClubState): ClubState {
  const merges = personEditsRepo(db)
    .all()
    .filter((e) => e.field === 'merged')
  if (merges.length === 0) return state
  // who was merged with whom, as of each moment of the log
  const parent = new Map<string, string>()
  const find = (uid: string): string => {
    let at = uid
    for (let next = parent.get(at); next !== undefined; next = parent.get(at)) at = next
    return at
  }
  const role = new Map<string, ClubRole>()
  let merged = 0
  for (const e of clubRepo(db).events(clubId)) {
    for (; merged < merges.length && (merges[merged]?.hlc ?? '') < e.hlc; merged++) {
      const m = merges[merged]
      const [gone, keep] = m ? [find(m.person_uid), find(m.value)] : ['', '']
      if (gone !== keep) parent.set(gone, keep)
    }
    if (e.action.type !== 'role') continue
    const group = find(e.action.personId)
    for (const uid of new Set([...role.keys(), e.action.personId]))
      if (find(uid) === group) role.set(uid, e.action.role)
  }
  // each group here (people followed through merges) at the highest place of its people
  const best = new Map<number, ClubRole>()
  const people = peopleRepo(db)
  for (const [uid, r] of role) {
    const id = people.byUid(uid)?.id
    const here = id === undefined ? undefined : (people.get(id)?.merged_into ?? id)
    if (here !== undefined && RANK[r] > RANK[best.get(here) ?? 'none']) best.set(here, r)
  }
  const order = [...state.members, ...state.substitutes, ...best.keys()]
  const placed = (r: ClubRole): number[] => [...new Set(order)].filter((id) => best.get(id) === r)
  return { ...state, members: placed('member'), substitutes: placed('substitute') }
}
