// What a table's phone sent that the laptop has not confirmed yet (a result, or the other team's
// answer about one), kept on the phone (localStorage) and sent again until the laptop answers;
// each keeps its key, so a resend is never counted twice.
import type { PhoneConfirm, PhoneResult } from '@shared/schemas/phones'
import { readStored, writeStored } from './stored'

/** What waits to be sent: a table's result, or the answer about one (same key as the result). */
export type Sendable =
  { route: 'tableResult'; body: PhoneResult } | { route: 'tableConfirm'; body: PhoneConfirm }

/** One thing waiting to be confirmed. */
export type Pending = Sendable & { at: string }

/** The outbox of one table code. */
export interface Outbox {
  list(): Pending[]
  /** Keeps it, in place of one of the same route and key (a second answer replaces the first). */
  add(item: Sendable): void
  remove(item: Sendable): void
}

const same = (a: Sendable, b: Sendable): boolean => a.route === b.route && a.body.key === b.body.key

// a result kept by a version before answers were kept has no route: it is a result
function read(kept: unknown): Pending[] {
  if (!Array.isArray(kept)) return []
  return kept.map((p: Partial<Pending>) => ({ ...p, route: p.route ?? 'tableResult' }) as Pending)
}

/** The outbox kept under this code on this phone. */
export function outboxFor(code: string): Outbox {
  const name = `bunco-outbox-${code.slice(0, 12)}`
  const list = (): Pending[] => read(readStored(name))
  const write = (items: Pending[]): void => writeStored(name, items.length > 0 ? items : null)
  return {
    list,
    add: (item) =>
      write([...list().filter((p) => !same(p, item)), { ...item, at: new Date().toISOString() }]),
    remove: (item) => write(list().filter((p) => !same(p, item))),
  }
}
