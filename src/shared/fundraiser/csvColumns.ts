// Which column of an attendee file holds which field, guessed from its header as Eventbrite,
// Google Forms and people's own spreadsheets name them (in the app's four languages too).
import { foldText } from './fold'

/** The fields an attendee file may give. */
export const ATTENDEE_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'ticketType',
  'amountPaid',
  'paymentMethod',
  'orderNumber',
] as const
/** An attendee field. */
export type AttendeeField = (typeof ATTENDEE_FIELDS)[number]

/** For each field, the column holding it (0-based), or null when none does. */
export type ColumnMap = Record<AttendeeField, number | null>

/** Header names by field, folded and with spaces removed ("Order #" is "order"). */
const NAMES: Record<AttendeeField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'prenom', 'vorname', 'nombre', 'mei'],
  lastName: [
    'lastname',
    'last',
    'surname',
    'familyname',
    'nom',
    'nachname',
    'familienname',
    'apellido',
    'apellidos',
    'sei',
  ],
  fullName: [
    'name',
    'fullname',
    'yourname',
    'attendeename',
    'attendee',
    'guest',
    'guestname',
    'participant',
    'nomcomplet',
    'vollstandigername',
    'namae',
    'shimei',
  ],
  email: ['email', 'emailaddress', 'mail', 'courriel', 'adresseemail', 'emailadresse'],
  ticketType: [
    'tickettype',
    'ticket',
    'tickettier',
    'admission',
    'registrationtype',
    'typedebillet',
    'billet',
    'ticketart',
    'tarif',
  ],
  amountPaid: [
    'totalpaid',
    'amountpaid',
    'amount',
    'paid',
    'price',
    'total',
    'montant',
    'betrag',
    'prix',
    'preis',
  ],
  paymentMethod: [
    'paymenttype',
    'paymentmethod',
    'payment',
    'paidby',
    'pay',
    'paiement',
    'modedepaiement',
    'zahlungsart',
    'zahlung',
  ],
  orderNumber: [
    'order',
    'ordernumber',
    'orderno',
    'orderid',
    'ordernum',
    'commande',
    'bestellnummer',
    'bestellung',
  ],
}

/** How well a header names a field: 2 exactly, 1 when it holds a name ("How will you pay?"). */
function fit(header: string, field: AttendeeField): number {
  const key = foldText(header).replace(/ /g, '')
  if (key === '') return 0
  if (NAMES[field].includes(key)) return 2
  // "name" alone is inside every "First Name" and "Buyer Last Name": only exact counts for it
  return NAMES[field].some((name) => name.length >= 3 && name !== 'name' && key.includes(name))
    ? 1
    : 0
}

/** The guess: each field's column, each column used once, exact names first, then leftmost. */
export function guessColumns(header: readonly string[]): { columns: ColumnMap; score: number } {
  const columns = Object.fromEntries(ATTENDEE_FIELDS.map((f) => [f, null])) as ColumnMap
  const taken = new Set<number>()
  let score = 0
  for (const wanted of [2, 1]) {
    for (const field of ATTENDEE_FIELDS) {
      if (columns[field] !== null) continue
      if (field === 'fullName' && wanted === 1 && columns.firstName !== null) continue
      const at = header.findIndex((h, i) => !taken.has(i) && fit(h, field) === wanted)
      if (at < 0) continue
      columns[field] = at
      taken.add(at)
      score += wanted
    }
  }
  return { columns, score }
}

/** Whether the columns give a name: a full name, or a first or last name. */
export function hasNameColumn(columns: ColumnMap): boolean {
  return columns.fullName !== null || columns.firstName !== null || columns.lastName !== null
}
