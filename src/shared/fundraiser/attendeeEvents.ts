// An attendee list registered: each person read from the file becomes a registration at the price
// the ticketing tool charged (or the settings' price for their kind), with what they paid before
// the night as a payment. Rows the organiser left out are skipped; a row with no name refuses the
// whole list, naming its row, since nothing is half-imported.
import type { AttendeeList, AttendeeRow } from './attendeesCsv'
import type { EntryKind, FundraiserEvent, FundraiserSettings, PaymentMethod } from './events'
import { ID_PREFIXES } from './actions'
import { foldText } from './fold'
import { entryPrice } from './ledger'
import { refuse } from './refusals'

const KIND_WORDS: [EntryKind, RegExp][] = [
  ['free', /\b(free|comp|complimentary|gratuit|kostenlos|gratis|muryo)\b/],
  ['early', /\b(early|earlybird|presale|pre sale|prevente|fruhbucher|hayawari)\b/],
  ['door', /\b(door|at the door|walk in|sur place|abendkasse|tojitsu)\b/],
]

/** The entry kind a row's ticket type (or a free payment) says; regular when it says none. */
export function entryKindOf(row: Pick<AttendeeRow, 'ticketType' | 'paymentMethod'>): EntryKind {
  if (row.paymentMethod === 'free') return 'free'
  const words = foldText(row.ticketType)
  return KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'regular'
}

/** A row's payment before the night: by the method the file names, online when it names none. */
function paidAhead(
  row: AttendeeRow,
): { method: Exclude<PaymentMethod, 'free'>; amount: number } | null {
  const amount = row.amountPaidMinor ?? 0
  if (amount <= 0) return null
  const method =
    row.paymentMethod === null || row.paymentMethod === 'free' ? 'online' : row.paymentMethod
  return { method, amount }
}

/**
 * The events that register a list: one registration per row not skipped (and a payment for what
 * it says was paid), ids taken from the log's places from `nextSeq` on.
 */
export function attendeeEvents(
  list: AttendeeList,
  settings: FundraiserSettings,
  nextSeq: number,
  options: { skipRows?: readonly number[]; deviceId: string },
): FundraiserEvent[] {
  const skip = new Set(options.skipRows ?? [])
  const events: FundraiserEvent[] = []
  for (const row of list.attendees) {
    if (skip.has(row.row)) continue
    if (row.firstName === '' && row.lastName === '') refuse('import.rowNoName', { row: row.row })
    const kind = entryKindOf(row)
    const paid = kind === 'free' ? null : paidAhead(row)
    const registrationId = `${ID_PREFIXES.registration}${nextSeq + events.length}`
    events.push({
      type: 'register',
      registrationId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      kind,
      priceMinor: paid ? paid.amount : entryPrice(settings, kind),
      source: 'import',
    })
    if (paid)
      events.push({
        type: 'payment',
        paymentId: `${ID_PREFIXES.payment}${nextSeq + events.length}`,
        registrationId,
        method: paid.method,
        amountMinor: paid.amount,
        deviceId: options.deviceId,
      })
  }
  if (events.length === 0) refuse('csv.empty')
  return events
}
