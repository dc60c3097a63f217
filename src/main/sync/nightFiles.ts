// A club's nights through its folder: the laptop that changed a night writes the night whole into
// its own file (its actions, the people behind its player keys), rewritten whole each time it
// changes. A laptop that does not have the night takes it in; one that has fewer of its actions
// (the same ones, in the same order) takes the rest; one whose copy went another way keeps its
// own and says so; the other version stays in the folder, never lost.
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { isGhost } from '@shared/bunco'
import { playerKey, type NightAction } from '@shared/night'
import { NightActionSchema } from '@shared/schemas/actions'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { actionOf } from '../night/eventRows'
import type { NightStore } from '../night/nightStore'
import { remapAction } from '../night/remapPlayers'
import { activeActions } from '../night/undoStack'
import { transferRepo } from '../transfer/transferRepo'
import { LAPTOPS_FOLDER, type FolderScan } from './folderScan'
import { fileSha, seal, sealedOf, unseal } from './folderLock'
import type { FolderAccess } from './lockRecord'
import type { Notices } from './notices'
import { parseShallow, readCapped } from './safeFiles'
import { writeWhole } from './wholeFile'

const Uid = z.string().regex(/^[0-9a-f]{32}$/)
const NightFileSchema = z.strictObject({
  format: z.literal('bunco-night/sync-night'),
  version: z.literal(1),
  night: Uid,
  people: z.array(
    z.strictObject({ uid: Uid, name: z.string().min(1).max(200), note: z.string().max(500) }),
  ),
  players: z.record(z.string(), Uid),
  actions: z.array(z.strictObject({ at: z.string().max(40), action: NightActionSchema })).min(1),
})

type NightFile = z.infer<typeof NightFileSchema>

/** What reading the nights of a folder did. */
export interface NightsRead {
  added: number
  extended: number
  /** Nights whose copy here went another way than another laptop's (both kept). */
  differ: string[]
  /** Each other laptop whose copy of a night went another way, by night uid. */
  versions: { night: string; laptop: string }[]
}

const fileName = (nightUid: string): string => `night-${nightUid}.json`

function digest(actions: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(actions)).digest('hex')
}

/** Writes the club's nights this laptop holds into its own files, where they changed. */
export function writeNights(
  db: Db,
  store: NightStore,
  folder: string,
  laptop: string,
  nightIds: readonly number[],
  key: Buffer | null,
): number {
  const repo = transferRepo(db)
  const uidOf = new Map(repo.nights().map((n) => [n.id, n.uid]))
  const people = new Map(repo.people().map((p) => [p.uid, p]))
  const dir = join(folder, LAPTOPS_FOLDER, laptop)
  mkdirSync(dir, { recursive: true })
  let written = 0
  for (const nightId of nightIds) {
    const uid = uidOf.get(nightId)
    if (!uid) continue
    const actions = activeActions(store.events(nightId)).map((e) => ({
      at: e.created_at,
      action: actionOf(e),
    }))
    if (actions.length === 0) continue
    const players = Object.fromEntries(repo.playerUids(nightId).map((p) => [p.player, p.uid]))
    const file: NightFile = {
      format: 'bunco-night/sync-night',
      version: 1,
      night: uid,
      people: Object.values(players).flatMap((u) => {
        const p = people.get(u)
        return p ? [{ uid: u, name: p.name, note: p.note }] : []
      }),
      players,
      actions,
    }
    const path = join(dir, fileName(uid))
    const body = JSON.stringify(file)
    const text = `${JSON.stringify(
      key ? { sealed: seal(key, body), sha: digest([body]) } : { night: file, sha: digest([body]) },
    )}\n`
    // unchanged since last written: nothing to do (a look every 30 s writes nothing)
    const there = readCapped(path)
    const was = there.ok ? readNightFile(there.text, { key, vouched: null }) : null
    if (was && typeof was !== 'string' && was.sha === digest([body])) continue
    writeWhole(dir, fileName(uid), text)
    written++
  }
  return written
}

const Envelope = z.strictObject({
  night: z.unknown().optional(),
  sealed: z.unknown().optional(),
  sha: z.string().regex(/^[0-9a-f]{64}$/),
})

/** Why a night file was not read: cut (still copying), altered, too deep, locked or unsealed. */
type NightRefusal = 'torn' | 'altered' | 'tooDeep' | 'locked' | 'unsealed'

function readNightFile(
  text: string,
  access: FolderAccess,
): { file: NightFile; sha: string } | NightRefusal {
  const json = parseShallow(text)
  if (!json.ok) return json.why === 'tooDeep' ? 'tooDeep' : 'torn'
  const raw = Envelope.safeParse(json.value)
  if (!raw.success) return 'altered'
  const sealed = sealedOf(raw.data.sealed)
  if (!sealed && access.vouched && !access.vouched.has(fileSha(text))) return 'unsealed'
  if (sealed && !access.key) return 'locked'
  const body = sealed && access.key ? unseal(access.key, sealed) : JSON.stringify(raw.data.night)
  if (body === null) return 'locked'
  if (digest([body]) !== raw.data.sha) return 'altered'
  const inner = parseShallow(body)
  if (!inner.ok) return inner.why === 'tooDeep' ? 'tooDeep' : 'altered'
  const file = NightFileSchema.safeParse(inner.value)
  return file.success ? { file: file.data, sha: raw.data.sha } : 'altered'
}

