// Replays a store's nights and compares them with their stored tables, skipping any night whose
// rows (events and projection) are byte for byte ones already replayed cleanly: replay is a pure
// function of those rows, so the answer could not differ. Keeps torture linear in its cycles.
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import { replayDifferences } from '../../src/main/night/verify'

/** A sha-256 per night over its row in `nights` and its rows in every table with a night_id. */
function nightFingerprints(db: Database.Database): Map<number, string> {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
    .all()
    .map((t) => t.name)
  const parts = new Map<number, string[]>()
  for (const table of tables) {
    const columns = (db.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name)
    const key = table === 'nights' ? 'id' : 'night_id'
    if (!columns.includes(key)) continue
    // Rows as text, joined in SQL and in a fixed order: most of the cost stays in C.
    const row = columns.map((c) => `quote("${c}")`).join(" || ',' || ")
    const order = columns.map((c) => `"${c}"`).join(', ')
    const grouped = db
      .prepare<[], { night: number | null; text: string }>(
        `SELECT "${key}" AS night, group_concat(${row}, char(10) ORDER BY ${order}) AS text
         FROM "${table}" GROUP BY "${key}"`,
      )
      .all()
    for (const { night, text } of grouped) {
      if (night === null) continue
      const list = parts.get(night) ?? []
      list.push(`${table}\n${text}`)
      parts.set(night, list)
    }
  }
  const out = new Map<number, string>()
  for (const [id, list] of parts) {
    out.set(id, createHash('sha256').update(list.join('\n\n')).digest('hex'))
  }
  return out
}

/** A checker remembering clean nights across calls; returns one line per night that differs. */
export function createReplayCheck(): (db: Database.Database) => string[] {
  const clean = new Set<string>()
  return (db) => {
    const mismatches: string[] = []
    for (const [id, fingerprint] of nightFingerprints(db)) {
      if (clean.has(fingerprint)) continue
      const diffs = replayDifferences(db, id)
      if (diffs.length === 0) clean.add(fingerprint)
      else mismatches.push(diffs.join('; '))
    }
    return mismatches
  }
}
