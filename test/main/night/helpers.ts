// A real main-process context over a temp SQLite file, and a typed caller for it.
import { createMainContext, type MainContext } from '../../../src/main/context'
import { replayDifferences } from '../../../src/main/night/verify'
import type { Call } from '../../drivers/night-driver'
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
export function snapshot(ctx: MainContext, options: { appStateBut?: RegExp } = {}): string {
  const tables = ctx.db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
  // app_state keys left out (a phone's join to its table is not the night's data)
  const kept = (table: string, row: Record<string, unknown>): boolean =>
    table !== 'app_state' || !options.appStateBut?.test(String(row['key']))
  return JSON.stringify(
    tables.map((t) => [
      t.name,
      ctx.db
        .prepare<[], Record<string, unknown>>(`SELECT * FROM "${t.name}"`)
        .all()
        .filter((row) => kept(t.name, row)),
    ]),
  )
}
