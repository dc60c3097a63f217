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

/** Header names by field, as people write them (Japanese ones included). */
const WRITTEN: Record<AttendeeField, readonly string[]> = {
  firstName: [
    'firstname',
    'first',
    'givenname',
    'forename',
    'prenom',
    'vorname',
    'nombre',
    'mei',
    '名',
    '下の名前',
  ],
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
    '姓',
    '名字',
    '苗字',
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
    '氏名',
    '名前',
    'お名前',
    '参加者名',
    'ゲスト名',
  ],
  email: [
    'email',
    'emailaddress',
    'mail',
    'courriel',
    'adresseemail',
    'emailadresse',
    'メール',
    'メールアドレス',
    '電子メール',
  ],
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
    'チケット',
    'チケット種別',
    '券種',
    '参加区分',
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
    '金額',
    '支払額',
    '支払金額',
    '参加費',
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
    '支払方法',
    '支払い方法',
    'お支払い方法',
    '決済方法',
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
    '注文番号',
    '予約番号',
    '受付番号',
  ],
}

// folded as headers are: NFKD takes the voicing marks off kana ("メールアドレス" folds to "メールアトレス")
const NAMES: Record<AttendeeField, readonly string[]> = { ...WRITTEN }
for (const field of ATTENDEE_FIELDS) {
  NAMES[field] = WRITTEN[field].map((name) => foldText(name).replace(/ /g, ''))
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
