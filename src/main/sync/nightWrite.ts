// What a look writes of a club's nights, and a version the host chose: each club night this
// laptop holds is written whole (every entry of its history it knows, the entry it is at, the
// people its actions name) into this laptop's own file, when that changed. Choosing another
// laptop's version is an entry too: it builds on that laptop's last entry and sets this laptop's
// aside, so both laptops then agree, and this laptop's own changes stay in the night's history.
import { join } from 'node:path'
import { activeOf, chainTo, type NightEntry } from '@shared/sync/nightChain'
import type { Db } from '../db/connection'
import type { NightStore } from '../night/nightStore'
import { peopleRepo } from '../roster/peopleRepo'
import { transferRepo } from '../transfer/transferRepo'
import { LAPTOPS_FOLDER } from './folderScan'
import { named } from './nightEntries'
import { nightEntriesRepo } from './nightEntriesRepo'
import { lookMemo } from './lookMemo'
import { encodeNightFile, nightFileName, type NightFile, type PersonCard } from './nightFiles'
import { realize } from './nightRealize'
import { recordLocal } from './nightRecord'
import { writeWhole } from './wholeFile'

// the people (by uid) the entries' actions name, as cards
function cardsOf(db: Db, entries: readonly NightEntry[]): PersonCard[] {
  const people = peopleRepo(db)
  const uids = new Set<string>()
  for (const e of entries)
    if (e.kind === 'action')
      for (const m of JSON.stringify(e.action ?? null).matchAll(/"u([0-9a-f]{32})"/g))
        if (m[1]) uids.add(m[1])
  return [...uids].flatMap((uid) => {
    const row = people.byUid(uid)
    return row ? [{ uid, name: row.name, note: row.note }] : []
  })
}

/**
 * Writes the club's nights this laptop holds into its own files, where they changed since (the
 * digests of its files as read: `written`). Returns how many files were written.
 */
export function writeNights(
  db: Db,
  store: NightStore,
  folder: string,
  me: string,
  nights: Iterable<string>,
  written: ReadonlyMap<string, string>,
  key: Buffer | null,
): number {
  const repo = nightEntriesRepo(db)
  const memo = lookMemo(db).written
  let count = 0
  for (const night of nights) {
    const nightId = transferRepo(db).nightIdByUid(night)
    if (nightId === undefined) continue
    recordLocal(db, store, nightId, me)
    const head = repo.head(night)?.head
    if (!head) continue
    // unchanged since last written: nothing to do (a look every 30 s writes nothing)
    const mark = `${head}:${repo.count(night)}:${key ? 'sealed' : 'open'}`
    const last = memo.get(night)?.split(' ')
    if (last?.[0] === mark && last[1] === written.get(night)) continue
    const entries = [...repo.entries(night).values()]
    const file = { night, laptop: me, head, entries, people: cardsOf(db, entries) }
    const { text, sha } = encodeNightFile(file, key)
    memo.set(night, `${mark} ${sha}`)
    if (written.get(night) === sha) continue
    writeWhole(join(folder, LAPTOPS_FOLDER, me), nightFileName(night), text)
    count++
  }
  return count
}

/**
 * Makes this laptop's copy of a club night the one another laptop's file holds (the host chose
 * it): the actions here past the part both share are undone (they stay in the night's history),
 * the other's applied, and an entry says so. False when that file or this night is not there.
 */
export function takeVersion(
  db: Db,
  store: NightStore,
  file: NightFile | null,
  me: string,
): boolean {
  const nightId = file ? transferRepo(db).nightIdByUid(file.night) : undefined
  if (!file || nightId === undefined) return false
  const repo = nightEntriesRepo(db)
  recordLocal(db, store, nightId, me)
  const head = repo.head(file.night)?.head
  for (const entry of file.entries.values()) repo.add(file.night, entry)
  const chain = chainTo(repo.entries(file.night), file.head)
  if (!head || !chain) return false
  return store.transaction(() => {
    if (!realize(db, store, nightId, activeOf(chain))) return false
    const take = named(file.night, {
      kind: 'take',
      parent: file.head,
      dropped: head,
      at: new Date().toISOString(),
      laptop: me,
    })
    repo.add(file.night, take)
    repo.setHead(file.night, take.uid, store.lastEventId(nightId))
    return true
  })
}
