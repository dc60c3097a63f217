import type { SeasonRow } from '@shared/views'
import { z } from 'zod'
import type { Db } from '../db/connection'

const WinnersSchema = z.array(z.string().max(64)).max(1000)

// an award row's holders, checked where they leave the database (a damaged row counts none)
function winnersOf(json: string): string[] {
  try {
    const parsed = WinnersSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** A person's totals over committed rounds of nights in a date range (prizes counted apart). */
export type SeasonTotalsRow = Omit<SeasonRow, 'prizes' | 'place'>

/** Season standings straight from the marks, by roster person. */
export function seasonTotals(db: Db, from: string, to: string): SeasonTotalsRow[] {
  return db
    .prepare<[string, string], SeasonTotalsRow>(
      `SELECT np.person_id AS personId, pe.name,
         count(DISTINCT m.night_id) AS nights,
         count(*) AS rounds,
         sum(m.outcome = 'W') AS wins,
         sum(m.outcome = 'L') AS losses,
         sum(m.buncos) AS buncos,
         sum(m.minis) AS minis,
         sum(m.wipeouts) AS wipeouts
       FROM marks m
       JOIN nights n ON n.id = m.night_id
       JOIN night_players np ON np.night_id = m.night_id AND np.player = m.player
       JOIN people pe ON pe.id = np.person_id
       WHERE n.date BETWEEN ? AND ?
       GROUP BY np.person_id`,
    )
    .all(from, to)
}

/** How many prizes each person won in the date range. */
export function seasonPrizes(db: Db, from: string, to: string): Map<number, number> {
  const rows = db
    .prepare<[string, string], { winners: string; night_id: number }>(
      `SELECT a.winners, a.night_id FROM awards a JOIN nights n ON n.id = a.night_id
       WHERE n.date BETWEEN ? AND ? AND a.status IN ('won', 'shared')`,
    )
    .all(from, to)
  const person = db.prepare<[number, string], { person_id: number }>(
    'SELECT person_id FROM night_players WHERE night_id = ? AND player = ?',
  )
  const counts = new Map<number, number>()
  for (const row of rows) {
    for (const player of winnersOf(row.winners)) {
      const id = person.get(row.night_id, player)?.person_id
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
  }
  return counts
}
