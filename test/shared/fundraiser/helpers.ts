import { expect } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import type {
  FundraiserEvent,
  FundraiserSettings,
  PaymentMethod,
  TicketGame,
} from '../../../src/shared/fundraiser/events'
import type { FundraiserRefusal } from '../../../src/shared/fundraiser/refusals'

/** Runs `run` and expects it to be refused with `errors.fundraiser.<key>`; returns the error. */
export function refused(run: () => unknown, key: FundraiserRefusal): AppError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).messageKey).toBe(`errors.fundraiser.${key}`)
    return err as AppError
  }
  throw new Error(`expected a refusal with ${key}, but nothing was thrown`)
}

/** A fundraiser's settings for tests: $25 early, $30 regular, $35 at the door, $1 a ticket, $5 a strip of 6. */
export const SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 1_000_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}

/** A registration event with defaults. */
export function guest(
  registrationId: string,
  more: Partial<Extract<FundraiserEvent, { type: 'register' }>> = {},
): FundraiserEvent {
  return {
    type: 'register',
    registrationId,
    firstName: 'Ann',
    lastName: registrationId,
    email: null,
    kind: 'regular',
    priceMinor: 3000,
    source: 'typed',
    ...more,
  }
}

/** A payment event. */
export function payment(
  paymentId: string,
  registrationId: string,
  amountMinor: number,
  method: PaymentMethod = 'cash',
  deviceId = 'desk1',
): FundraiserEvent {
  return { type: 'payment', paymentId, registrationId, amountMinor, method, deviceId }
}

/** A ticket sale event. */
export function tickets(
  saleId: string,
  game: TicketGame,
  first: number,
  last: number,
  more: Partial<Extract<FundraiserEvent, { type: 'ticketSale' }>> = {},
): FundraiserEvent {
  return {
    type: 'ticketSale',
    saleId,
    game,
    first,
    last,
    seller: 'Bea',
    buyer: null,
    method: 'cash',
    deviceId: 'desk1',
    ...more,
  }
}
