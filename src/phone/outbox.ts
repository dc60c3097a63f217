// Results not yet confirmed by the laptop, kept on the phone (localStorage) and sent again until
// the laptop answers; each keeps its idempotency key, so a resend is never counted twice.
import type { PhoneResult } from '@shared/schemas/lan'

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
  let memory: Pending[] = []
  const read = (): Pending[] => {
    try {
      const text = localStorage.getItem(name)
      const parsed: unknown = text ? JSON.parse(text) : []
      return Array.isArray(parsed) ? (parsed as Pending[]) : []
    } catch {
      return memory
    }
  }
  const write = (list: Pending[]): void => {
    memory = list
    try {
      if (list.length === 0) localStorage.removeItem(name)
      else localStorage.setItem(name, JSON.stringify(list))
    } catch {
      // private mode: kept in memory for this visit
    }
  }
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
