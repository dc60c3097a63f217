// This phone's pass to the laptop: asked for once with the page's code and kept on the phone, so
// its limits, its live stream and the table it speaks for are its own. Every request carries it;
// when the laptop no longer knows it (it restarted), the phone asks for a new one and tries again.
import {
  PASS_PARAM,
  phonePath,
  routesOf,
  type PhoneKind,
  type PhonePass,
} from '@shared/phones/protocol'
import type { Language } from '@shared/settings'
import { PhoneApiError, request } from './api'
import { readStored, writeStored } from './stored'

const KEY = 'bunco-phone-pass'

/** The phone's requests, each with its pass. */
export interface PassedRequests {
  /** Sends a request with the pass (asking for one first when the phone has none). */
  request<T>(path: string, language: Language, body?: unknown): Promise<T>
  /** A live stream's address, naming the pass kept now. */
  streamUrl(path: string): string
  /** Resolves once the phone has a pass (or the laptop could not give one now). */
  ready(language: Language): Promise<void>
}

function kept(): string | null {
  const pass = readStored(KEY)
  return typeof pass === 'string' ? pass : null
}

/** The requests of a page opened with a code of `kind`. */
export function passedRequests(kind: PhoneKind, code: string): PassedRequests {
  let asking: Promise<string> | null = null
  // one ask at a time: a second waits for the first (written so the page's old browsers take it)
  const ask = (language: Language): Promise<string> => {
    if (asking) return asking
    const made = request<PhonePass>(phonePath(routesOf(kind).pass, code), language, {})
      .then(({ pass }) => {
        writeStored(KEY, pass)
        return pass
      })
      .finally(() => {
        asking = null
      })
    asking = made
    return made
  }
  return {
    async request<T>(path: string, language: Language, body?: unknown): Promise<T> {
      const pass = kept() ?? (await ask(language))
      try {
        return await request<T>(path, language, body, pass)
      } catch (err) {
        if (!(err instanceof PhoneApiError) || err.key !== 'pass') throw err
        // the laptop restarted since: a new pass, and the same request once more
        writeStored(KEY, null)
        return request<T>(path, language, body, await ask(language))
      }
    },
    ready: (language) =>
      kept()
        ? Promise.resolve()
        : ask(language).then(
            () => undefined,
            () => undefined,
          ),
    streamUrl: (path) => {
      const pass = kept()
      return pass ? `${path}?${PASS_PARAM}=${encodeURIComponent(pass)}` : path
    },
  }
}
