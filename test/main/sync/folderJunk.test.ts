// A club folder holds whatever the people and programs around it put there (findings 10 and 11):
// Finder's .DS_Store, Windows' desktop.ini and Thumbs.db, a README, folders named like the app's
// files, links, pipes, huge files, nesting bombs, thousands of files. None stops a look or a join;
// each is named once, in words, and only what may still become whole counts as "still copying".
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { Person } from '@shared/views'
import type { SyncStatus } from '@shared/sync/views'
import { describe, expect, it } from 'vitest'
import { FOLDER_FILE } from '../../../src/main/sync/folderLock'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import { encodeSegment, segmentName } from '../../../src/main/sync/segmentFile'
import { must } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { annsClub, laptopWith, look, seen } from './laptops'

/** Ann's club in a folder, and the folder of Ann's laptop in it. */
async function sharedClub(passphrase: string | null = null) {
  const folder = tempFolder()
  const ann = laptopWith(() => folder)
  const clubId = await annsClub(ann)
  look(ann, folder, clubId, passphrase)
  const mine = join(folder, LAPTOPS_FOLDER, ann.ctx.club.clock.laptop)
  return { folder, ann, clubId, mine }
}

const kinds = (r: { scan: { notices: { kind: string; count: number }[] } } | null) =>
  Object.fromEntries((r?.scan.notices ?? []).map((n) => [n.kind, n.count]))

