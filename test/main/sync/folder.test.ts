// The club folder as sync services leave it: whole segments read, half-copied ones left until
// whole, conflicted copies read like any other copy, temporary and foreign files never read.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAPTOPS_FOLDER, scanFolder } from '../../../src/main/sync/folderScan'
import {
  decodeSegment,
  encodeSegment,
  readName,
  segmentName,
  type SyncEvent,
} from '../../../src/main/sync/segmentFile'
import { sweepTemporaries, writeWhole } from '../../../src/main/sync/wholeFile'
import {
  listFolder,
  parseShallow,
  readCapped,
  shallowEnough,
} from '../../../src/main/sync/safeFiles'
import { tempFolder } from '../helpers'

const event = (n: number, body: unknown = { n }): SyncEvent => ({
  id: `ev-${String(n).padStart(8, '0')}`,
  hlc: `00000000000${n}.00000.ann1`,
  scope: 'club:club-00000001',
  body,
})

/** A club folder with one laptop's folder in it. */
function clubFolder(laptop = 'ann1'): { root: string; dir: string } {
  const root = tempFolder()
  const dir = join(root, LAPTOPS_FOLDER, laptop)
  mkdirSync(dir, { recursive: true })
  return { root, dir }
}

describe('segment files', () => {
  it('read back exactly what was written, checksum and all', () => {
    const text = encodeSegment('ann1', 3, [event(1), event(2, { name: 'Zoë 山田' })])
    const read = decodeSegment(text)
    expect(read.kind).toBe('segment')
    if (read.kind === 'segment') expect(read.segment.events.map((e) => e.id)).toHaveLength(2)
  })

  it('are torn when cut anywhere, altered when one character changed', () => {
    const text = encodeSegment('ann1', 1, [event(1), event(2), event(3)])
    for (let cut = 1; cut < text.length - 2; cut += 7)
      expect(decodeSegment(text.slice(0, cut)).kind).toBe('torn')
    // whole JSON with a checksum that does not match never becomes whole: not "still copying"
    expect(decodeSegment(text.replace('"n":2', '"n":9'))).toEqual({
      kind: 'altered',
      reason: 'checksum',
    })
    expect(decodeSegment('{"format":"bunco-night/sync-segment","version":2}')).toEqual({
      kind: 'newer',
      version: 2,
    })
  })

  it('know a sync service’s copies by name, and nothing that is not a segment', () => {
    expect(readName(segmentName(12))).toEqual({ seq: 12, copy: false, relay: false })
    expect(readName('segment-00000012 (Ann’s conflicted copy 2026-12-01).json')).toEqual({
      seq: 12,
      copy: true,
      relay: false,
    })
    expect(readName('segment-00000012 (1).json')).toEqual({ seq: 12, copy: true, relay: false })
    expect(readName(segmentName(3, true))).toEqual({ seq: 3, copy: false, relay: true })
    expect(readName('.segment-00000012.json.99.ab12cd34.tmp')).toBeNull()
    expect(readName('notes.txt')).toBeNull()
  })

  it('are written whole: no temporary file is left, and the content replaces the old', () => {
    const { root, dir } = clubFolder()
    writeWhole(dir, segmentName(1), encodeSegment('ann1', 1, [event(1)]))
    writeWhole(dir, segmentName(1), encodeSegment('ann1', 1, [event(1), event(2)]))
    const scan = scanFolder(root)
    expect(scan?.segments[0]?.events).toHaveLength(2)
    expect(readFileSync(join(dir, segmentName(1)), 'utf8')).toContain('ev-00000002')
  })
})

describe('temporary files a kill left behind', () => {
  it('are swept from this laptop’s folder once they are a minute old, never younger', () => {
    const { dir } = clubFolder()
    writeFileSync(join(dir, '.segment-00000001.json.1.ab.tmp'), 'half')
    writeFileSync(join(dir, segmentName(1)), encodeSegment('ann1', 1, [event(1)]))
    expect(sweepTemporaries(dir)).toBe(0)
    expect(sweepTemporaries(dir, Date.now() + 61_000)).toBe(1)
    expect(readdirSync(dir)).toEqual([segmentName(1)])
  })
})

describe('scanning the club folder', () => {
  it('reads whole files and conflicted copies, leaves torn and temporary files', () => {
    const { root, dir } = clubFolder()
    const one = encodeSegment('ann1', 1, [event(1)])
    const two = encodeSegment('ann1', 2, [event(2), event(3)])
    writeFileSync(join(dir, segmentName(1)), one)
    writeFileSync(join(dir, segmentName(2)), two.slice(0, two.length / 2))
    // Dropbox kept an older, whole version of segment 2 beside the one being copied
    writeFileSync(
      join(dir, 'segment-00000002 (Bea’s conflicted copy 2026-12-01).json'),
      encodeSegment('ann1', 2, [event(2)]),
    )
    // Google Drive's duplicate of segment 1, identical: read once
    writeFileSync(join(dir, 'segment-00000001 (1).json'), one)
    writeFileSync(join(dir, `.${segmentName(3)}.1.abcd.tmp`), 'half')
    const scan = scanFolder(root)
    expect(scan?.torn).toEqual([join(LAPTOPS_FOLDER, 'ann1', segmentName(2))])
    expect(scan?.conflictCopies).toHaveLength(2)
    expect(scan?.segments.flatMap((s) => s.events.map((e) => e.id)).sort()).toEqual([
      'ev-00000001',
      'ev-00000002',
    ])
    expect(scan?.laptops).toEqual(['ann1'])
  })

  it('does not take a segment filed under another laptop’s folder as that laptop’s', () => {
    const { root, dir } = clubFolder('bea2')
    writeFileSync(join(dir, segmentName(1)), encodeSegment('ann1', 1, [event(1)]))
    expect(scanFolder(root)?.segments).toEqual([])
  })

  it('lists at most its limit of entries per folder, and says there were more', () => {
    const { dir } = clubFolder()
    for (let i = 0; i < 30; i++) writeFileSync(join(dir, `junk-${i}`), '')
    expect(listFolder(dir, 10)).toMatchObject({ more: true })
    expect(listFolder(dir, 10)?.entries).toHaveLength(10)
    expect(listFolder(dir, 30)).toMatchObject({ more: false })
    expect(listFolder(join(dir, 'junk-1'))).toBeNull()
  })

  it('reads a file only up to its limit, and JSON only when shallow enough', () => {
    const { dir } = clubFolder()
    writeFileSync(join(dir, 'a.json'), '{"a":[1,2,{"b":"[[[[["}]}')
    expect(readCapped(join(dir, 'a.json'), 100)).toMatchObject({ ok: true })
    expect(readCapped(join(dir, 'a.json'), 10)).toEqual({ ok: false, why: 'tooBig' })
    expect(readCapped(join(dir, 'gone.json'))).toEqual({ ok: false, why: 'gone' })
    // brackets inside strings do not count; escaped quotes do not end a string
    expect(shallowEnough('{"a":[1,2,{"b":"[[[[[\\"[["}]}', 3)).toBe(true)
    expect(shallowEnough('[[[[1]]]]', 3)).toBe(false)
    expect(parseShallow('[[[[1]]]]', 3)).toEqual({ ok: false, why: 'tooDeep' })
    expect(parseShallow('[[1]', 3)).toEqual({ ok: false, why: 'notJson' })
    expect(parseShallow('[[1]]', 3)).toEqual({ ok: true, value: [[1]] })
  })

  it('says the folder is gone when it is (an unplugged stick)', () => {
    expect(scanFolder(join(tempFolder(), 'gone'))).toBeNull()
  })
})
