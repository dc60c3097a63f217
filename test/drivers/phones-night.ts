// A main context whose phones can only be switched on at 127.0.0.1, and a night in play with its
// phones on there: where the LAN tests, the LAN bench and the LAN attack each start.
import { createMainContext, type ContextOptions, type MainContext } from '../../src/main/context'
import type { NetworkAddress } from '../../src/main/phones/addresses'
import { newPass } from '../../src/main/phones/passes'
import type { PhoneSender } from '../../src/main/phones/phonesContext'
import { phonesStatus } from '../../src/main/phones/phonesStatus'
import { enablePhones } from '../../src/main/phones/serverLifecycle'
import type { PhonesStatus } from '../../src/shared/phones/board'
import type { PhoneMode } from '../../src/shared/phones/decision'
import type { NightView } from '../../src/shared/views'
import { addPeople, must, startNight, type Call } from './night-driver'

/** The only address offered for the phones: loopback, so nothing is heard off this machine. */
export const LOOPBACK = (): NetworkAddress[] => [
  { name: 'loopback', address: '127.0.0.1', likely: true },
]

/** A main context whose phones can only be switched on at 127.0.0.1, and a caller for it. */
export function loopbackContext(options: Omit<ContextOptions, 'networkAddresses'>): {
  ctx: MainContext
  call: Call
} {
  const ctx = createMainContext({ ...options, networkAddresses: LOOPBACK })
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
    mode?: PhoneMode
  },
): Promise<{ night: NightView; status: PhonesStatus }> {
  const ids = await addPeople(call, options.guests, options.prefix)
  const night = await startNight(call, ids, options)
  if (options.mode) await must(call, 'phones:mode', { nightId: night.id, mode: options.mode })
  return { night, status: await phonesOn(ctx, night.id) }
}

/** A night's phones switched on at 127.0.0.1 (any free port unless told); the board then. */
export async function phonesOn(ctx: MainContext, nightId: number, port = 0): Promise<PhonesStatus> {
  // port 0: any free port (the contract asks for 1024+; the phones take any)
  await enablePhones(ctx.phones, nightId, '127.0.0.1', port)
  return phonesStatus(ctx.phones, nightId)
}

/** A table's phone as the phones see one: a pass of its own for `code`, `device` on the board. */
export function phoneOf(ctx: MainContext, code: string, device = 'phone'): PhoneSender {
  return { pass: newPass(ctx.phones, code, 'table'), device }
}
