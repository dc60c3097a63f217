// This phone's pass to the laptop: asked for once with the page's code and kept on the phone, so
// its limits, its live stream and the table it speaks for are its own. Every request carries it;
// when the laptop no longer knows it (it restarted), the phone asks for a new one and tries again.
import type { PhoneBody, PhoneCall, PhoneKind, PhoneReply } from '@shared/phones/protocol'
import type { Language } from '@shared/settings'
import { PhoneApiError, pageClient, replyOf } from './api'
import { readStored, writeStored } from './stored'

const KEY = 'bunco-phone-pass'

/** The phone's requests for its page's code, each with its pass and the page's language. */
export interface PassedRequests {
  /**
   * Calls a route with the pass (asking for one first when the phone has none): its reply, or a
   * PhoneApiError.
   */
  call<R extends PhoneCall>(route: R, body: PhoneBody<R>): Promise<PhoneReply<R>>
  /** The live stream's address, naming the pass kept now. */
  streamUrl(): string
  /** Resolves once the phone has a pass (or the laptop could not give one now). */
  ready(): Promise<void>
}

function kept(): string | null {
  const pass = readStored(KEY)
  return typeof pass === 'string' ? pass : null
}

/** The requests of a page opened with a code of `kind`, in the page's language of the moment. */
export function passedRequests(
  kind: PhoneKind,
  code: string,
  language: () => Language,
): PassedRequests {
  const client = pageClient({ pass: kept, language })
  let asking: Promise<string> | null = null
  // one ask at a time: a second waits for the first (written so the page's old browsers take it)
  const ask = (): Promise<string> => {
    if (asking) return asking
    const made = client
      .askPass(kind, code)
      .then(replyOf)
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
    async call(route, body) {
      if (kept() === null) await ask()
      try {
        return replyOf(await client.call(route, code, body))
      } catch (err) {
        if (!(err instanceof PhoneApiError) || err.key !== 'pass') throw err
        // the laptop restarted since: a new pass, and the same request once more
        writeStored(KEY, null)
        await ask()
        return replyOf(await client.call(route, code, body))
      }
    },
    ready: () =>
      kept()
        ? Promise.resolve()
        : ask().then(
            () => undefined,
            () => undefined,
          ),
    streamUrl: () => client.streamUrl(kind, code),
  }
}
