// Every laptop relays what it holds (finding 7): a laptop lost with the folder's copy of its
// files reverted, or with the folder's lock remade under a new salt, loses nothing while another
// laptop holds its changes; a new laptop joining then gets them all.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import { describe, expect, it } from 'vitest'
import { FOLDER_FILE, lockFolder } from '../../../src/main/sync/folderLock'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import { segmentName } from '../../../src/main/sync/segmentFile'
import { pay } from '../../drivers/club-driver'
import { must } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { annsClub, laptopWith, look, seen, type Laptop } from './laptops'

const PASS = 'dice on tuesdays 2027'

/** Bea's laptop, joined to Ann's club, renames it and ticks a buy-in; both have looked. */
async function beasChanges(passphrase: string | null) {
  const folder = tempFolder()
  const ann = laptopWith(() => folder)
  const clubId = await annsClub(ann)
  look(ann, folder, clubId, passphrase)
  const bea = laptopWith(() => folder)
  look(bea, folder, clubId, passphrase)
  const beasFile = join(folder, LAPTOPS_FOLDER, bea.ctx.club.clock.laptop, segmentName(1))
  const before = (() => {
    try {
      return readFileSync(beasFile, 'utf8')
    } catch {
      return null
    }
  })()
  await must(bea.call, 'club:act', { clubId, action: { type: 'rename', name: 'Bea’s name' } })
  const club = await must<ClubView>(bea.call, 'club:get', { clubId })
  const entryId = club.seasons[0]?.entries[0]?.entryId ?? ''
  await pay(bea.call, clubId, entryId, club.people[3]?.personId ?? 0, 500)
  for (let i = 0; i < 2; i++) for (const l of [bea, ann]) look(l, folder, clubId, passphrase)
  return { folder, ann, bea, clubId, beasFile, before }
}

/** A new laptop joins with the passphrase, as a host does. */
async function cat(folder: string, passphrase: string | null): Promise<Laptop> {
  const l = laptopWith(() => folder)
  await must<SyncStatus[]>(l.call, 'sync:join', {
    laptopName: 'Cat’s laptop',
    ...(passphrase ? { passphrase } : {}),
  })
  return l
}

describe('a laptop lost', () => {
  it('loses nothing when the folder brings back an older copy of its files', async () => {
    const { folder, ann, clubId, beasFile, before } = await beasChanges(null)
    // Bea's laptop is gone; the service brings back her file as it was before her changes
    if (before) writeFileSync(beasFile, before)
    else rmSync(beasFile)
    look(ann, folder, clubId)
    const c = await cat(folder, null)
    expect(await seen(c, clubId)).toEqual(await seen(ann, clubId))
    expect((await must<ClubView>(c.call, 'club:get', { clubId })).name).toBe('Bea’s name')
  })

  it('loses nothing when the folder’s lock is remade under a new salt', async () => {
    const { folder, ann, clubId } = await beasChanges(PASS)
    // the lock file vanished and a laptop that never saw it locked the folder again
    rmSync(join(folder, FOLDER_FILE))
    lockFolder(folder, PASS)
    look(ann, folder, clubId, PASS)
    const c = await cat(folder, PASS)
    expect(await seen(c, clubId)).toEqual(await seen(ann, clubId))
    expect((await must<ClubView>(c.call, 'club:get', { clubId })).name).toBe('Bea’s name')
  })
})
