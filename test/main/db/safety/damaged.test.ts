import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../../src/main/db/migrations'
import { openStoreSafely, STORE_FILE, type DamageReason } from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import {
  concat,
  countRows,
  expectUsable,
  goodMain,
  hashOf,
  liveStore,
  noise,
  NOW,
  SUFFIX,
  writeStore,
  type Part,
  type StoreFiles,
} from './fixtures'

const PAGE = 4096

/** A copy of `bytes` with `[from, to)` overwritten by `fill` (a byte or bytes). */
function patch(bytes: Uint8Array, from: number, to: number, fill: number | Uint8Array): Uint8Array {
  const out = Uint8Array.from(bytes)
  if (typeof fill === 'number') out.fill(fill, from, to)
  else out.set(fill.subarray(0, to - from), from)
  return out
}

const good = (): Uint8Array => goodMain()
const pages = (): number => good().length / PAGE
const page = (n: number): [number, number] => [(n - 1) * PAGE, n * PAGE]
const WAL_HEADER = 32

interface Variant {
  name: string
  files: () => StoreFiles
  reason: DamageReason
  /** Rows of the original that must still be in the store (only when just the log was bad). */
  kept?: string
}

const truncations = [1, 15, 16, 99, 100, 1000, 4095, 4096, 4097]
const randomSizes = [1, 100, 512, 4096, 8192, 65536, 100_000]

const variants: Variant[] = [
  ...truncations.map((n) => ({
    name: `truncated to ${n} bytes`,
    files: (): StoreFiles => ({ main: good().subarray(0, n) }),
    reason: (n < 16 ? 'not-sqlite' : 'corrupt') as DamageReason,
  })),
  {
    name: 'truncated to half its pages',
    files: () => ({ main: good().subarray(0, Math.floor(pages() / 2) * PAGE) }),
    reason: 'corrupt',
  },
  {
    name: 'last page missing',
    files: () => ({ main: good().subarray(0, good().length - PAGE) }),
    reason: 'corrupt',
  },
  {
    name: 'last byte missing',
    files: () => ({ main: good().subarray(0, good().length - 1) }),
    reason: 'corrupt',
  },
  {
    name: 'zeroed header',
    files: () => ({ main: patch(good(), 0, 100, 0) }),
    reason: 'not-sqlite',
  },
  {
    name: 'zeroed magic string',
    files: () => ({ main: patch(good(), 0, 16, 0) }),
    reason: 'not-sqlite',
  },
  {
    name: 'zeroed page 1 after the header (schema table)',
    files: () => ({ main: patch(good(), 100, PAGE, 0) }),
    reason: 'corrupt',
  },
  {
    name: 'zeroed page 2',
    files: () => ({ main: patch(good(), ...page(2), 0) }),
    reason: 'corrupt',
  },
  {
    name: 'zeroed middle page',
    files: () => ({ main: patch(good(), ...page(Math.ceil(pages() / 2)), 0) }),
    reason: 'corrupt',
  },
  {
    name: 'zeroed last page',
    files: () => ({ main: patch(good(), ...page(pages()), 0) }),
    reason: 'corrupt',
  },
  {
    name: 'random bytes over pages 3 to 5',
    files: () => ({ main: patch(good(), 2 * PAGE, 5 * PAGE, noise(7, 3 * PAGE)) }),
    reason: 'corrupt',
  },
  {
    name: 'random bytes over the schema table',
    files: () => ({ main: patch(good(), 100, PAGE, noise(8, PAGE)) }),
    reason: 'corrupt',
  },
  {
    name: 'header of a newer SQLite file format (read version 3)',
    files: () => ({ main: patch(good(), 18, 20, 3) }),
    reason: 'corrupt',
  },
  {
    name: 'impossible page size in the header',
    files: () => ({ main: patch(good(), 16, 18, Uint8Array.of(0x03, 0xe8)) }),
    reason: 'corrupt',
  },
  ...randomSizes.map((n, i) => ({
    name: `${n} random bytes`,
    files: (): StoreFiles => ({ main: noise(100 + i, n) }),
    reason: 'not-sqlite' as DamageReason,
  })),
  {
    name: 'SQLite magic followed by random bytes',
    files: () => ({ main: concat('SQLite format 3\0', noise(9, 2 * PAGE - 16)) }),
    reason: 'corrupt',
  },
  {
    name: 'a text file',
    files: () => ({ main: concat('Bunco night\nTable 1: Ann, Bob\n'.repeat(50)) }),
    reason: 'not-sqlite',
  },
  {
    name: 'a JSON file',
    files: () => ({ main: concat(JSON.stringify({ players: ['Ann', 'Bob'], round: 3 })) }),
    reason: 'not-sqlite',
  },
  {
    name: 'a PNG image',
    files: () => ({ main: concat('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', noise(10, 3000)) }),
    reason: 'not-sqlite',
  },
  {
    name: 'a zip archive',
    files: () => ({ main: concat('PK\x03\x04\x14\0\0\0\x08\0', noise(11, 5000)) }),
    reason: 'not-sqlite',
  },
  {
    name: 'a PDF',
    files: () => ({ main: concat('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', noise(12, 2000)) }),
    reason: 'not-sqlite',
  },
  {
    name: 'all 0xFF bytes',
    files: () => ({ main: new Uint8Array(PAGE).fill(0xff) }),
    reason: 'not-sqlite',
  },
  {
    name: 'all zero bytes',
    files: () => ({ main: new Uint8Array(2 * PAGE) }),
    reason: 'not-sqlite',
  },
  {
    name: 'empty file with a stray valid -wal',
    files: () => ({ main: new Uint8Array(0), wal: liveStore().wal }),
    reason: 'stray-log',
  },
  {
    name: 'empty file with a garbage -wal',
    files: () => ({ main: new Uint8Array(0), wal: noise(13, 5000) }),
    reason: 'stray-log',
  },
  {
    name: 'no file, only a stray -wal and -shm',
    files: () => ({ wal: liveStore().wal, shm: liveStore().shm }),
    reason: 'stray-log',
  },
  {
    name: 'empty file with a stray -journal',
    files: () => ({ main: new Uint8Array(0), journal: noise(14, 600) }),
    reason: 'stray-log',
  },
  {
    name: 'valid store with a garbage -wal',
    files: () => ({ main: good(), wal: noise(15, 5000) }),
    reason: 'bad-log',
    kept: 'k',
  },
  {
    name: 'valid store with a -wal cut inside its header',
    files: () => ({ ...liveStore(), wal: liveStore().wal?.subarray(0, 20) }),
    reason: 'bad-log',
    kept: 'k',
  },
  {
    name: 'valid store with a zeroed -wal header',
    files: () => {
      const live = liveStore()
      return { ...live, wal: patch(live.wal ?? new Uint8Array(), 0, WAL_HEADER, 0) }
    },
    reason: 'bad-log',
    kept: 'k',
  },
  {
    name: 'valid store with a -wal header of the wrong version',
    files: () => {
      const live = liveStore()
      return { ...live, wal: patch(live.wal ?? new Uint8Array(), 4, 8, 0x7f) }
    },
    reason: 'bad-log',
    kept: 'k',
  },
  {
    name: 'valid store with a garbage -journal',
    files: () => ({ main: good(), journal: concat('\x01', noise(16, 700)) }),
    reason: 'bad-log',
    kept: 'k',
  },
  {
    name: 'zeroed header with its -wal and -shm',
    files: () => {
      const live = liveStore()
      return { ...live, main: patch(live.main ?? new Uint8Array(), 0, 100, 0) }
    },
    reason: 'not-sqlite',
  },
  {
    name: 'zeroed page 2 with a garbage -shm',
    files: () => ({ main: patch(good(), ...page(2), 0), shm: noise(17, 32768) }),
    reason: 'corrupt',
  },
]

