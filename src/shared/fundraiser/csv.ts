// RFC 4180 records as spreadsheets write them: fields quoted with doubled quotes inside, line
// breaks and delimiters inside quotes kept, CRLF, LF or CR between records, a BOM stripped; and
// the delimiter guessed among comma, semicolon (European Excel) and tab (Excel's Unicode text).
import { refuse } from './refusals'

/** The delimiters an attendee file may use. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const
/** A delimiter. */
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number]

/** The bounds of a file the desk will read: 10 million characters, 20,000 records, 200 columns. */
export const CSV_LIMITS = { chars: 10_000_000, records: 20_000, columns: 200 } as const

/** The text with a leading UTF-8 byte order mark removed. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * Splits text into records of fields. `partial` reads a sample cut anywhere: an open quote at the
 * end drops the last record instead of refusing it.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, partial = false): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  const endField = (): void => {
    record.push(field)
    field = ''
    if (record.length > CSV_LIMITS.columns)
      refuse('csv.tooManyColumns', { max: CSV_LIMITS.columns })
  }
  const endRecord = (): void => {
    endField()
    records.push(record)
    record = []
    if (records.length > CSV_LIMITS.records) refuse('csv.tooManyRows', { max: CSV_LIMITS.records })
  }
  while (i < text.length) {
    const ch = text[i] as string
    if (quoted) {
      if (ch !== '"') field += ch
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
      i++
      continue
    }
    if (ch === '"' && field === '') quoted = true
    else if (ch === delimiter) endField()
    else if (ch === '\n' || ch === '\r') {
      endRecord()
      if (ch === '\r' && text[i + 1] === '\n') i++
    } else field += ch
    i++
  }
  if (quoted) {
    if (!partial) refuse('csv.unclosedQuote', { record: records.length + 1 })
    return records
  }
  if (field !== '' || record.length > 0) endRecord()
  return records
}

/**
 * The delimiter that splits the file's first records most consistently into more than one
 * column (the most records with the first record's column count, then the most columns).
 */
export function guessDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, 64 * 1024)
  let best: { delimiter: CsvDelimiter; score: number; columns: number } | null = null
  for (const delimiter of CSV_DELIMITERS) {
    let records: string[][]
    try {
      records = parseCsv(sample, delimiter, true).slice(0, 50)
    } catch {
      continue
    }
    const columns = records[0]?.length ?? 0
    if (columns < 2) continue
    const score = records.filter((r) => r.length === columns).length
    if (!best || score > best.score || (score === best.score && columns > best.columns))
      best = { delimiter, score, columns }
  }
  return best?.delimiter ?? ','
}

/** Whether a text looks like binary data: a NUL, or many control or replacement characters. */
export function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true
  const sample = text.slice(0, 64 * 1024)
  let odd = 0
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i)
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
    if (control || code === 0x7f || code === 0xfffd) odd++
  }
  return odd > Math.max(2, sample.length / 200)
}
