// A main context whose phones can only be switched on at 127.0.0.1, and a night in play with its
// phones on there: where the LAN tests, the LAN bench and the LAN attack each start.
import { createMainContext, type ContextOptions, type MainContext } from '../../src/main/context'
import type { LanAddress } from '../../src/main/phones/addresses'
import type { PhoneSender } from '../../src/main/phones/phonesContext'
import type { LanStatus } from '../../src/shared/lan'
import type { LanMode } from '../../src/shared/schemas/lan'
import type { NightView } from '../../src/shared/views'
import { addPeople, must, startNight, type Call } from './night-driver'

/** The only address offered for the phones: loopback, so nothing is heard off this machine. */
export const LOOPBACK = (): LanAddress[] => [
  { name: 'loopback', address: '127.0.0.1', likely: true },
]

/** A main context whose phones can only be switched on at 127.0.0.1, and a caller for it. */
export function loopbackContext(options: Omit<ContextOptions, 'lanAddresses'>): {
  ctx: MainContext
  call: Call
} {
  const ctx = createMainContext({ ...options, lanAddresses: LOOPBACK })
  return { ctx, call: (name, args) => ctx.dispatch(name, args) }
}

/** A new night of `guests` people, its phones' mode set if given, its phones on at 127.0.0.1. */
export async function nightWithPhones(
  ctx: MainContext,
  call: Call,
  options: {
    guests: number
    prefix?: string
    seed?: number
    title?: string
    rules?: unknown
    mode?: LanMode
  },
): Promise<{ night: NightView; status: LanStatus }> {
  const ids = await addPeople(call, options.guests, options.prefix)
  const night = await startNight(call, ids, options)
  if (options.mode) await must(call, 'lan:mode', { nightId: night.id, mode: options.mode })
  // port 0: any free port (the contract asks for 1024+; the service takes any)
  const status = await ctx.lan.enable(night.id, '127.0.0.1', 0)
  return { night, status }
}

/** A table's phone as the service sees one: a pass of its own for `code`, `device` on the board. */
export function phoneOf(ctx: MainContext, code: string, device = 'phone'): PhoneSender {
  return { pass: ctx.lan.pass(code, 'table'), device }
}