describe('openStoreSafely on a damaged store', () => {
  it('has at least 30 variants', () => {
    expect(variants.length).toBeGreaterThanOrEqual(30)
  })

  it.each(variants)('$name: set aside byte-identical, fresh start', (variant) => {
    const folder = tempFolder()
    const hashes = writeStore(folder, variant.files())
    const { db, file, recovery } = openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW })
    try {
      expect(file).toBe(join(folder, STORE_FILE))
      expect(recovery?.reason).toBe(variant.reason)
      expect(recovery?.movedAsideTo).toBe(`${file}.damaged-20250314-213502`)
      expect(recovery?.keptData).toBe(variant.kept !== undefined)
      expect(recovery?.backups).toEqual([])
      const parts = Object.keys(hashes) as Part[]
      expect(recovery?.movedFiles).toHaveLength(parts.length)
      for (const part of parts) {
        const aside = `${recovery?.movedAsideTo}${SUFFIX[part]}`
        expect(recovery?.movedFiles).toContain(aside)
        expect(hashOf(aside), part).toBe(hashes[part])
      }
      expectUsable(db)
      if (variant.kept) expect(countRows(db, variant.kept)).toBe(300)
      else expect(countRows(db, 'k')).toBe(0)
    } finally {
      db.close()
    }
    // Nothing else appeared or vanished: the store, its fresh logs and the set-aside files.
    const names = readdirSync(folder).filter((n) => !/^bunco-night\.sqlite(-wal|-shm)?$/.test(n))
    expect(names.sort()).toEqual(
      (Object.keys(hashes) as Part[])
        .map((p) => `${STORE_FILE}.damaged-20250314-213502${SUFFIX[p]}`)
        .sort(),
    )
  })

  it('gives a second damaged start in the same second its own name', () => {
    const folder = tempFolder()
    for (const seed of [1, 2]) {
      writeStore(folder, { main: noise(seed, 3000) })
      openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW }).db.close()
      // The fresh store of the first start is healthy: damage it again by hand.
    }
    expect(existsSync(join(folder, `${STORE_FILE}.damaged-20250314-213502`))).toBe(true)
    expect(existsSync(join(folder, `${STORE_FILE}.damaged-20250314-213502.1`))).toBe(true)
  })
})