/** Takes in every night file of the folder this store lacks, or has fewer actions of. */
export function readNights(
  db: Db,
  store: NightStore,
  scan: FolderScan,
  access: FolderAccess,
  note: Notices,
  me: string,
): NightsRead {
  const repo = transferRepo(db)
  const out: NightsRead = { added: 0, extended: 0, differ: [], versions: [] }
  for (const { laptop, path, text } of scan.nightFiles) {
    const read = readNightFile(text, access)
    if (read === 'torn') scan.torn.push(path)
    else if (read === 'locked') scan.locked.push(path)
    else if (typeof read === 'string') note.add(read, path)
    if (typeof read === 'string') continue
    // the same file against the same copy here gives the same answer: not replayed each look
    const here = repo.nightIdByUid(read.file.night)
    const mark = `${read.sha}:${here === undefined ? 0 : store.lastEventId(here)}`
    const known = looked(store).get(path)
    let result: ReturnType<typeof takeNight>
    if (known?.mark === mark) result = known.result === 'differ' ? 'differ' : 'same'
    else {
      try {
        result = takeNight(store, repo, read.file)
      } catch {
        // a night that does not replay here (two laptops' people merged into one in it): both
        // copies stay, this laptop's is kept, and the host is told
        result = 'differ'
      }
      const now = repo.nightIdByUid(read.file.night)
      looked(store).set(path, {
        mark: `${read.sha}:${now === undefined ? 0 : store.lastEventId(now)}`,
        result,
      })
    }
    if (result === 'added') out.added++
    else if (result === 'extended') out.extended++
    else if (result === 'differ' && laptop !== me) {
      if (!out.differ.includes(read.file.night)) out.differ.push(read.file.night)
      if (!out.versions.some((v) => v.night === read.file.night && v.laptop === laptop))
        out.versions.push({ night: read.file.night, laptop })
    }
  }
  return out
}

// per store: each night file's digest and the copy here it was last compared with, and the answer
const lookedAt = new WeakMap<NightStore, Map<string, { mark: string; result: string }>>()

const LOOKED_KEPT = 4096

function looked(store: NightStore): Map<string, { mark: string; result: string }> {
  const found = lookedAt.get(store) ?? new Map<string, { mark: string; result: string }>()
  lookedAt.set(store, found)
  // a folder full of copies never grows it past a bound: the oldest answers go first
  for (const old of found.keys()) if (found.size > LOOKED_KEPT) found.delete(old)
  return found
}

// a player key of the file's night as this store names the same person
function remapOf(
  repo: ReturnType<typeof transferRepo>,
  file: NightFile,
): (player: string) => string {
  return (player) => {
    if (isGhost(player)) return player
    const uid = file.players[player]
    const id = uid ? repo.personByUid(uid)?.id : undefined
    if (id === undefined) throw new Error(`unknown player ${player}`)
    return playerKey(id)
  }
}

function takeNight(
  store: NightStore,
  repo: ReturnType<typeof transferRepo>,
  file: NightFile,
): 'added' | 'extended' | 'same' | 'differ' {
  return store.transaction(() => {
    for (const p of file.people)
      if (!repo.personByUid(p.uid))
        repo.insertPerson({
          uid: p.uid,
          name: p.name,
          note: p.note,
          archived: 0,
          created_at: new Date().toISOString(),
        })
    const actions = file.actions.map((a) =>
      remapAction(a.action as NightAction, remapOf(repo, file)),
    )
    const here = repo.nightIdByUid(file.night)
    if (here === undefined) {
      const first = actions[0]
      if (first?.type !== 'create') return 'same'
      const created = store.create(first)
      for (const action of actions.slice(1)) store.apply(created.nightId, action)
      repo.setNightUid(created.nightId, file.night)
      return 'added'
    }
    const mine = activeActions(store.events(here)).map((e) => actionOf(e))
    const same = (a: NightAction, b: NightAction): boolean =>
      JSON.stringify(a) === JSON.stringify(b)
    const prefix = mine.every(
      (a, i) => actions[i] !== undefined && same(a, actions[i] as NightAction),
    )
    if (prefix && actions.length > mine.length) {
      for (const action of actions.slice(mine.length)) store.apply(here, action)
      return 'extended'
    }
    const theirsIsPrefix = actions.every(
      (a, i) => mine[i] !== undefined && same(a, mine[i] as NightAction),
    )
    return theirsIsPrefix ? 'same' : 'differ'
  })
}

/**
 * Makes this laptop's copy of a night the one another laptop wrote: the actions after the part
 * both share are undone here (they stay in this night's history, never deleted) and the other
 * laptop's are applied, in one transaction. Returns false when that laptop has no such file.
 */
export function takeVersion(
  db: Db,
  store: NightStore,
  folder: string,
  access: FolderAccess,
  nightUid: string,
  laptop: string,
): boolean {
  const there = readCapped(join(folder, LAPTOPS_FOLDER, laptop, fileName(nightUid)))
  const read = there.ok ? readNightFile(there.text, access) : null
  const repo = transferRepo(db)
  const here = repo.nightIdByUid(nightUid)
  if (!read || typeof read === 'string' || here === undefined) return false
  store.transaction(() => {
    const theirs = read.file.actions.map((a) =>
      remapAction(a.action as NightAction, remapOf(repo, read.file)),
    )
    const mine = activeActions(store.events(here)).map((e) => actionOf(e))
    let shared = 0
    while (
      shared < mine.length &&
      shared < theirs.length &&
      JSON.stringify(mine[shared]) === JSON.stringify(theirs[shared])
    )
      shared++
    for (let i = mine.length; i > Math.max(shared, 1); i--) store.undo(here)
    for (const action of theirs.slice(Math.max(shared, 1))) store.apply(here, action)
  })
  return true
}
