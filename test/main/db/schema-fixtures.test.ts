// A store written by every released schema version (test/fixtures/schema, built from that
// version's own code) opens in today's app with its settings, people, nights and results intact.
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeStore, type StoreContent } from '../../../scripts/fixtures/describeStore'
import { SOURCES } from '../../../scripts/fixtures/sources'
import { createMainContext } from '../../../src/main/context'
import { schemaVersion } from '../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src/main/db/migrations'
import { STORE_FILE } from '../../../src/main/db/safety'
import { parseHeader } from '../../../src/main/db/safety/headers'
import { selfCheckProblems } from '../../../src/main/selfCheck'
import type { CallName } from '../../../src/shared/contract'
import { tempFolder } from '../helpers'

const folder = resolve(__dirname, '../../fixtures/schema')
const versions = MIGRATIONS.map((m) => m.version)

describe('schema fixtures', () => {
  it('has a store, its content and a source commit for every schema version, and no other', () => {
    const stores = readdirSync(folder)
      .map((name) => /^v(\d+)\.sqlite$/.exec(name)?.[1])
      .filter((v) => v !== undefined)
      .map(Number)
      .sort((a, b) => a - b)
    expect(stores).toEqual(versions)
    for (const v of versions) expect(existsSync(join(folder, `v${v}.json`))).toBe(true)
    expect(Object.keys(SOURCES).map(Number)).toEqual(versions)
  })

  it.each(versions)('opens a version %i store with everything it held', async (version) => {
    const fixture = join(folder, `v${version}.sqlite`)
    expect(parseHeader(readFileSync(fixture))?.userVersion).toBe(version)
    const expected = JSON.parse(
      readFileSync(join(folder, `v${version}.json`), 'utf8'),
    ) as StoreContent
    const dataFolder = tempFolder()
    copyFileSync(fixture, join(dataFolder, STORE_FILE))
    const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: 'fixture-test' })
    try {
      expect(ctx.status().recovery).toBeNull()
      expect(schemaVersion(ctx.db)).toBe(SCHEMA_VERSION)
      const call = (name: string, args: unknown): ReturnType<typeof ctx.dispatch> =>
        ctx.dispatch(name as CallName, args)
      const content = await describeStore(
        call,
        ctx.db,
        version >= 2,
        version >= 3,
        version >= 5,
        version >= 10,
        version >= 11,
        version >= 12,
        version >= 13,
      )
      expect(content).toMatchObject(expected)
      if (version >= 2) expect(content.nights?.length).toBeGreaterThan(0)
      if (version >= 5) expect(content.clubs?.[0]?.seasons[0]?.entries.length).toBeGreaterThan(0)
      if (version >= 10) expect(content.fundraisers?.[0]?.raised.mismatches).toEqual([])
      if (version >= 11)
        expect(content.desks?.[0]?.desks).toEqual([
          ['1', true],
          ['2', false],
        ])
      // the door desk's check-in over the Wi-Fi kept its key with the night
      if (version >= 13)
        expect(content.deskKeys?.map((k) => k.taken.map(([, guest]) => guest))).toEqual([['r6']])
      if (version >= 12) {
        // the announcement moved first, the sponsors' pictures and text after, one removed
        const slides = content.slides?.find((s) => s.night === 'Soirée de mars')?.slides
        expect(slides?.map(([sponsor, kind]) => [sponsor, kind])).toEqual([
          [null, 'text'],
          ['Boulangerie Dupont', 'image'],
          ['Café Müller', 'image'],
          ['Boulangerie Dupont', 'text'],
        ])
        expect(slides?.[1]?.[3]).toMatch(/^data:image\/png;base64,/)
      }
      // Durable settings, and every old night replays to its stored tables under today's engine.
      expect(selfCheckProblems(ctx.db)).toEqual([])
      const added = await ctx.dispatch('roster:add', { name: 'Someone new' })
      expect(added.ok).toBe(true)
    } finally {
      ctx.close()
    }
  })
})
