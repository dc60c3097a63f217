// Talking to the host's laptop: JSON requests with the page's language, errors as text keys.
import { LANGUAGE_HEADER, PASS_HEADER, type PhoneErrorBody } from '@shared/phones/protocol'
import type { Language } from '@shared/settings'

/** A refusal from the laptop (its text key and detail), or `offline` when it did not answer. */
export class PhoneApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
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

/** Sends a request to the laptop (with the phone's pass, when it has one); its JSON, or throws. */
export async function request<T>(
  path: string,
  language: Language,
  body?: unknown,
  pass: string | null = null,
): Promise<T> {
  let res: Response
  // a laptop that stops answering (lid closed, phone out of the Wi-Fi) must not hold the page:
  // after a while the request counts as not sent, and the outbox tries again
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_MS)
  try {
    res = await fetch(path, {
      signal: controller.signal,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [LANGUAGE_HEADER]: language,
        ...(pass === null ? {} : { [PASS_HEADER]: pass }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      cache: 'no-store',
      credentials: 'omit',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new PhoneApiError(0, 'offline')
  } finally {
    clearTimeout(timer)
  }
  let json: unknown = null
  try {
    json = await res.json()
  } catch {
    // no JSON: said by the status below
  }
  if (!res.ok) {
    // a refusal's body is the protocol's PhoneErrorBody; anything else is read as no key
    const error = (json as Partial<PhoneErrorBody> | null)?.error as
      { key?: unknown; detail?: unknown } | undefined
    const key =
      typeof error?.key === 'string' ? error.key : res.status >= 500 ? 'server' : 'invalid'
    const detail = typeof error?.detail === 'string' ? error.detail : null
    throw new PhoneApiError(res.status, key, detail)
  }
  return json as T
}

/** A fresh idempotency key: 128 random bits, base64url (works on plain http, unlike randomUUID). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
