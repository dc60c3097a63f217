// A door desk on the Wi-Fi (a volunteer's tablet or phone, by its own desk code): what it reads of
// the fundraiser's guest list, the only actions it may send, and what it is answered. The server
// (src/main/phones) and the desk page (src/phone/desk) both import it.
import type { FundraiserAction } from '../fundraiser/actions'
import type { EntryKind, Registration } from '../fundraiser/events'
import type { DoorCounts } from '../fundraiser/views'

/**
 * The fundraiser actions a desk code may send: the door's, nothing else (never a draw, a ticket
 * sale, a donation, a refund, a payout or the settings).
 */
export const DESK_ACTION_TYPES = [
  'checkIn',
  'walkIn',
  'payment',
  'arrivalUndone',
  'noShow',
] as const satisfies readonly FundraiserAction['type'][]
/** One of DESK_ACTION_TYPES. */
export type DeskActionType = (typeof DESK_ACTION_TYPES)[number]
/** A fundraiser action a desk may send. */
export type DeskAction = Extract<FundraiserAction, { type: DeskActionType }>

/** Whether an action is one a desk may send. */
export function isDeskAction(action: FundraiserAction): action is DeskAction {
  return DESK_ACTION_TYPES.some((type) => type === action.type)
}

/** The device id a desk's actions are recorded under (the treasurer's report counts by it). */
export function deskDeviceId(desk: number): string {
  return `desk-${desk}`
}

/** The desk a device id names (deskDeviceId read back), or null for another device. */
export function deskOfDevice(deviceId: string): number | null {
  const desk = /^desk-([1-9]\d{0,3})$/.exec(deviceId)?.[1]
  return desk === undefined ? null : Number(desk)
}

/** The most desk codes a night may be given (revoked ones count: each is a device in the report). */
export const MAX_DESKS = 20

/** One guest as the desk shows them: who, how they came in, where they are, what they owe. */
export interface DeskGuest {
  id: Registration['registrationId']
  first: string
  last: string
  kind: EntryKind
  status: Registration['status']
  /** What they still owe once arrived (a no-show who turns up after all owes their entry again). */
  dueMinor: number
  paidMinor: number
}

/**
 * A desk's page: the night and cause, the prices of a walk-in, the guest list (no emails, no
 * payments' details, nothing of the raffle or the money raised) and the door's counts.
 */
export interface PhoneDeskView {
  title: string
  cause: string
  /** ISO 4217: every amount is in its minor units. */
  currency: string
  /** This desk's number, as the host's screen names it. */
  desk: number
  /** The fundraiser's newest seq: a view with a later one is newer. */
  seq: number
  prices: Record<EntryKind, number>
  guests: DeskGuest[]
  door: DoorCounts
}

/**
 * A desk's action as it is sent: with an idempotency key, so an action sent again (no answer came
 * back the first time) is taken once.
 */
export interface DeskPost {
  key: string
  action: DeskAction
}

/** What the desk's action did. */
export interface DeskOutcome {
  /** The fundraiser's seq once it was taken. */
  seq: number
  /** The guest it was about (a walk-in's new registration). */
  guest: string | null
  /** True when this key had been taken already: nothing new was written. */
  repeated: boolean
}
