// What the phone pages read (a table's, a guest's, the TV's): the views the laptop's server
// answers with and the page draws, one type per kind of page (protocol.ts names their routes).
import type { AwardStatus, PlayMode, PrizeCategory, TableResult } from '../bunco'
import type { Seat } from '../bunco/types'
import type { RoundClock, RoundEnd } from '../bunco/rules'
import type { RoomClock } from '../roomClock'
import type { LiveBunco } from './live'
import type { PhoneStanding } from './standing'
import type { SubmissionStatus } from './status'
import type { TvFundraiser } from './tvFundraiser'
import type { TvSlides } from '../slides/show'

/** A table phone's page: its table now, what it sent, and where its last players went. */
export interface PhoneTableView {
  title: string
  table: number
  headTable: boolean
  /** The round being played, or null once the night is over. */
  round: { n: number; set: number; inSet: number; total: number; face: number } | null
  goal: number
  /** The round's clock; 'clockOnly': the table plays on past the goal until time is up. */
  roundClock: RoundClock
  play: PlayMode
  /** First names by seat; null for an empty seat played by its partner. */
  seats: { seat: Seat; name: string | null }[]
  dice: { fourDice: boolean; wipeout: boolean; lowTriple7: boolean }
  /** How the round ends (for the phone's roll-by-roll scorekeeper). */
  roundEnd: RoundEnd
  record: { minis: boolean; wipeouts: boolean }
  /** The bell's count, and when it rang if it rang in the round being played (else null). */
  bell: { bells: number; bellAt: number | null }
  /** The move countdown's end and a timed round's end, while the night is played. */
  clock: RoomClock
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
  /** The move countdown's end and a timed round's end, while the night is played. */
  clock: RoomClock
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
  /** The night has not started: a charity night's door is open before its first round. */
  notStarted: boolean
  /** The round being played, or null before the first round and once the night is over. */
  round: PhoneTableView['round']
  bell: { bells: number; bellAt: number | null }
  /** The move countdown ("Move to your new table: 1:47") and a timed round's end ("Time's up"). */
  clock: RoomClock
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
  /** The playoff's champions (first names) once its final table is in; empty before. */
  champions: string[]
  /** The prizes once the night is over; null before. */
  awards: { prize: PrizeCategory; status: AwardStatus; names: string[] }[] | null
  /** The party's Wi-Fi as a QR code (an SVG data URL) and its name, when the host typed it. */
  wifi: { name: string; qr: string } | null
  /** A charity night's money raised and newest draw; null when the night is not a fundraiser. */
  fundraiser: TvFundraiser | null
  /** The night's slides and what decides when they show (never while dice roll). */
  slides: TvSlides
}
