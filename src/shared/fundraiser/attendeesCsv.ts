// An attendee list as a ticketing tool, a sign-up form or a spreadsheet exports it, read whole or
// refused whole: the delimiter and the header's columns are guessed and returned for the
// organiser to confirm or override, and possible duplicates are flagged, never dropped.
import { BuncoRuleError } from '../bunco/errors'
import { parseMoney } from '../bunco/money'
import {
  CSV_LIMITS,
  guessDelimiter,
  looksBinary,
  parseCsv,
  stripBom,
  type CsvDelimiter,
} from './csv'
import { ATTENDEE_FIELDS, guessColumns, hasNameColumn, type ColumnMap } from './csvColumns'
import { flagDuplicates, type DuplicateFlag } from './duplicates'
import type { PaymentMethod } from './events'
import { foldText } from './fold'
import { refuse } from './refusals'

/** What the organiser may override of the guess. */
export interface AttendeeCsvOptions {
  /** The currency the amounts are in (ISO 4217); USD unless said. */
  currency?: string
  delimiter?: CsvDelimiter
  hasHeader?: boolean
  columns?: Partial<ColumnMap>
}

/** A row's own problem, shown beside it: nothing is dropped for it. */
export type RowFlag = DuplicateFlag | { kind: 'noName' | 'amountUnreadable'; rows: number[] }

/** One person read from the file. */
export interface AttendeeRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number
  firstName: string
  lastName: string
  fullName: string
  email: string | null
  ticketType: string
  amountPaidMinor: number | null
  paymentMethod: PaymentMethod | null
  orderNumber: string
  flags: RowFlag[]
}

/** The whole list and the guesses it was read with, for the organiser to confirm. */
export interface AttendeeList {
  delimiter: CsvDelimiter
  hasHeader: boolean
  header: string[]
  columns: ColumnMap
  attendees: AttendeeRow[]
  /** Rows left out because every cell was blank. */
  emptyRows: number
}

const METHOD_WORDS: [PaymentMethod, RegExp][] = [
  ['free', /\b(free|comp|complimentary|gratuit|kostenlos|gratis)\b/],
  ['cash', /\b(cash|especes|bar|bargeld|genkin)\b/],
  ['cheque', /\b(cheque|check|scheck)\b/],
  ['card', /\b(card|visa|mastercard|amex|carte|karte|credit|debit|cb)\b/],
  ['online', /\b(online|paypal|eventbrite|stripe|paid online|en ligne|venmo|zelle)\b/],
]

// Japanese words have no spaces around them for \b to find: a cell holding one names the method
const METHOD_WORDS_JA: [PaymentMethod, string[]][] = [
  ['free', ['無料', '招待']],
  ['cash', ['現金']],
  ['cheque', ['小切手']],
  ['card', ['カード', 'クレジット', 'デビット']],
  ['online', ['オンライン', 'ネット決済', '事前決済']],
].map(([method, words]) => [method as PaymentMethod, (words as string[]).map(foldText)])

/** The payment method a cell names, if any. */
export function paymentMethodOf(cell: string): PaymentMethod | null {
  const words = foldText(cell)
  const named = METHOD_WORDS.find(([, pattern]) => pattern.test(words))?.[0]
  return named ?? METHOD_WORDS_JA.find(([, ja]) => ja.some((w) => words.includes(w)))?.[0] ?? null
}

/** The minor units of an amount cell ("$25.00", "25,00 €", "USD 25"), or null when unreadable. */
export function amountOf(cell: string, currency: string): number | null {
  const bare = cell.replace(/[\p{Sc}\p{L}\s]/gu, '')
  if (bare === '') return null
  try {
    return parseMoney(bare, currency)
  } catch (err) {
    if (err instanceof BuncoRuleError) return null
    throw err
  }
}

