// Adversaries of the folder itself, each on a small club of its own in one shared folder: someone
// without the passphrase who had the club before the lock adds unsealed files, wrongly sealed
// files and changes claiming another laptop; a laptop is lost and the lock is remade under a new
// salt; the folder fills with what people and programs leave there. Each tells the tally what it
// found: forged changes taken in, looks that failed, laptops that disagree, changes lost.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { clubRepo } from '../../src/main/club/clubRepo'
import { FOLDER_FILE, lockFolder } from '../../src/main/sync/folderLock'
import { LAPTOPS_FOLDER } from '../../src/main/sync/folderScan'
import { decodeSegment, encodeSegment, segmentName } from '../../src/main/sync/segmentFile'
import type { AddedPerson, Person } from '../../src/shared/views'
import { clubSeason } from '../../test/drivers/club-driver'
import { junkFolder } from '../lib/junkFolder'
import { addPeople, must } from '../../test/drivers/night-driver'
import { exported, laptop, lookAt, type Laptop, type Tally } from './laptops'

const PASS = 'dice on tuesdays 2027'

/** A fresh small club on Ann's laptop, in a new shared folder. */
async function smallClub(): Promise<{ folder: string; ann: Laptop; clubId: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-sync-attack-'))
  const ann = laptop(folder)
  const people = await addPeople(ann.call, 6, 'Member')
  const { club } = await clubSeason(ann.call, {
    name: 'Attacked club',
    money: { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' },
    members: people,
    year: 2027,
    dates: ['2027-01-12', '2027-02-09'],
    host: null,
    place: () => '',
    notes: '',
  })
  return { folder, ann, clubId: club.clubId }
}

/** Whether laptops agree on the club; a disagreement clears `converged`. */
async function agree(laptops: readonly Laptop[], clubId: string, tally: Tally): Promise<void> {
  const all = await Promise.all(laptops.map((l) => exported(l, clubId)))
  if (all.some((e) => e !== all[0])) tally.converged = false
}

/** Forged files in a locked folder: unsealed, sealed with a wrong passphrase, another laptop's. */
export async function forgeries(tally: Tally): Promise<void> {
  const { folder, ann, clubId } = await smallClub()
  lookAt(ann, clubId, tally)
  const mallory = laptop()
  lookAt(mallory, clubId, tally, { folder })
  lookAt(ann, clubId, tally, { passphrase: PASS })
  const bea = laptop(folder)
  lookAt(bea, clubId, tally, { passphrase: PASS })
  for (let i = 0; i < 5; i++) {
    const added = await must<AddedPerson>(mallory.call, 'roster:add', { name: `Invented ${i}` })
    const action = { type: 'role', personId: added.person.id, role: 'member' }
    await must(mallory.call, 'club:act', { clubId, action })
  }
  await must(mallory.call, 'club:act', { clubId, action: { type: 'rename', name: 'Forged' } })
  lookAt(mallory, clubId, tally)
  const his = join(mallory.folder, LAPTOPS_FOLDER, mallory.ctx.club.clock.laptop)
  cpSync(his, join(folder, LAPTOPS_FOLDER, mallory.ctx.club.clock.laptop), { recursive: true })
  const wrongKey = createHash('sha256').update('a guessed passphrase').digest()
  const beaId = bea.ctx.club.clock.laptop
  for (const name of readdirSync(his).filter((n) => n.startsWith('segment-'))) {
    const read = decodeSegment(readFileSync(join(his, name), 'utf8'))
    if (read.kind !== 'segment') continue
    const claimed = read.segment.events.map((e) => ({
      ...e,
      hlc: e.hlc.replace(mallory.ctx.club.clock.laptop, beaId),
    }))
    const seq = 90 + read.segment.seq
    const dir = join(folder, LAPTOPS_FOLDER, beaId)
    writeFileSync(join(dir, segmentName(seq)), encodeSegment(beaId, seq, claimed))
    writeFileSync(join(dir, segmentName(seq + 1)), encodeSegment(beaId, seq + 1, claimed, wrongKey))
  }
  for (let i = 0; i < 2; i++)
    for (const l of [ann, bea]) lookAt(l, clubId, tally, { passphrase: PASS })
  const forged = new Set(
    clubRepo(mallory.ctx.db)
      .events(clubId)
      .filter((e) => e.laptop !== ann.ctx.club.clock.laptop)
      .map((e) => e.uid),
  )
  for (const l of [ann, bea]) {
    tally.forgedAccepted += clubRepo(l.ctx.db)
      .events(clubId)
      .filter((e) => forged.has(e.uid)).length
    const people = await must<Person[]>(l.call, 'roster:list', { includeArchived: true })
    tally.forgedAccepted += people.filter((p) => p.name.startsWith('Invented')).length
  }
  await agree([ann, bea], clubId, tally)
  for (const l of [ann, bea, mallory]) l.ctx.close()
}

/** A laptop lost, then the folder's lock remade under a new salt: a new laptop still gets it all. */
export async function lockRemade(tally: Tally): Promise<void> {
  const { folder, ann, clubId } = await smallClub()
  lookAt(ann, clubId, tally, { passphrase: PASS })
  const bea = laptop(folder)
  lookAt(bea, clubId, tally, { passphrase: PASS })
  await must(bea.call, 'club:act', { clubId, action: { type: 'rename', name: 'Bea’s name' } })
  for (let i = 0; i < 2; i++)
    for (const l of [bea, ann]) lookAt(l, clubId, tally, { passphrase: PASS })
  const made = clubRepo(bea.ctx.db)
    .events(clubId)
    .map((e) => e.uid)
  bea.ctx.close()
  rmSync(join(folder, FOLDER_FILE))
  lockFolder(folder, PASS)
  lookAt(ann, clubId, tally, { passphrase: PASS })
  const cat = laptop(folder)
  for (let i = 0; i < 2; i++) lookAt(cat, clubId, tally, { passphrase: PASS })
  tally.lost += made.filter((uid) => !clubRepo(cat.ctx.db).has(uid)).length
  await agree([ann, cat], clubId, tally)
  for (const l of [ann, cat]) l.ctx.close()
}

/** What people and programs leave in a folder: none of it stops a look, none of it is read. */
export async function junk(tally: Tally): Promise<{ lookMs: number }> {
  const { folder, ann, clubId } = await smallClub()
  lookAt(ann, clubId, tally)
  junkFolder(folder, ann.ctx.club.clock.laptop)
  const bea = laptop(folder)
  lookAt(bea, clubId, tally)
  const start = performance.now()
  lookAt(bea, clubId, tally)
  const lookMs = performance.now() - start
  lookAt(ann, clubId, tally)
  await agree([ann, bea], clubId, tally)
  for (const l of [ann, bea]) l.ctx.close()
  return { lookMs: Math.round(lookMs) }
}
