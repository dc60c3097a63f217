// Many rows of one table inserted a batch per statement: a round at 100 tables writes ~900 rows,
// and a statement run per row cost more than SQLite's own work on them.
import type { Statement } from 'better-sqlite3'
import type { Db } from './connection'

/** Rows per statement: a round's 100 results or 400 seats or marks in whole batches. */
const BATCH = 100

/**
 * Inserts rows into `table`: the `shared` columns take the same values for every row (the night
 * and the round), each of `columns` its value from the row's field of that name. Rows go in the
 * order given, `BATCH` to a statement.
 */
export function rowsInsert<R extends object>(
  db: Db,
  table: string,
  shared: readonly string[],
  columns: readonly (keyof R & string)[],
): (sharedValues: readonly unknown[], rows: readonly R[]) => void {
  const width = shared.length + columns.length
  const row = `(${Array.from({ length: width }, () => '?').join(', ')})`
  const head = `INSERT INTO ${table} (${[...shared, ...columns].join(', ')}) VALUES `
  // per batch size, prepared when first needed (the full batch and the rests): its statement and
  // the array its values are bound from, filled afresh for each batch rather than made each time
  const batches = new Map<number, { statement: Statement<unknown[]>; values: unknown[] }>()
  const batch = (rows: number): { statement: Statement<unknown[]>; values: unknown[] } => {
    let made = batches.get(rows)
    if (!made) {
      const sql = head + Array.from({ length: rows }, () => row).join(', ')
      made = { statement: db.prepare<unknown[]>(sql), values: new Array<unknown>(rows * width) }
      batches.set(rows, made)
    }
    return made
  }
  return (sharedValues, rows) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const end = Math.min(start + BATCH, rows.length)
      const { statement, values } = batch(end - start)
      let at = 0
      for (let i = start; i < end; i++) {
        const r = rows[i] as R
        for (const v of sharedValues) values[at++] = v
        for (const c of columns) values[at++] = r[c]
      }
      statement.run(values)
      // the rows' values are not kept past their statement
      values.fill(null)
    }
  }
}
