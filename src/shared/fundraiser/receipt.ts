// A donation's receipt as data: the cause, the donor or none, the amount and how it was given,
// the note, the day, and a number that stays the same however often the receipt is printed.
import type { FundraiserState, MoneyMethod } from './events'
import { refuse } from './refusals'

/** What a donation receipt prints. */
export interface DonationReceipt {
  cause: string
  currency: string
  /** The year and the donation's place in the night's log: "2026-0007". */
  receiptNumber: string
  /** When it was given: an ISO date (2026-12-05) or date and time. */
  date: string
  /** Null for an anonymous gift. */
  donor: string | null
  amountMinor: number
  method: MoneyMethod
  note: string
}

/** The receipt of one recorded donation, given on `date` (the log's time of its event). */
export function donationReceipt(
  state: FundraiserState,
  donationId: string,
  date: string,
): DonationReceipt {
  const donation = state.donations.get(donationId)
  if (!donation) refuse('donation.unknown', { donation: donationId }, 'not-found')
  // the donations map keeps the log's order, so a donation's place never changes
  const place = [...state.donations.keys()].indexOf(donationId) + 1
  const year = /^\d{4}/.exec(date)?.[0] ?? ''
  return {
    cause: state.settings.cause,
    currency: state.settings.currency,
    receiptNumber: [year, String(place).padStart(4, '0')].filter(Boolean).join('-'),
    date,
    donor: donation.donor,
    amountMinor: donation.amountMinor,
    method: donation.method,
    note: donation.note,
  }
}
