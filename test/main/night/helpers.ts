// A real main-process context over a temp SQLite file, and a typed caller for it.
import { createMainContext, type MainContext } from '../../../src/main/context'
import { replayDifferences } from '../../../src/main/night/verify'
import type { Call } from '../../../scripts/lib/night-driver'
import { tempFolder } from '../helpers'

/** A fresh store with its dispatch as a `Call`. */
export function freshStore(locale = 'en-US'): { ctx: MainContext; call: Call } {
  const ctx = createMainContext({ dataFolder: tempFolder(), locales: [locale], version: '0.1.0' })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

/** Replay of every night equals its stored tables. */
export function replayMatches(ctx: MainContext): string[] {
  const ids = ctx.db.prepare<[], { id: number }>('SELECT id FROM nights').all()
  return ids.flatMap(({ id }) => replayDifferences(ctx.db, id))
}

/** Every row of every table, to prove a refused call wrote nothing. */
export function snapshot(ctx: MainContext): string {
  const tables = ctx.db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
  return JSON.stringify(
    tables.map((t) => [t.name, ctx.db.prepare(`SELECT * FROM "${t.name}"`).all()]),
  )
}
