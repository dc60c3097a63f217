// A store written at every earlier schema version migrates to the latest with its data intact.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMainContext } from '../../../src/main/context'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate, schemaVersion } from '../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

// What a store at each version held, written with that version's own tables.
const SEEDS: Record<number, (db: Db) => void> = {
  1: (db) => {
    db.prepare(
      "INSERT INTO settings (key, value) VALUES ('language', '\"de\"'), ('theme', '\"dark\"')",
    ).run()
    db.prepare("INSERT INTO app_state (key, value) VALUES ('window.main', '{\"x\":1}')").run()
  },
  2: (db) => {
    db.prepare(
      "INSERT INTO people (name, note, created_at) VALUES ('Ana', '', '2026-01-01'), ('Bo', 'x', '2026-01-01')",
    ).run()
  },
  3: (db) => {
    db.prepare(
      "UPDATE people SET uid = '0123456789abcdef0123456789abcdef' WHERE name = 'Ana'",
    ).run()
  },
  5: (db) => {
    db.prepare(
      `INSERT INTO club_events (uid, club_uid, action, created_at) VALUES
       ('ev-00000001', 'club-00000001', '{"type":"create","name":"Old club","money":{"currency":"EUR","buyIn":500,"dues":0,"shares":[],"unclaimed":"carry"}}', '2026-01-01T10:00:00.000Z'),
       ('ev-00000002', 'club-00000001', '{"type":"rename","name":"Old club, renamed"}', '2026-01-01T10:00:00.000Z')`,
    ).run()
  },
  6: (db) => {
    // a version 6 laptop stamped its club actions itself
    db.prepare(
      "UPDATE club_events SET laptop = 'oldlaptop', hlc = printf('00000000000%d.00000.oldlaptop', id)",
    ).run()
    // Bo merged into Ana before merges were kept as edits
    db.prepare("UPDATE people SET uid = 'fedcba9876543210fedcba9876543210' WHERE name = 'Bo'").run()
    db.prepare(
      "UPDATE people SET merged_into = (SELECT id FROM people WHERE name = 'Ana') WHERE name = 'Bo'",
    ).run()
  },
  7: (db) => {
    // a version 7 laptop kept the merge as its own edit already
    db.prepare(
      `INSERT INTO person_edits (uid, person_uid, field, value, hlc, laptop) VALUES
       ('edit-0001', 'fedcba9876543210fedcba9876543210', 'merged', '0123456789abcdef0123456789abcdef',
        '0000000000001.00000.oldlaptop', 'oldlaptop')`,
    ).run()
  },
  8: (db) => {
    // a version 8 laptop kept its club's actions with its own ids (Ana is person 1 here); a
    // version 9 one by uid
    const ana = schemaVersion(db) >= 9 ? '"0123456789abcdef0123456789abcdef"' : '1'
    db.prepare(
      `INSERT INTO club_events (uid, club_uid, action, created_at, hlc, laptop) VALUES
       ('ev-00000003', 'club-00000001', '{"type":"role","personId":${ana},"role":"member"}',
        '2026-01-02T10:00:00.000Z', '000000000009.00000.oldlaptop', 'oldlaptop')`,
    ).run()
  },
  9: (db) => {
    // a version 9 laptop kept a club night's history as entries
    db.prepare(
      `INSERT INTO night_entries (uid, night_uid, parent, dropped, kind, body, at, laptop) VALUES
       ('entry-00000001', 'fedcba9876543210fedcba9876543210', NULL, NULL, 'action', '{}',
        '2026-01-03T10:00:00.000Z', 'oldlaptop')`,
    ).run()
  },
  10: (db) => {
    // a version 10 laptop kept a night's TV code and its phones' settings
    db.prepare(
      `INSERT INTO nights (id, title, date, rules, status, created_at, updated_at, uid)
       VALUES (7, 'Gala', '2026-12-05', '{}', 'setup', 'x', 'x', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')`,
    ).run()
    db.prepare(
      `INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at)
       VALUES (7, 'tv', 'night', 'tvcode', x'0707', '2026-12-05')`,
    ).run()
    db.prepare(
      "INSERT INTO lan_nights (night_id, enabled, mode, hide_rounds) VALUES (7, 0, 'table', 2)",
    ).run()
  },
  11: (db) => {
    // a version 11 laptop kept a door desk's code for the night, and kept its money off the TV
    db.prepare(
      `INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at)
       VALUES (7, 'desk', '1', 'deskcode', x'0808', '2026-12-05')`,
    ).run()
    db.prepare('UPDATE lan_nights SET hide_raised = 1 WHERE night_id = 7').run()
  },
  12: (db) => {
    // a version 12 laptop kept a text slide for the night
    db.prepare(
      `INSERT INTO night_slides (night_id, position, sponsor, kind, text, created_at)
       VALUES (7, 0, NULL, 'text', 'Raffle at nine', '2026-12-05')`,
    ).run()
  },
  4: (db) => {
    db.prepare(
      "INSERT INTO events (night_id, type, payload, created_at, source) VALUES (NULL, 'person.add', '{\"name\":\"Ana\"}', '2026-01-01', 'table:1')",
    ).run()
  },
}

