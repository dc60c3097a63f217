// The guests of a simulated fundraiser: names from four languages (accents, apostrophes, a Polish
// ł, a German ß, Japanese), each with an email or none, an entry kind and whether they paid ahead;
// a few named a typo apart from someone else (a near-duplicate the import flags and keeps).
import type { Random } from '../../src/shared/bunco'
import type { EntryKind } from '../../src/shared/fundraiser'

/** One guest as the simulation knows them (its own record, never read back from the app). */
export interface Person {
  key: number
  first: string
  last: string
  email: string | null
  kind: EntryKind
  /** Paid before the night (the ticketing tool's amount), 0 when they pay at the door. */
  paidAhead: number
  /** Only Windows-1252 letters: may go in an older Excel's file. */
  latin: boolean
}

const FIRST = [
  'Anna',
  'Zoë',
  'Hélène',
  'François',
  'Jürgen',
  'Łucja',
  'Siobhán',
  'Maëlle',
  'José',
  'Ana',
  'Björn',
  'Chloé',
  'Renée',
  'Mary',
  'Linda',
  'Susan',
  'Karen',
  'Patricia',
  'Nancy',
  'Sandra',
  'Ðorđe',
  'Œdipe',
  'Štěpán',
  'Ève',
  'Noël',
]
const LAST = [
  'Müller',
  'Núñez',
  'O’Brien',
  'Lefèvre',
  'Groß',
  'García',
  'Smith',
  'Johnson',
  'Dubois',
  'Schäfer',
  'Martín',
  'D’Angelo',
  'Brown',
  'Nguyen',
  'Kowalski',
  'Ødegård',
  'Šimek',
  'Taylor',
  'Wilson',
  'Moore',
  'Lambert',
  'Fontaine',
  'Weiß',
  'Peña',
  'Håkansson',
]
const JAPANESE = [
  ['花子', '山田'],
  ['太郎', '佐藤'],
  ['恵', '鈴木'],
  ['陽子', '高橋'],
  ['直樹', '田中'],
] as const

// what Windows-1252 can write: Latin-1 and the few letters of bytes 0x80–0x9F
const LATIN = /^[\u0020-\u007e\u00a0-\u00ffŠšŽžŒœŸ’‘“”€]*$/u

/** The entry prices the simulated fundraiser charges, by kind. */
export const PRICES: Record<EntryKind, number> = { early: 2500, regular: 3000, door: 3500, free: 0 }

/**
 * `count` guests, seeded; about one in twenty is a typo away from another guest, and two may share
 * a name (both are flagged by the import and both kept: they are different people).
 */
export function people(count: number, random: Random): Person[] {
  const out: Person[] = []
  for (let key = 0; key < count; key++) {
    const japanese = random.next() < 0.06
    const pair = JAPANESE[random.int(JAPANESE.length)] ?? JAPANESE[0]
    let first: string = japanese ? pair[0] : (FIRST[random.int(FIRST.length)] ?? 'Anna')
    let last: string = japanese ? pair[1] : (LAST[random.int(LAST.length)] ?? 'Smith')
    // a near-duplicate: someone else's name with its last letter doubled (Anna → Annaa)
    const near = out.length > 0 && random.next() < 0.05 ? out[random.int(out.length)] : undefined
    if (near && /^\p{Script=Latin}+$/u.test(near.first)) {
      first = `${near.first}${near.first.at(-1) ?? ''}`
      last = near.last
    }
    const roll = random.next()
    const kind: EntryKind = roll < 0.35 ? 'early' : roll < 0.92 ? 'regular' : 'free'
    out.push({
      key,
      first,
      last,
      email: random.next() < 0.8 ? `guest${key}@example.org` : null,
      kind,
      paidAhead: kind !== 'free' && random.next() < 0.7 ? PRICES[kind] : 0,
      latin: LATIN.test(`${first} ${last}`),
    })
  }
  return out
}
