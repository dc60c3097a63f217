// A charity night's attendee list as a ticketing tool exports it, messy on purpose ("Last, First"
// names, accents, amounts written three ways, a duplicate and a near-duplicate, a blank line), and
// what the test knows of each guest independently of the app: what they paid and still owe.
import { foldText } from '@shared/fundraiser'

/** Entry prices of the test's fundraiser, in cents. */
export const PRICES = { early: 2500, regular: 3000, door: 3500, free: 0 } as const

/** One guest of the list as the test knows them. */
export interface ListGuest {
  first: string
  last: string
  kind: keyof typeof PRICES
  /** Paid before the night (online), in cents. */
  paid: number
  /** What they owe at the door, in cents. */
  due: number
}

const PEOPLE: [string, string][] = [
  ['Zoë', 'Lefèvre'],
  ['José', 'Núñez'],
  ['Françoise', 'Dubois'],
  ['Ann', 'Lee'],
  ['Bo', 'Leeds'],
  ['Mary', "O'Brien"],
  ['Günter', 'Müller'],
  ['Søren', 'Østergaard'],
  ['Aiko', 'Tanaka'],
  ['Piotr', 'Kowalski'],
  ['Ana', 'Ionescu'],
  ['Rami', 'Haddad'],
  ['Chidi', 'Okafor'],
  ['Elin', 'Lindqvist'],
  ['Giulia', 'Rossi'],
  ['Jana', 'Novák'],
  ['Hanna', 'Schmidt'],
  ['Luc', 'Moreau'],
  ['Tiago', 'Silva'],
  ['Linh', 'Nguyen'],
  ['Priya', 'Patel'],
  ['Lucía', 'García'],
  ['Jonas', 'Becker'],
  ['Minji', 'Kim'],
  ['Ida', 'Jensen'],
  ['Rita', 'Costa'],
  ['Marko', 'Horvat'],
  ['Lena', 'Fischer'],
  ['Claire', 'Petit'],
  ['Declan', 'Walsh'],
  ['Emre', 'Yilmaz'],
  ['Kate', 'Brennan'],
  ['Inês', 'Duarte'],
  ['John', 'Smith'],
]

/** How each guest's ticket was bought: the i-th guest takes the i-th shape, round and round. */
const SHAPES = [
  { type: 'EARLY BIRD', amount: '$25.00', how: 'Eventbrite', kind: 'early', paid: 2500 },
  { type: 'General Admission', amount: '', how: '', kind: 'regular', paid: 0 },
  { type: 'General admission', amount: '30', how: 'PayPal', kind: 'regular', paid: 3000 },
  { type: 'Pay at the door', amount: '', how: '', kind: 'door', paid: 0 },
  { type: 'Comp', amount: '0', how: 'Comp', kind: 'free', paid: 0 },
  { type: 'General Admission', amount: '', how: '', kind: 'regular', paid: 0 },
] as const

const quote = (cell: string): string =>
  /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
const email = (first: string, last: string): string =>
  `${foldText(first)}.${foldText(last).replace(/ /g, '')}@example.org`

// hundreds more on the list who do not come tonight: no name of theirs starts as a guest's above
const OTHER_FIRST = [
  'Quentin',
  'Quinn',
  'Quincy',
  'Querida',
  'Quilla',
  'Quirin',
  'Quiana',
  'Questa',
  'Quade',
  'Quella',
]
const OTHER_LAST = [
  'Quandt',
  'Quayle',
  'Quigley',
  'Quill',
  'Quimby',
  'Quinlan',
  'Quintero',
  'Quirke',
  'Quist',
  'Quarles',
  'Quaid',
  'Queen',
  'Quesada',
  'Quick',
  'Quiroga',
  'Quevedo',
  'Quintana',
  'Quiñones',
  'Quartey',
  'Quast',
  'Quenneville',
  'Quigg',
  'Quilty',
  'Quirós',
  'Quispe',
  'Quon',
  'Qureshi',
  'Quattro',
  'Quelch',
  'Quemby',
]

/** How many more the list holds than the guests the test checks in. */
export const OTHERS = OTHER_FIRST.length * OTHER_LAST.length

/** The list as the test knows it: each guest, in file order. */
export function listGuests(): ListGuest[] {
  return PEOPLE.map(([first, last], i) => {
    const shape = SHAPES[i % SHAPES.length] as (typeof SHAPES)[number]
    const price = shape.paid > 0 ? shape.paid : PRICES[shape.kind]
    return {
      first,
      last,
      kind: shape.kind,
      paid: shape.paid,
      due: shape.kind === 'free' ? 0 : price - shape.paid,
    }
  })
}

/**
 * The file: Eventbrite's columns and more, CRLF, a UTF-8 BOM, every third name written "Last,
 * First"; Kate Brennan's order twice (same email: a duplicate) and "Jon Smith" (a near-duplicate
 * of John Smith with another email), a blank line, then the 300 others. Rows are numbered as a spreadsheet shows
 * them: the header is row 1.
 */
export function attendeeFile(): { text: string; duplicateRow: number; nearRow: number } {
  const header = 'Order #,Order Date,Attendee,Email,Ticket Type,Total Paid,Payment Type,Notes'
  const rows = PEOPLE.map(([first, last], i) => {
    const shape = SHAPES[i % SHAPES.length] as (typeof SHAPES)[number]
    const name = i % 3 === 0 ? `${last}, ${first}` : ` ${first} ${last} `
    const cells = [
      `${1000 + i}`,
      '2026-11-02',
      name,
      email(first, last),
      shape.type,
      shape.amount,
      shape.how,
      i === 5 ? 'Needs a chair, "near the door"' : '',
    ]
    return cells.map(quote).join(',')
  })
  const kate = rows[PEOPLE.findIndex(([, l]) => l === 'Brennan')] as string
  const extra = [
    kate.replace(/^\d+/, '2000'),
    `2001,2026-11-03,Jon Smith,jon.smith@example.net,General Admission,,,`,
  ]
  const others = OTHER_LAST.flatMap((last, i) =>
    OTHER_FIRST.map((first, j) =>
      [
        `${3000 + i * 10 + j}`,
        '2026-11-04',
        `${first} ${last}`,
        email(first, last),
        'General Admission',
        '',
        '',
        '',
      ].join(','),
    ),
  )
  const lines = [header, ...rows, '', ...extra, ...others]
  // the header is row 1, the blank line takes a row too
  return {
    text: `\uFEFF${lines.join('\r\n')}\r\n`,
    duplicateRow: PEOPLE.length + 3,
    nearRow: PEOPLE.length + 4,
  }
}

/** A few surname letters and the first initial, folded: what a volunteer types to find a guest. */
export function typedFor(guest: ListGuest, accents: boolean): string {
  const last = accents ? guest.last : foldText(guest.last)
  return `${last.slice(0, Math.max(4, Math.min(last.length, 6)))} ${guest.first.slice(0, 1)}`
}