describe('migrating older stores forward', () => {
  const older = MIGRATIONS.filter((m) => m.version < SCHEMA_VERSION).map((m) => m.version)

  it('has a seed for every earlier version', () => {
    expect(
      Object.keys(SEEDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(older)
  })

  it.each(older)('keeps the data of a version %i store', async (version) => {
    const folder = tempFolder()
    const db = openDatabase(join(folder, 'bunco-night.sqlite'))
    migrate(db, MIGRATIONS.slice(0, version))
    for (let v = 1; v <= version; v++) SEEDS[v]?.(db)
    expect(schemaVersion(db)).toBe(version)
    db.close()

    const ctx = createMainContext({ dataFolder: folder, locales: ['ja-JP'], version: '0.1.0' })
    expect(schemaVersion(ctx.db)).toBe(SCHEMA_VERSION)
    const settings = await ctx.dispatch('settings:get', {})
    expect(settings).toMatchObject({ ok: true, value: { language: 'de', theme: 'dark' } })
    expect(ctx.db.prepare("SELECT value FROM app_state WHERE key = 'window.main'").get()).toEqual({
      value: '{"x":1}',
    })
    if (version >= 5) {
      const clubs = await ctx.dispatch('club:list', {})
      expect(clubs).toMatchObject({ ok: true, value: [{ name: 'Old club, renamed' }] })
      const clocks = ctx.db.prepare('SELECT hlc FROM club_events ORDER BY id').all() as {
        hlc: string
      }[]
      // the actions keep their order under their new clocks, one laptop's, never the same twice
      expect(clocks.map((c) => c.hlc)).toEqual([...clocks.map((c) => c.hlc)].sort())
      expect(new Set(clocks.map((c) => c.hlc)).size).toBe(version >= 8 ? 3 : 2)
    }
    if (version >= 8) {
      // the club's record names people by uid from version 9 on: Ana is Ana on every laptop
      const role = ctx.db.prepare("SELECT action FROM club_events WHERE uid = 'ev-00000003'").get()
      expect(role).toEqual({
        action: '{"type":"role","personId":"0123456789abcdef0123456789abcdef","role":"member"}',
      })
      const club = await ctx.dispatch('club:get', { clubId: 'club-00000001' })
      expect(club).toMatchObject({ ok: true, value: { people: [{ name: 'Ana', role: 'member' }] } })
    }
    if (version >= 6) {
      // a merge made before is kept as this laptop's edit, so a club folder carries it
      const edits = ctx.db.prepare('SELECT person_uid, field, value FROM person_edits').all()
      expect(edits).toEqual([
        {
          person_uid: 'fedcba9876543210fedcba9876543210',
          field: 'merged',
          value: '0123456789abcdef0123456789abcdef',
        },
      ])
    }
    if (version >= 4)
      expect(ctx.db.prepare('SELECT source FROM events').all()).toEqual([{ source: 'table:1' }])
    if (version >= 9)
      expect(ctx.db.prepare('SELECT uid FROM night_entries').all()).toEqual([
        { uid: 'entry-00000001' },
      ])
    if (version >= 10) {
      // the TV's code and the phones' settings, the money raised shown on the TV
      expect(ctx.db.prepare("SELECT kind, target FROM lan_codes WHERE kind = 'tv'").all()).toEqual([
        { kind: 'tv', target: 'night' },
      ])
      expect(ctx.db.prepare('SELECT hide_rounds, hide_raised FROM lan_nights').all()).toEqual([
        { hide_rounds: 2, hide_raised: version >= 11 ? 1 : 0 },
      ])
    }
    if (version >= 11) {
      expect(ctx.db.prepare("SELECT target FROM lan_codes WHERE kind = 'desk'").all()).toEqual([
        { target: '1' },
      ])
      // the night's slides (none before version 12), and it takes one
      const before = version >= 12 ? [{ text: 'Raffle at nine' }] : []
      expect(await ctx.dispatch('slides:list', { nightId: 7 })).toMatchObject({
        ok: true,
        value: before,
      })
      const text = { kind: 'text', sponsor: null, text: 'Welcome', image: null }
      const slide = await ctx.dispatch('slides:add', { nightId: 7, ...text })
      expect(slide).toMatchObject({ ok: true, value: [...before, { text: 'Welcome' }] })
      // no desk key was kept before version 13: the table starts empty
      expect(ctx.db.prepare('SELECT count(*) AS n FROM desk_keys').get()).toEqual({ n: 0 })
    }
    // The new tables work on the migrated file.
    const added = await ctx.dispatch('roster:add', { name: 'Mia' })
    expect(added.ok).toBe(true)
    ctx.close()
  })
})