/** First and last name from a full name: "Last, First", or the last word as the surname. */
function splitFullName(full: string): { first: string; last: string } {
  const comma = full.indexOf(',')
  if (comma >= 0) return { first: full.slice(comma + 1).trim(), last: full.slice(0, comma).trim() }
  const words = full.trim().split(/\s+/)
  const last = words.length > 1 ? (words.pop() as string) : ''
  return { first: words.join(' '), last }
}

function columnsFor(
  header: string[],
  width: number,
  options: AttendeeCsvOptions,
): { columns: ColumnMap; hasHeader: boolean } {
  const guess = guessColumns(header)
  const hasHeader = options.hasHeader ?? guess.score >= 2
  const columns = { ...(hasHeader ? guess.columns : guessColumns([]).columns), ...options.columns }
  for (const field of ATTENDEE_FIELDS) {
    const at = columns[field]
    if (at !== null && (!Number.isInteger(at) || at < 0 || at >= width))
      refuse('csv.noSuchColumn', { field, column: String(at) })
  }
  if (!hasNameColumn(columns)) refuse('csv.noNameColumn')
  return { columns, hasHeader }
}

function rowOf(cells: string[], row: number, columns: ColumnMap, currency: string): AttendeeRow {
  const cell = (field: keyof ColumnMap): string => {
    const at = columns[field]
    return at === null ? '' : (cells[at] ?? '').trim()
  }
  const split = splitFullName(cell('fullName'))
  const firstName = cell('firstName') || (columns.firstName === null ? split.first : '')
  const lastName = cell('lastName') || (columns.lastName === null ? split.last : '')
  const fullName = cell('fullName') || [firstName, lastName].filter(Boolean).join(' ')
  const amountText = cell('amountPaid')
  const amountPaidMinor = amountOf(amountText, currency)
  const flags: RowFlag[] = []
  if (fullName === '') flags.push({ kind: 'noName', rows: [] })
  if (amountText !== '' && amountPaidMinor === null)
    flags.push({ kind: 'amountUnreadable', rows: [] })
  return {
    row,
    firstName,
    lastName,
    fullName,
    email: cell('email') || null,
    ticketType: cell('ticketType'),
    amountPaidMinor,
    paymentMethod: paymentMethodOf(cell('paymentMethod')),
    orderNumber: cell('orderNumber'),
    flags,
  }
}

/** Reads an attendee file's text whole, or refuses it whole with the reason's key. */
export function parseAttendeesCsv(input: string, options: AttendeeCsvOptions = {}): AttendeeList {
  if (input.length > CSV_LIMITS.chars) refuse('csv.tooLarge', { max: CSV_LIMITS.chars })
  const text = stripBom(input)
  if (looksBinary(text)) refuse('csv.binary')
  const delimiter = options.delimiter ?? guessDelimiter(text)
  const records = parseCsv(text, delimiter)
  const blank = (r: string[]): boolean => r.every((c) => c.trim() === '')
  const first = records.findIndex((r) => !blank(r))
  if (first < 0) refuse('csv.empty')
  const header = records[first] as string[]
  const width = Math.max(...records.map((r) => r.length))
  const { columns, hasHeader } = columnsFor(header, width, options)
  const currency = options.currency ?? 'USD'
  const attendees: AttendeeRow[] = []
  let emptyRows = 0
  records.forEach((cells, index) => {
    if (index < first || (hasHeader && index === first)) return
    if (blank(cells)) emptyRows++
    else attendees.push(rowOf(cells, index + 1, columns, currency))
  })
  if (attendees.length === 0) refuse('csv.empty')
  // names compared first name first however the file wrote them ("Smith, Jon" is "Jon Smith")
  const duplicates = flagDuplicates(
    attendees.map((a) => ({
      row: a.row,
      name: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.fullName,
      email: a.email,
    })),
  )
  for (const a of attendees) a.flags.push(...(duplicates.get(a.row) ?? []))
  return { delimiter, hasHeader, header: hasHeader ? header : [], columns, attendees, emptyRows }
}
