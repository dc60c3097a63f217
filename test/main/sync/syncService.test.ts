// Sharing a club through a folder from the host's side: the folder comes from the system's
// dialog, each laptop says its name there, a change reaches the other laptop when its folder
// changes (or at the next look), and an unplugged folder is said, not an error.
import { mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import type { ClubSummary, ClubView } from '@shared/club'
import type { StoreStatus } from '@shared/storage'
import type { SyncStatus } from '@shared/sync/views'
import { describe, expect, it, vi } from 'vitest'
import { must } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { laptopWith } from './laptops'

const MONEY = { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' as const }

const laptop = laptopWith

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 8000
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('a club folder, from the host’s side', () => {
  it('shares a club with a second laptop, names both laptops, follows the folder', async () => {
    const shared = tempFolder()
    const ann = laptop(() => shared)
    const bea = laptop(() => shared)
    const club = await must<ClubView>(ann.call, 'club:create', { name: 'Tuesday', money: MONEY })
    const first = await must<SyncStatus>(ann.call, 'sync:pickFolder', {
      clubId: club.clubId,
      laptopName: 'Ann’s laptop',
    })
    expect(first).toMatchObject({ folder: shared, problem: null, cameIn: 0 })
    expect(first.laptops).toEqual([expect.objectContaining({ name: 'Ann’s laptop', me: true })])
    // Bea's laptop has no club yet: it joins by the club's id from the folder
    const [joined] = await must<SyncStatus[]>(bea.call, 'sync:join', { laptopName: 'Bea’s laptop' })
    if (!joined) throw new Error('nothing joined')
    expect(joined.cameIn).toBe(1)
    expect(joined.laptops.map((l) => l.name).sort()).toEqual(['Ann’s laptop', 'Bea’s laptop'])
    expect((await must<ClubSummary[]>(bea.call, 'club:list', {})).map((c) => c.name)).toEqual([
      'Tuesday',
    ])
    // Ann renames it and looks; Bea's laptop sees the folder change and takes it in
    await must(ann.call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'rename', name: 'Tuesday Bunco' },
    })
    await must(ann.call, 'sync:now', { clubId: club.clubId })
    const seen = await until(
      () => must<ClubView>(bea.call, 'club:get', { clubId: club.clubId }),
      (v) => v.name === 'Tuesday Bunco',
    )
    expect(seen.name).toBe('Tuesday Bunco')
    ann.ctx.close()
    bea.ctx.close()
  })

  it('never writes the party’s Wi-Fi password (kept on this laptop only) into the club folder', async () => {
    const shared = tempFolder()
    const ann = laptop(() => shared)
    const password = 'Wifi-Secret-7319'
    await must(ann.call, 'phones:setWifi', { name: 'Maison Bunco', password })
    const club = await must<ClubView>(ann.call, 'club:create', { name: 'Tuesday', money: MONEY })
    const added = await must<{ person: { id: number } }>(ann.call, 'roster:add', { name: 'Ann' })
    await must(ann.call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'role', personId: added.person.id, role: 'member' },
    })
    await must(ann.call, 'sync:pickFolder', { clubId: club.clubId, laptopName: 'Ann’s laptop' })
    await must(ann.call, 'sync:now', { clubId: club.clubId })
    const files = readdirSync(shared, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => readFileSync(join(f.parentPath, f.name), 'utf8'))
    expect(files.some((text) => text.includes('Tuesday'))).toBe(true)
    for (const text of files) {
      expect(text).not.toContain(password)
      expect(text).not.toContain('Maison Bunco')
    }
    ann.ctx.close()
  })

  it('says the folder is gone when the stick is unplugged, and carries on when it is back', async () => {
    const root = tempFolder()
    const stick = join(root, 'stick')
    const ann = laptop(() => stick)
    mkdirSync(stick)
    const club = await must<ClubView>(ann.call, 'club:create', { name: 'Stick club', money: MONEY })
    await must(ann.call, 'sync:pickFolder', { clubId: club.clubId, laptopName: 'Ann' })
    renameSync(stick, join(root, 'elsewhere'))
    const gone = await must<SyncStatus>(ann.call, 'sync:now', { clubId: club.clubId })
    expect(gone.problem).toBe('folderGone')
    renameSync(join(root, 'elsewhere'), stick)
    const back = await must<SyncStatus>(ann.call, 'sync:now', { clubId: club.clubId })
    expect(back.problem).toBeNull()
    ann.ctx.close()
  })

  it('changes nothing when the host cancels the dialog, and stops sharing on request', async () => {
    const ann = laptop(() => null)
    const club = await must<ClubView>(ann.call, 'club:create', { name: 'No folder', money: MONEY })
    const status = await must<SyncStatus>(ann.call, 'sync:pickFolder', {
      clubId: club.clubId,
      laptopName: 'Ann',
    })
    expect(status.folder).toBeNull()
    expect(
      (await must<SyncStatus>(ann.call, 'sync:stop', { clubId: club.clubId })).folder,
    ).toBeNull()
    ann.ctx.close()
  })

  it('stops looking at the folder when a restore closes the store, without a crash', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    try {
      const shared = tempFolder()
      const ann = laptop(() => shared)
      const club = await must<ClubView>(ann.call, 'club:create', { name: 'Tuesday', money: MONEY })
      await must(ann.call, 'sync:pickFolder', { clubId: club.clubId, laptopName: 'Ann’s laptop' })
      vi.advanceTimersByTime(31_000)
      const backups = (await must<StoreStatus>(ann.call, 'storage:backup', {})).backups
      await must(ann.call, 'storage:restore', { name: backups[0]?.name })
      expect(ann.ctx.db.open).toBe(false)
      expect(() => vi.advanceTimersByTime(61_000)).not.toThrow()
      ann.ctx.close()
    } finally {
      vi.useRealTimers()
    }
  })
})
