// The fundraiser_events table: each night's fundraiser log, one row per event in seq order, read
// back checked against the events' schema (a row damaged by an outside hand is refused, naming
// its seq, never cast).
import { AppError } from '@shared/app-error'
import { readStoredEvent, type FundraiserEntry } from '@shared/fundraiser'
import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** One stored row as the table holds it. */
export interface FundraiserEventRow {
  night_id: number
  seq: number
  event: string
  device: string
  recorded_at: string
}

/** A row's entry: its JSON read and its event's shape checked. */
export function rowToEntry(row: FundraiserEventRow): FundraiserEntry {
  let value: unknown
  try {
    value = JSON.parse(row.event)
  } catch {
    value = undefined
  }
  return {
    seq: row.seq,
    at: row.recorded_at,
    device: row.device,
    event: readStoredEvent(value, row.seq),
  }
}

/** An entry as a row of a night's log. */
export function entryToRow(nightId: number, entry: FundraiserEntry): FundraiserEventRow {
  return {
    night_id: nightId,
    seq: entry.seq,
    event: JSON.stringify(entry.event),
    device: entry.device,
    recorded_at: entry.at,
  }
}

/** The append-only log of every night's fundraiser. */
export interface FundraiserRepo {
  /** Adds entries at the end of a night's log (their seqs follow its last one). */
  append(nightId: number, entries: readonly FundraiserEntry[]): void
  /** A night's whole log in seq order, each row checked; a damaged row is refused. */
  entries(nightId: number): FundraiserEntry[]
  /** A night's entries after `seq` (the ones a cached state has not folded yet). */
  entriesAfter(nightId: number, seq: number): FundraiserEntry[]
  /** The seq of a night's newest event (0 before any). */
  lastSeq(nightId: number): number
  /** Every night that has a fundraiser, by id. */
  nights(): number[]
}

/** Creates the repo (once per store). */
export const fundraiserRepo = perStore((db: Db): FundraiserRepo => {
  const insert = db.prepare<[FundraiserEventRow]>(
    `INSERT INTO fundraiser_events (night_id, seq, event, device, recorded_at)
     VALUES (@night_id, @seq, @event, @device, @recorded_at)`,
  )
  const after = db.prepare<[number, number], FundraiserEventRow>(
    'SELECT * FROM fundraiser_events WHERE night_id = ? AND seq > ? ORDER BY seq',
  )
  const last = db.prepare<[number], { seq: number | null }>(
    'SELECT max(seq) AS seq FROM fundraiser_events WHERE night_id = ?',
  )
  const nights = db.prepare<[], { night_id: number }>(
    'SELECT DISTINCT night_id FROM fundraiser_events ORDER BY night_id',
  )
  const lastSeq = (nightId: number): number => last.get(nightId)?.seq ?? 0
  const entriesAfter = (nightId: number, seq: number): FundraiserEntry[] =>
    after.all(nightId, seq).map(rowToEntry)
  return {
    append(nightId, entries) {
      let expected = lastSeq(nightId) + 1
      for (const entry of entries) {
        // the seq is the event's place: one out of turn is a bug, never a row to write
        if (entry.seq !== expected)
          throw new AppError('internal', 'errors.internal', { detail: 'fundraiser seq' })
        insert.run(entryToRow(nightId, entry))
        expected++
      }
    },
    entries: (nightId) => entriesAfter(nightId, 0),
    entriesAfter,
    lastSeq,
    nights: () => nights.all().map((r) => r.night_id),
  }
})
