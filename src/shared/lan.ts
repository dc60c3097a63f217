// What the table phones see, and what the host sees of them.
import type { AwardStatus, PlayMode, PrizeCategory, TableResult } from './bunco'
import { SEATS, seatsOf, type Seat } from './bunco/types'
import type { LiveBunco } from './phones/live'
import type { PhoneStanding } from './phones/standing'
import type { RoundEnd } from './bunco/rules'
import type { LanMode } from './schemas/lan'

/**
 * Where a phone result stands: applied at once (trust), waiting for the host, waiting for the
 * table's other team (`confirming`), called wrong by them (`disputed`), or settled;
 * `overridden` (shown only): the night no longer holds it as sent (the host undid or changed it).
 */
export type SubmissionStatus =
  | 'applied'
  | 'waiting'
  | 'replaced'
  | 'accepted'
  | 'declined'
  | 'held'
  | 'confirming'
  | 'disputed'
  | 'overridden'

/** Whether a phone result, as shown, waits for the host's Accept or Decline. */
export function awaitsHost(status: SubmissionStatus): boolean {
  return status === 'waiting' || status === 'held' || status === 'disputed'
}

/** Whether the host may settle a phone result: one that waits for them, or for the table's answer. */
export function hostMaySettle(status: SubmissionStatus): boolean {
  return awaitsHost(status) || status === 'confirming'
}

/**
 * The seats asked to confirm a result at the table: the team that did not win it (the pair across
 * from the winners), or in individual play everyone but the winner.
 */
export function confirmingSeats(winner: TableResult['winner']): Seat[] {
  if (winner === 'NS') return seatsOf('EW')
  if (winner === 'EW') return seatsOf('NS')
  return SEATS.filter((s) => s !== winner)
}

/** A table's score as its winners say it, their points first ("21–9"); null without points. */
export function winnersScore(
  winner: TableResult['winner'],
  points: TableResult['points'] | null | undefined,
): string | null {
  if (!points) return null
  return winner === 'EW' ? `${points.EW}–${points.NS}` : `${points.NS}–${points.EW}`
}

/** A table phone's page: its table now, what it sent, and where its last players went. */
export interface PhoneTableView {
  title: string
  table: number
  headTable: boolean
  /** The round being played, or null once the night is over. */
  round: { n: number; set: number; inSet: number; total: number; face: number } | null
  goal: number
  play: PlayMode
  /** First names by seat; null for an empty seat played by its partner. */
  seats: { seat: Seat; name: string | null }[]
  dice: { fourDice: boolean; wipeout: boolean; lowTriple7: boolean }
  /** How the round ends (for the phone's roll-by-roll scorekeeper). */
  roundEnd: RoundEnd
  record: { minis: boolean; wipeouts: boolean }
  /** The bell's count, and when it rang if it rang in the round being played (else null). */
  bell: { bells: number; bellAt: number | null }
  /** This table's latest result sent for the round being played. */
  sent: { status: SubmissionStatus; at: string; flagged: boolean } | null
  /**
   * The result the table's other team is asked to confirm (table mode): its key, what it says,
   * and the seats asked (the team that did not win it); null when nothing waits for them.
   */
  confirm: {
    key: string
    winner: TableResult['winner']
    points: TableResult['points'] | null
    rollOff: boolean
    asked: Seat[]
  } | null
  /** The result the night holds for this table in the round being played (the host's or a phone's). */
  counted: { winner: TableResult['winner']; points: TableResult['points'] | null } | null
  /** The table is in this round's seating (after guests leave, a table may sit out). */
  playing: boolean
  /** Where the players of this table's last round sit now. */
  moves: { name: string; table: number; seat: Seat }[]
  /** What the phone reading it may do here this round (its own pass decides). */
  phone: PhoneStanding
}

/** A guest's own page: their seat, their record, the top of the standings. */
export interface PhoneGuestView {
  title: string
  name: string
  round: { n: number; total: number; face: number } | null
  seat: { table: number; seat: Seat; partner: string | null } | null
  /** The head table's bell, as every phone of the room shows it. */
  bell: { bells: number; bellAt: number | null }
  previous: { table: number } | null
  record: { wins: number; losses: number; buncos: number }
  /** Their place in the standings among this many players; null while the standings are hidden. */
  place: { place: number; of: number } | null
  /** The top five; empty while the standings are hidden. */
  top: { place: number; name: string; wins: number }[]
  /** The host hides the standings for the last rounds, until the awards. */
  hidden: boolean
}

/**
 * The TV's page over the Wi-Fi: what the projector shows and nothing more (no codes, no devices,
 * no guest's own record); the standings are left out while hidden.
 */
export interface PhoneTvView {
  title: string
  /** The round being played, or null once the night is over. */
  round: PhoneTableView['round']
  bell: { bells: number; bellAt: number | null }
  /**
   * The round's tables and who sits where (first names; null for an empty seat), whether the
   * table's result is in, and its running score while its phone keeps it ("17–12").
   */
  tables: {
    table: number
    seats: { seat: Seat; name: string | null }[]
    done: boolean
    live: string | null
  }[]
  /** The latest Buncos rolled at tables keeping score on their phones, oldest first. */
  buncos: LiveBunco[]
  /** The top five; empty while the standings are hidden. */
  top: { place: number; name: string; wins: number }[]
  hidden: boolean
  /** Who holds the traveling die now (first names). */
  dieHolders: string[]
  /** The prizes once the night is over; null before. */
  awards: { prize: PrizeCategory; status: AwardStatus; names: string[] }[] | null
  /** The party's Wi-Fi as a QR code (an SVG data URL) and its name, when the host typed it. */
  wifi: { name: string; qr: string } | null
}

/** The party's Wi-Fi as the host's phones tab shows it (the password stays in main). */
export interface WifiStatus {
  name: string
  hasPassword: boolean
  /** The Wi-Fi QR code (an SVG data URL), or null before a name is typed. */
  qr: string | null
}

/** The TV's page (or a guest's own page): its address and QR code (while phones are on). */
export interface GuestLink {
  url: string
  /** A QR code of the URL, as an SVG data URL. */
  qr: string
}

/** One table as the host's "tables in" board shows it. */
export interface LanTableStatus {
  table: number
  code: string
  url: string
  /** A QR code of the URL, as an SVG data URL. */
  qr: string
  phones: number
  lastSeen: string | null
  /** The latest phone result for the round being played, if any. */
  sent: {
    id: number
    status: SubmissionStatus
    at: string
    device: string
    flagged: boolean
    result: TableResult
    /** When the table's other team answered (table mode); null before, or in the other modes. */
    answeredAt: string | null
  } | null
  /** The night holds a result for this table this round (from a phone or the host). */
  entered: boolean
}

/** The host's view of the table phones of a night. */
export interface LanStatus {
  enabled: boolean
  mode: LanMode
  address: string | null
  port: number | null
  url: string | null
  /** This computer's network addresses, the likely Wi-Fi one first. */
  addresses: { name: string; address: string; likely: boolean }[]
  tables: LanTableStatus[]
  /**
   * Results waiting for the host (confirm mode, one a table called wrong, or a phone after the
   * host typed one).
   */
  waiting: number
  /** The TV's page over the Wi-Fi, while phones are on. */
  tv: GuestLink | null
  /** The standings are hidden for the night's last this many rounds (0: never). */
  hideRounds: number
  error: string | null
}
