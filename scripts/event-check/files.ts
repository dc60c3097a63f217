// The attendee files a fundraiser's guests arrive in, as three tools write them: Eventbrite's CSV
// (UTF-8 with a BOM, quoted fields, a blank row), an older European Excel's (Windows-1252,
// semicolons, French headers, decimal commas) and Excel's "Unicode text" of a Google Form (UTF-16
// with tabs, full names). Some guests are listed twice: the organiser leaves the second row out.
import type { Random } from '../../src/shared/bunco'
import type { PaymentMethod } from '../../src/shared/fundraiser'
import type { Person } from './people'

/** One file as the organiser imports it, with what the simulation knows of its rows. */
export interface AttendeeFile {
  name: string
  bytes: Uint8Array
  /** The guests it registers, in row order (the rows left out not among them). */
  guests: Person[]
  /** The rows that repeat an earlier one, numbered as a spreadsheet shows them. */
  repeats: number[]
  /** How a guest of this file paid ahead. */
  method: Exclude<PaymentMethod, 'free'>
}

const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'

/** Text in Windows-1252 (the simulation only gives it letters that fit). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => {
    const high = CP1252_HIGH.indexOf(ch)
    const code = high >= 0 ? 0x80 + high : ch.charCodeAt(0)
    if (code > 0xff) throw new Error(`not Windows-1252: ${ch}`)
    return code
  })
}

const utf16 = (text: string): Uint8Array =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])

const quoted = (cell: string): string =>
  /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell

/** Rows for the guests, each repeated now and then: the lines and the repeated rows' numbers. */
function rows(
  guests: readonly Person[],
  random: Random,
  line: (p: Person) => string,
  blankAt = -1,
): { lines: string[]; repeats: number[] } {
  const lines: string[] = []
  const repeats: number[] = []
  guests.forEach((p, i) => {
    if (i === blankAt) lines.push('')
    lines.push(line(p))
    if (random.next() < 0.04) {
      lines.push(line(p))
      // the header is row 1, so a line's row is its index plus 2
      repeats.push(lines.length + 1)
    }
  })
  return { lines, repeats }
}

const money = (minor: number, comma = false): string => {
  const text = (minor / 100).toFixed(2)
  return comma ? text.replace('.', ',') : text
}

function eventbrite(guests: Person[], random: Random): AttendeeFile {
  const ticket = {
    early: 'Early Bird',
    regular: 'General Admission, table seating',
    free: 'Complimentary',
    door: 'Door',
  }
  const { lines, repeats } = rows(
    guests,
    random,
    (p) =>
      [
        String(100_000 + p.key),
        p.first,
        p.last,
        p.email ?? '',
        ticket[p.kind],
        p.paidAhead > 0 ? `$${money(p.paidAhead)}` : '$0.00',
        p.kind === 'free' ? 'Free' : p.paidAhead > 0 ? 'Eventbrite' : 'Pay at the venue',
      ]
        .map(quoted)
        .join(','),
    Math.floor(guests.length / 2),
  )
  const header = 'Order #,First Name,Last Name,Email,Ticket Type,Total Paid,Payment Type'
  const text = `\uFEFF${[header, ...lines].join('\r\n')}\r\n`
  return { name: 'eventbrite.csv', bytes: Buffer.from(text), guests, repeats, method: 'online' }
}

function oldExcel(guests: Person[], random: Random): AttendeeFile {
  const tarif = { early: 'Prévente', regular: 'Normal', free: 'Gratuit', door: 'Sur place' }
  const { lines, repeats } = rows(guests, random, (p) =>
    [
      p.first,
      p.last,
      p.email ?? '',
      tarif[p.kind],
      p.paidAhead > 0 ? money(p.paidAhead, true) : '',
      p.kind === 'free' ? 'Gratuit' : p.paidAhead > 0 ? 'Carte' : '',
    ].join(';'),
  )
  const text = `${['Prénom;Nom;Courriel;Tarif;Montant;Paiement', ...lines].join('\r\n')}\r\n`
  return { name: 'inscriptions.csv', bytes: windows1252(text), guests, repeats, method: 'card' }
}

function googleForm(guests: Person[], random: Random): AttendeeFile {
  const ticket = { early: 'Early bird', regular: 'Regular', free: 'Free (volunteer)', door: 'Door' }
  const { lines, repeats } = rows(guests, random, (p) =>
    [
      `2026/11/${10 + (p.key % 18)} 10:${String(p.key % 60).padStart(2, '0')}:00`,
      `${p.first} ${p.last}`,
      p.email ?? '',
      ticket[p.kind],
      p.paidAhead > 0 ? String(p.paidAhead / 100) : '',
      p.kind === 'free' ? 'free' : p.paidAhead > 0 ? 'PayPal' : 'at the door',
    ].join('\t'),
  )
  const header = 'Timestamp\tFull Name\tEmail Address\tTicket\tAmount Paid\tPayment'
  const text = `${[header, ...lines].join('\r\n')}\r\n`
  return { name: 'form.txt', bytes: utf16(text), guests, repeats, method: 'online' }
}

/** The guests spread over the three files (only Windows-1252 names in the old Excel's). */
export function attendeeFiles(guests: readonly Person[], random: Random): AttendeeFile[] {
  const parts: Person[][] = [[], [], []]
  for (const p of guests) {
    const choices = p.latin ? [0, 1, 2] : [0, 2]
    parts[choices[random.int(choices.length)] ?? 0]?.push(p)
  }
  const [a = [], b = [], c = []] = parts
  return [eventbrite(a, random), oldExcel(b, random), googleForm(c, random)].filter(
    (f) => f.guests.length > 0,
  )
}

/** A CSV that is no list of people: a bank statement. */
export const BANK_STATEMENT =
  'Date,Amount,Category,Balance\r\n2026-11-01,-12.50,Groceries,1020.00\r\n'
