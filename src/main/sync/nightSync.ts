// A club's nights through its folder. Each laptop records what its host did to a club night as
// entries of the night's history, and writes the whole history it holds, with the entry it is
// at, into its own file. Reading another laptop's file: a night this laptop lacks is made from
// it; one that file's laptop built further on (it saw everything here, then did more: played,
// undid, chose a version) is brought to it; one it is behind on is left; one that went another
// way on both keeps this laptop's copy and is said, with the laptop that holds the other.
import { canonicalJson } from '@shared/sync/canonical'
import { activeOf, chainTo, seenFrom, type NightEntry } from '@shared/sync/nightChain'
import type { Db } from '../db/connection'
import type { NightStore } from '../night/nightStore'
import { activeActions } from '../night/undoStack'
import { readEvent } from '../night/eventRows'
import { transferRepo } from '../transfer/transferRepo'
import type { FolderScan } from './folderScan'
import type { FolderAccess } from './lockRecord'
import type { Notices } from './notices'
import { nightEntriesRepo } from './nightEntriesRepo'
import { bounded } from './bounded'
import { lookMemo } from './lookMemo'
import { decodeNightFile, type NightFile, type NightRefusal } from './nightFiles'
import { createFrom, realize } from './nightRealize'
import { recordLocal, toUidAction } from './nightRecord'

/** What reading the nights of a folder did. */
export interface NightsRead {
  added: number
  extended: number
  /** Nights whose copy here went another way than another laptop's (both kept). */
  differ: string[]
  /** Each other laptop whose copy of a night went another way, by night uid. */
  versions: { night: string; laptop: string }[]
}

/** The club's nights by uid: those its schedule counts, and those deleted from it. */
export interface ClubNights {
  live: Set<string>
  deleted: Set<string>
}

// each night file's text and what it read as, so a file unchanged since is not parsed again
const decoded = bounded<string, { text: string; access: string; read: NightFile | NightRefusal }>(
  4096,
)

function decodeOnce(path: string, text: string, access: FolderAccess, laptop: string) {
  const known = decoded.get(path)
  const seal = `${access.key?.toString('hex') ?? ''}:${[...(access.vouched ?? ['open'])].join()}`
  if (known && known.text === text && known.access === seal) return known.read
  const read = decodeNightFile(text, access, laptop)
  decoded.set(path, { text, access: seal, read })
  return read
}

/** Each night file of the folder read, by night: what `access` lets this look read. */
export function readNightFiles(
  scan: FolderScan,
  access: FolderAccess,
  note: Notices,
): Map<string, (NightFile & { laptop: string; path: string })[]> {
  const out = new Map<string, (NightFile & { laptop: string; path: string })[]>()
  for (const { laptop, path, text } of scan.nightFiles) {
    const read = decodeOnce(path, text, access, laptop)
    if (read === 'torn') scan.torn.push(path)
    else if (read === 'locked') scan.locked.push(path)
    else if (read === 'newer') scan.newer.push(path)
    else if (typeof read === 'string') note.add(read, path)
    if (typeof read === 'string') continue
    out.set(read.night, [...(out.get(read.night) ?? []), { ...read, laptop, path }])
  }
  return out
}

// a night here never recorded takes the history of a file that holds exactly what it holds (a
// store moved from another laptop, or kept from before histories): else it starts its own
function adopt(db: Db, store: NightStore, nightId: number, night: string, files: NightFile[]) {
  const repo = nightEntriesRepo(db)
  if (repo.head(night)) return
  const rows = activeActions(store.events(nightId))
  const here = rows.map((row) => {
    const read = readEvent(row)
    return read.kind === 'action' ? canonicalJson(toUidAction(db, read.action)) : ''
  })
  for (const file of files) {
    const chain = activeOf(chainTo(file.entries, file.head) ?? [])
    if (chain.length !== here.length || chain.some((e, i) => canonicalJson(e.action) !== here[i]))
      continue
    for (const entry of file.entries.values()) repo.add(night, entry)
    for (const [i, row] of rows.entries()) repo.mapEvent(row.id, chain[i]?.uid ?? '')
    repo.setHead(night, file.head, store.lastEventId(nightId))
    return
  }
}

/** Takes in the people a night's file names that this store lacks. */
function takePeople(db: Db, file: NightFile): void {
  const repo = transferRepo(db)
  for (const p of file.people)
    if (!repo.personByUid(p.uid))
      repo.insertPerson({ ...p, archived: 0, created_at: new Date().toISOString() })
}

/** Brings one night here in line with one file; what it did. */
function follow(
  db: Db,
  store: NightStore,
  night: string,
  file: NightFile,
  entries: ReadonlyMap<string, NightEntry>,
): 'added' | 'extended' | 'same' | 'differ' {
  const repo = nightEntriesRepo(db)
  const head = repo.head(night)?.head
  const chain = chainTo(entries, file.head)
  if (!chain) return 'same'
  const here = transferRepo(db).nightIdByUid(night)
  if (here === undefined || head === undefined) {
    if (here !== undefined) return 'same'
    takePeople(db, file)
    const made = createFrom(db, store, night, activeOf(chain))
    if (made === null) return 'differ'
    repo.setHead(night, file.head, store.lastEventId(made))
    return 'added'
  }
  if (file.head === head || seenFrom(entries, head).has(file.head)) return 'same'
  if (!seenFrom(entries, file.head).has(head)) return 'differ'
  takePeople(db, file)
  if (!realize(db, store, here, activeOf(chain))) return 'differ'
  repo.setHead(night, file.head, store.lastEventId(here))
  return 'extended'
}

/** Takes in every night file of the club's nights: nights this store lacks, or is behind on. */
export function readNights(
  db: Db,
  store: NightStore,
  files: Map<string, (NightFile & { laptop: string })[]>,
  club: ClubNights,
  me: string,
): NightsRead {
  const out: NightsRead = { added: 0, extended: 0, differ: [], versions: [] }
  const repo = nightEntriesRepo(db)
  const { followed } = lookMemo(db)
  for (const [night, copies] of files) {
    if (!club.live.has(night) || club.deleted.has(night)) continue
    // a file's entries are what their uids say: each file is taken in once
    for (const file of copies) {
      if (followed.get(`in:${night}:${file.sha}`)) continue
      for (const entry of file.entries.values()) repo.add(night, entry)
      followed.set(`in:${night}:${file.sha}`, 'in')
    }
    const here = transferRepo(db).nightIdByUid(night)
    if (here !== undefined) {
      adopt(db, store, here, night, copies)
      recordLocal(db, store, here, me)
    }
    let entries: Map<string, NightEntry> | null = null
    for (const file of copies) {
      // the same file against the same entry here gives the same answer: not followed again
      const seen = `at:${night}:${file.laptop}:${file.sha}`
      const head = repo.head(night)?.head ?? ''
      const before = followed.get(seen)?.split(' ')
      let result = before?.[0] === head ? before[1] : undefined
      if (result === undefined) {
        entries ??= repo.entries(night)
        result = follow(db, store, night, file, entries)
        followed.set(
          seen,
          `${repo.head(night)?.head ?? ''} ${result === 'differ' ? 'differ' : 'same'}`,
        )
      }
      if (result === 'added') out.added++
      else if (result === 'extended') out.extended++
      // this laptop's own file is only its past: never another version
      else if (result === 'differ' && file.laptop !== me) {
        if (!out.differ.includes(night)) out.differ.push(night)
        if (!out.versions.some((v) => v.night === night && v.laptop === file.laptop))
          out.versions.push({ night, laptop: file.laptop })
      }
    }
  }
  return out
}