describe('a club folder holding what a folder can hold', () => {
  it('reads past stray files and folders named like its files, naming them once', async () => {
    const { folder, ann, clubId, mine } = await sharedClub()
    const laptops = join(folder, LAPTOPS_FOLDER)
    for (const name of ['.DS_Store', 'desktop.ini', 'Thumbs.db', 'README.txt'])
      writeFileSync(join(laptops, name), 'not the app’s')
    writeFileSync(join(mine, '.DS_Store'), '\x00\x00\x00\x01Bud1')
    mkdirSync(join(mine, segmentName(7)))
    mkdirSync(join(mine, `night-${'a'.repeat(32)}.json`))
    mkdirSync(join(laptops, 'not-a-laptop id'))
    const bea = laptopWith(() => folder)
    for (let i = 0; i < 2; i++) {
      const read = look(bea, folder, clubId)
      expect(read?.added ?? 0).toBeGreaterThanOrEqual(i === 0 ? 10 : 0)
      expect(kinds(read)).toMatchObject({ stray: 5, strayFolder: 3 })
      // junk never becomes whole: it is not "still copying"
      expect(read?.scan.torn).toEqual([])
    }
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
    // the host's laptop keeps looking too, and the panel says it in words
    await must<SyncStatus>(ann.call, 'sync:pickFolder', { clubId, laptopName: 'Ann’s laptop' })
    const status = await must<SyncStatus>(ann.call, 'sync:now', { clubId })
    expect(status.problem).toBeNull()
    expect(status.notices.map((n) => n.kind).sort()).toEqual(['stray', 'strayFolder'])
  })

  it('does not follow links: a dangling one, one named like a segment to /dev/zero', async () => {
    const { folder, ann, clubId, mine } = await sharedClub()
    symlinkSync('/nowhere/at/all', join(folder, LAPTOPS_FOLDER, 'zzzz9999'))
    symlinkSync('/dev/zero', join(mine, segmentName(9)))
    symlinkSync(join(mine, segmentName(1)), join(mine, 'segment-00000001 (1).json'))
    const bea = laptopWith(() => folder)
    // followed, the link to /dev/zero would read without end: the look names all three instead
    const read = look(bea, folder, clubId)
    expect(kinds(read)).toMatchObject({ link: 3 })
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  })

  it('skips a pipe named like a segment without opening it (it would wait forever)', async () => {
    const { folder, ann, clubId, mine } = await sharedClub()
    execFileSync('mkfifo', [join(mine, segmentName(2))])
    execFileSync('mkfifo', [join(mine, `night-${'b'.repeat(32)}.json`)])
    const bea = laptopWith(() => folder)
    const read = look(bea, folder, clubId)
    expect(kinds(read)).toMatchObject({ special: 2 })
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  })

  it('leaves a file over the size limit unread, and keeps the look small', async () => {
    const { folder, ann, clubId, mine } = await sharedClub()
    const huge = join(mine, segmentName(3))
    writeFileSync(huge, '')
    truncateSync(huge, 200 * 1024 * 1024) // 200 MB of zeros, sparse on disk
    const bea = laptopWith(() => folder)
    const before = process.memoryUsage().rss
    const read = look(bea, folder, clubId)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
    expect(kinds(read)).toMatchObject({ tooBig: 1 })
    expect(read?.scan.torn).toEqual([])
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  })

  it.each([null, 'dice on tuesdays'])(
    'refuses JSON nested deeper than its limit before hashing it (passphrase %s)',
    async (passphrase) => {
      const { folder, ann, clubId, mine } = await sharedClub(passphrase)
      const bomb = `${'['.repeat(5000)}${']'.repeat(5000)}`
      const head = { format: 'bunco-night/sync-segment', version: 1, laptop: 'zzzz0000', seq: 1 }
      const body = `{"id":"ev-00000000","hlc":"x","scope":"roster","body":${bomb}}`
      const forged = `${JSON.stringify(head).slice(0, -1)},"events":[${body}],"sha256":"${'0'.repeat(64)}"}`
      mkdirSync(join(folder, LAPTOPS_FOLDER, 'zzzz0000'))
      writeFileSync(join(folder, LAPTOPS_FOLDER, 'zzzz0000', segmentName(1)), forged)
      writeFileSync(join(mine, `night-${'c'.repeat(32)}.json`), bomb)
      const bea = laptopWith(() => folder)
      const read = look(bea, folder, clubId, passphrase)
      expect(kinds(read)).toMatchObject({ tooDeep: 2 })
      expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
      expect(look(ann, folder, clubId, passphrase)?.written).toBe(0)
    },
  )

  // how long such a look takes is the sync-junk benchmark's to say, not a test's
  it('names 10,000 junk files once', async () => {
    const { folder, ann, clubId } = await sharedClub()
    const junk = join(folder, LAPTOPS_FOLDER, 'junk0000')
    mkdirSync(junk)
    for (let i = 0; i < 10_000; i++) writeFileSync(join(junk, `photo-${i}.jpg`), '')
    const bea = laptopWith(() => folder)
    look(bea, folder, clubId)
    const read = look(bea, folder, clubId)
    expect(kinds(read)).toMatchObject({ stray: 10_000 })
    expect(read?.scan.notices).toHaveLength(1)
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  }, 30_000)

  it('takes in no person that nothing of the club names (one-person segments by the hundred)', async () => {
    const { folder, ann, clubId } = await sharedClub()
    for (let n = 0; n < 300; n++) {
      const laptop = `spam${String(n).padStart(4, '0')}`
      const uid = n.toString(16).padStart(32, 'f')
      const person = { kind: 'person', uid, name: `Spam ${n}`, note: '', archived: false }
      const event = {
        id: `pp-${uid}`,
        hlc: `00000000000${n % 10}.00000.${laptop}`,
        scope: 'roster',
        body: person,
      }
      mkdirSync(join(folder, LAPTOPS_FOLDER, laptop))
      writeFileSync(
        join(folder, LAPTOPS_FOLDER, laptop, segmentName(1)),
        encodeSegment(laptop, 1, [event]),
      )
    }
    const bea = laptopWith(() => folder)
    look(bea, folder, clubId)
    const people = await must<Person[]>(bea.call, 'roster:list', { includeArchived: true })
    expect(people.filter((p) => p.name.startsWith('Spam'))).toEqual([])
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  }, 30_000)

  it('refuses a lock file with PBKDF2 parameters not its own at once, without blaming the passphrase', async () => {
    const pass = 'dice on tuesdays'
    const { folder, ann, clubId } = await sharedClub(pass)
    const lock = JSON.parse(readFileSync(join(folder, FOLDER_FILE), 'utf8')) as Record<
      string,
      unknown
    >
    writeFileSync(join(folder, FOLDER_FILE), JSON.stringify({ ...lock, iterations: 10_000_000 }))
    // refused by its shape (the app's own iterations only), before any key is derived
    const read = look(ann, folder, clubId, pass)
    expect(read?.lock).not.toBe('wrongPassphrase')
    expect(kinds(read)).toMatchObject({ lockForeign: 1 })
    // a laptop that saw the folder's own lock puts it back: the club goes on
    const club = await must<ClubView>(ann.call, 'club:get', { clubId })
    expect(club.name).toBe('Tuesday Bunco')
    expect(look(ann, folder, clubId, pass)?.lock).toBe('sealed')
    expect(readdirSync(folder)).toContain(FOLDER_FILE)
  })
})
