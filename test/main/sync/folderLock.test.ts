// A club folder locked by a passphrase: the files say nothing to a laptop without it, a wrong
// passphrase is told apart from a right one, and laptops that have it converge as before.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import { describe, expect, it } from 'vitest'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { lockFolder, readLock, seal, unseal } from '../../../src/main/sync/folderLock'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import { decodeSegment, encodeSegment } from '../../../src/main/sync/segmentFile'
import { must, type Call } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'

const MONEY = { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' as const }
const PASS = 'dice on tuesdays 2027'

function laptop(folder: string): { ctx: MainContext; call: Call } {
  const ctx = createMainContext({
    dataFolder: tempFolder(),
    locales: ['en-US'],
    version: '0.1.0',
    hooks: { pickFolder: () => Promise.resolve(folder) },
  })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

describe('a locked club folder', () => {
  it('seals and opens text with the key, and refuses an altered or foreign one', () => {
    const folder = tempFolder()
    const key = lockFolder(folder, PASS)
    const sealed = seal(key, 'Ann paid €5.00')
    expect(unseal(key, sealed)).toBe('Ann paid €5.00')
    expect(unseal(Buffer.alloc(32, 1), sealed)).toBeNull()
    const altered = { ...sealed, data: Buffer.from('Ann paid €50.00').toString('base64') }
    expect(unseal(key, altered)).toBeNull()
    const lock = readLock(folder, PASS)
    expect(lock.kind === 'locked' && lock.key?.equals(key)).toBe(true)
    expect(readLock(folder, 'not the passphrase')).toMatchObject({ kind: 'locked', key: null })
    expect(readLock(folder, null)).toMatchObject({ kind: 'locked', key: null })
    expect(readLock(tempFolder(), PASS)).toEqual({ kind: 'open' })
  })

  it('writes segments that hold no name in the clear, and reads them only with the key', () => {
    const key = lockFolder(tempFolder(), PASS)
    const event = { id: 'ev-00000001', hlc: 'x', scope: 'roster', body: { name: 'Zoë Müller' } }
    const text = encodeSegment('ann1', 1, [event], key)
    expect(text).not.toContain('Zoë')
    expect(decodeSegment(text)).toEqual({ kind: 'locked' })
    expect(decodeSegment(text, Buffer.alloc(32, 7))).toEqual({ kind: 'locked' })
    const read = decodeSegment(text, key)
    expect(read.kind === 'segment' && read.segment.events).toEqual([event])
    expect(decodeSegment(text.slice(0, text.length - 9), key).kind).toBe('torn')
  })

  it('shares a club between two laptops with the passphrase; a third without it sees a lock', async () => {
    const folder = tempFolder()
    const ann = laptop(folder)
    const club = await must<ClubView>(ann.call, 'club:create', {
      name: 'Secret Bunco',
      money: MONEY,
    })
    const [p] = await Promise.all([
      must<{ person: { id: number } }>(ann.call, 'roster:add', { name: 'Zoë Müller' }),
    ])
    await must(ann.call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'role', personId: p?.person.id, role: 'member' },
    })
    const shared = await must<SyncStatus>(ann.call, 'sync:pickFolder', {
      clubId: club.clubId,
      laptopName: 'Ann',
      passphrase: PASS,
    })
    expect(shared.sealed).toBe(true)
    // nothing in the folder names anyone in the clear
    const mine = join(folder, LAPTOPS_FOLDER, readdirSync(join(folder, LAPTOPS_FOLDER))[0] ?? '')
    for (const f of readdirSync(mine).filter((n) => n.startsWith('segment-')))
      expect(readFileSync(join(mine, f), 'utf8')).not.toContain('Zoë')
    // Bea without the passphrase: refused in plain words, nothing added
    const bea = laptop(folder)
    const refused = await bea.call('sync:join', { laptopName: 'Bea' })
    expect(refused.ok ? 'accepted' : refused.error.message).toContain('locked with a passphrase')
    const wrong = await bea.call('sync:join', { laptopName: 'Bea', passphrase: 'wrong passphrase' })
    expect(wrong.ok ? 'accepted' : wrong.error.message).toContain('does not open this folder')
    expect(await must<unknown[]>(bea.call, 'club:list', {})).toEqual([])
    // with it, she has the club and its people
    const [joined] = await must<SyncStatus[]>(bea.call, 'sync:join', {
      laptopName: 'Bea',
      passphrase: PASS,
    })
    expect(joined?.sealed).toBe(true)
    const there = await must<ClubView>(bea.call, 'club:get', { clubId: club.clubId })
    expect(there.people.map((x) => x.name)).toEqual(['Zoë Müller'])
    ann.ctx.close()
    bea.ctx.close()
  })
})
