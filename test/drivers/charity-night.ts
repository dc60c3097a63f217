// A charity night with its phones on at 127.0.0.1 before its first round: a fundraiser started,
// guests registered, and door desks added, each with its own code. Where the desk tests, the desk
// e2e and the LAN attack start.
import type { MainContext } from '../../src/main/context'
import type { FundraiserSettings } from '../../src/shared/fundraiser'
import type { PhonesStatus } from '../../src/shared/phones/board'
import type { NightView } from '../../src/shared/views'
import { must, type Call } from './night-driver'
import { phonesOn } from './phones-night'

/** $25 early, $30 regular, $35 at the door; raffle $1 a ticket or $5 for 6; 50/50 $2 a ticket. */
export const CHARITY_SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 500_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}

/** Guests with accents and a shared surname, as a real list has them. */
export const CHARITY_GUESTS: readonly (readonly [string, string])[] = [
  ['Zoé', 'Müller'],
  ['Ann', 'Lee'],
  ['Bo', 'Ng'],
  ['Chloë', 'Dupré'],
  ['Dan', 'Lee'],
  ['Émile', 'Zola'],
  ['Fran', 'O’Brien'],
  ['Gus', 'Núñez'],
]

/** The desk code in a desk's link. */
export const deskCodeOf = (url: string): string => new URL(url).hash.slice(3)

/**
 * A night being set up, made a fundraiser with `guests` registered (early birds who still owe
 * their entry), its phones on at 127.0.0.1 and `desks` door desks added; the board then.
 */
export async function charityNight(
  ctx: MainContext,
  call: Call,
  options: {
    guests?: readonly (readonly [string, string])[]
    desks?: number
    title?: string
    settings?: FundraiserSettings
  } = {},
): Promise<{ night: NightView; status: PhonesStatus; desks: string[] }> {
  const night = await must<NightView>(call, 'night:create', {
    title: options.title ?? 'Charity Bunco',
    date: '2026-12-05',
  })
  const nightId = night.id
  await must(call, 'fundraiser:settings', {
    nightId,
    settings: options.settings ?? CHARITY_SETTINGS,
  })
  for (const [firstName, lastName] of options.guests ?? CHARITY_GUESTS) {
    await must(call, 'fundraiser:act', {
      nightId,
      action: { type: 'register', firstName, lastName, kind: 'early' },
    })
  }
  await phonesOn(ctx, nightId)
  let status = await must<PhonesStatus>(call, 'phones:status', { nightId })
  for (let i = 0; i < (options.desks ?? 2); i++) {
    status = await must<PhonesStatus>(call, 'phones:addDesk', { nightId })
  }
  return { night, status, desks: status.desks.map((d) => deskCodeOf(d.url)) }
}
