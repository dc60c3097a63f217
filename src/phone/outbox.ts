// Results not yet confirmed by the laptop, kept on the phone (localStorage) and sent again until
// the laptop answers; each keeps its idempotency key, so a resend is never counted twice.
import type { PhoneResult } from '@shared/schemas/lan'
import { readStored, writeStored } from './stored'

/** One result waiting to be confirmed. */
export interface Pending {
  body: PhoneResult
  at: string
}

/** The outbox of one table code. */
export interface Outbox {
  list(): Pending[]
  add(body: PhoneResult): void
  remove(key: string): void
}

/** The outbox kept under this code on this phone. */
export function outboxFor(code: string): Outbox {
  const name = `bunco-outbox-${code.slice(0, 12)}`
  const read = (): Pending[] => {
    const kept = readStored(name)
    return Array.isArray(kept) ? (kept as Pending[]) : []
  }
  const write = (list: Pending[]): void => writeStored(name, list.length > 0 ? list : null)
  return {
    list: read,
    add: (body) =>
      write([
        ...read().filter((p) => p.body.key !== body.key),
        { body, at: new Date().toISOString() },
      ]),
    remove: (key) => write(read().filter((p) => p.body.key !== key)),
  }
}
