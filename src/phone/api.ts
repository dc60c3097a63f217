// Talking to the host's laptop through the one client (@shared/phones/client): the page's own
// fetch (nothing cached, no cookies, a time limit), replies typed by route, refusals thrown with
// their key.
import {
  phoneClient,
  type PhoneClient,
  type PhoneClientOptions,
  type PhoneFailureKey,
  type PhoneFetch,
  type PhoneOutcome,
} from '@shared/phones/client'
import { LAPTOP_TIME_HEADER, type PhoneCall, type PhoneReply } from '@shared/phones/protocol'
import { heardLaptopTime } from './laptopTime'

/** A refusal from the laptop (its text key and detail), or `offline` when it did not answer. */
export class PhoneApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: PhoneFailureKey,
    readonly detail: string | null = null,
  ) {
    super(key)
  }

  /** Whether trying the same request again later could work. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500
  }
}

/** How long a request may take before it counts as not sent. */
export const REQUEST_MS = 8000

/** The page's fetch: never from a cache, without cookies, given up after REQUEST_MS. */
export const pageFetch: PhoneFetch = async (url, init) => {
  // a laptop that stops answering (lid closed, phone out of the Wi-Fi) must not hold the page:
  // after a while the request counts as not sent, and the outbox tries again
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_MS)
  const sentAt = Date.now()
  try {
    const response = await fetch(url, {
      ...init,
      signal: controller.signal,
      cache: 'no-store',
      credentials: 'omit',
    })
    heardLaptopTime(response.headers.get(LAPTOP_TIME_HEADER), sentAt, Date.now())
    return response
  } finally {
    clearTimeout(timer)
  }
}

/** The page's client of its own laptop (the page is served by it), with the pass and language. */
export function pageClient(hooks: Pick<PhoneClientOptions, 'pass' | 'language'>): PhoneClient {
  return phoneClient({ baseUrl: '', fetch: pageFetch, ...hooks })
}

/** A call's reply, or its failure thrown as a PhoneApiError. */
export function replyOf<R extends PhoneCall>(outcome: PhoneOutcome<R>): PhoneReply<R> {
  if (outcome.ok) return outcome.reply
  throw new PhoneApiError(outcome.status, outcome.error.key, outcome.error.detail)
}

/** A fresh idempotency key: 128 random bits, base64url (works on plain http, unlike randomUUID). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
