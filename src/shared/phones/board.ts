// What the host's phones tab shows of a night's phones: the board of tables and what each sent,
// the TV's, a guest's and the door desks' links, and the party's Wi-Fi (its password stays in main).
import type { TableResult } from '../bunco/types'
import type { PhoneMode } from './decision'
import type { SubmissionStatus } from './status'

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

/** A door desk's page (a volunteer's tablet or phone): its number, address and QR code. */
export interface DeskLink extends GuestLink {
  desk: number
  /** The device its actions are recorded as (the treasurer's report's line). */
  device: string
}

/** One table as the host's "tables in" board shows it. */
export interface PhoneTableStatus {
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
export interface PhonesStatus {
  enabled: boolean
  mode: PhoneMode
  address: string | null
  port: number | null
  url: string | null
  /** This computer's network addresses, the likely Wi-Fi one first. */
  addresses: { name: string; address: string; likely: boolean }[]
  tables: PhoneTableStatus[]
  /**
   * Results waiting for the host (confirm mode, one a table called wrong, or a phone after the
   * host typed one).
   */
  waiting: number
  /** The TV's page over the Wi-Fi, while phones are on. */
  tv: GuestLink | null
  /** The standings are hidden for the night's last this many rounds (0: never). */
  hideRounds: number
  /** The night is a fundraiser: it may have door desks, and the TV shows its money and draws. */
  fundraiser: boolean
  /** Its door desks' pages, while phones are on (revoked ones left out). */
  desks: DeskLink[]
  /** The money raised is kept off the TV and the projector for now. */
  hideRaised: boolean
  error: string | null
}
