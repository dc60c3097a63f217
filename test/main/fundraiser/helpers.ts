// A real main-process context over a temp SQLite file with a night ready to be a fundraiser.
import type { FundraiserSettings } from '../../../src/shared/fundraiser'
import type { NightView } from '../../../src/shared/views'
import { must } from '../../../scripts/lib/night-driver'
import { createMainContext, type MainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'
import type { Call } from '../../../scripts/lib/night-driver'

/** $25 early, $30 regular, $35 at the door; raffle $1 a ticket or $5 for 6; 50/50 $2 a ticket. */
export const SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 1_000_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}

/** A fresh store with one night, not yet a fundraiser. */
export async function withNight(): Promise<{
  ctx: MainContext
  call: Call
  nightId: number
  dataFolder: string
}> {
  const dataFolder = tempFolder()
  const ctx = createMainContext({ dataFolder, locales: ['en-US'], version: '0.1.0' })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const night = await must<NightView>(call, 'night:create', {
    title: 'Charity Bunco',
    date: '2026-12-05',
  })
  return { ctx, call, nightId: night.id, dataFolder }
}

/** A file's text as the base64 the contract carries. */
export function base64(text: string | Uint8Array): string {
  return Buffer.from(text).toString('base64')
}
