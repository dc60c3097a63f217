// What the documents need from a night: who plays, where they sit, and how to name them.
import { isGhost, SEATS, type RoundPlan, type Seat } from '@shared/bunco'
import { fill, type PdfTexts } from '@shared/i18n/pdf'
import type { NightMoneyView } from '@shared/club'
import { personOf, type NightState } from '@shared/night'
import type { Language } from '@shared/settings'

/** The links of the phone pages, while the night's table phones are on (live codes). */
export interface PhoneLinks {
  /** A table's page (its QR on the table card and tally), or null when it has no code. */
  table(table: number): string | null
  /** A guest's own read-only page (its QR on their score sheet), or null (a ghost). */
  guest(player: string): string | null
}

/** A night to print: its state and the roster name of each player key. */
export interface PdfNight {
  state: NightState
  names: ReadonlyMap<string, string>
  /** Present only while phones are on for this night: then QR codes are printed. */
  phones?: PhoneLinks
  /** Present only for a club's night: its pot, each prize's share and, once settled, payouts. */
  money?: NightMoneyView
  /** The party's Wi-Fi when the host typed it: its name and its QR text (on the table cards). */
  wifi?: { name: string; text: string }
}

/** Where a player sits in a round. */
export interface SeatAt {
  table: number
  seat: Seat
}

/** The name printed for a player: roster name, the ghost label, or a numbered guest label. */
export function displayName(night: PdfNight, player: string, texts: PdfTexts): string {
  if (isGhost(player)) return texts.common.ghost
  const name = night.names.get(player)?.replace(/\s+/g, ' ').trim()
  if (name) return name
  return `${texts.common.guest} ${personOf(player) ?? ''}`.trim()
}

/** Every seating of the night in order: the rounds played, then the open round. */
export function plans(state: NightState): RoundPlan[] {
  const all = state.played.map((p) => p.plan)
  if (state.current) all.push(state.current.plan)
  return all
}

/** The real players of the night: chosen guests, anyone seated since, and announced arrivals. */
export function guestKeys(state: NightState): string[] {
  const keys = new Set(state.guests)
  for (const plan of plans(state)) {
    for (const table of plan.tables) for (const id of Object.values(table.seats)) keys.add(id)
  }
  for (const id of state.pending.arrive) keys.add(id)
  return [...keys].filter((k) => !isGhost(k))
}

/** Each player's first table and seat of the night. */
export function firstSeats(state: NightState): Map<string, SeatAt> {
  const seats = new Map<string, SeatAt>()
  for (const plan of plans(state)) {
    for (const table of plan.tables) {
      for (const seat of SEATS) {
        const id = table.seats[seat]
        if (!seats.has(id)) seats.set(id, { table: table.table, seat })
      }
    }
  }
  return seats
}

/** The seating to put on the tables: the open round, else the last round played. */
export function seatingPlan(state: NightState): RoundPlan | null {
  return state.current?.plan ?? state.played.at(-1)?.plan ?? null
}

/** How many tables the night uses now (from the seating, else from the number of guests). */
export function tableCount(state: NightState): number {
  const plan = seatingPlan(state)
  if (plan) return plan.tables.length
  return state.rules.play === 'individual' ? 1 : Math.max(1, Math.ceil(state.guests.length / 4))
}

/** The night's date (YYYY-MM-DD) written out in the language; the raw text if it is not a date. */
export function formatDate(date: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return date
  const when = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    when,
  )
  // ICU may use narrow no-break spaces, which a font may lack: a plain space prints the same.
  return text.replace(/[\u2000-\u200b\u202f]/g, ' ')
}

/**
 * The night's title, date and venue on one line, for page headers; the date once, so not again
 * after a title that has it already (a night named after its date, "Bunco night, May 2, 2026").
 */
export function nightLine(
  state: NightState,
  language: Language,
  title = state.details.title,
): string {
  const date = formatDate(state.details.date, language)
  const spaced = (text: string): string => text.replace(/[\s\u2000-\u200b\u202f]+/g, ' ')
  const dated = spaced(state.details.title).includes(spaced(date))
  const parts = dated ? [title] : [title, date]
  if (state.details.venue) parts.push(state.details.venue)
  return parts.filter((p) => p.trim()).join(' · ')
}

/** "Table 3" in the document's language. */
export function tableLabel(texts: PdfTexts, table: number): string {
  return fill(texts.common.table, { n: table })
}
