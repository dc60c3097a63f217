// The page's live connection: server-sent events from the laptop, reconnecting by itself.
import {
  SILENCE_MS,
  STREAM_ENDINGS,
  type StreamEnding,
  type StreamEvent,
} from '@shared/phones/protocol'

/** What the live connection tells the page. */
export interface LiveHandlers {
  /** Something changed (or the connection just opened): read the view again. */
  changed: () => void
  /** The connection is up (true) or lost and being retried (false). */
  online: (up: boolean) => void
  /** The laptop ended this code's stream with a reason (revoked, over, code). */
  ended: (key: StreamEnding) => void
}

/**
 * Opens the stream at `url()` (asked again at each reopening: the phone's pass may have changed);
 * retries with a growing pause when the browser gives up. Returns stop.
 */
export function connectLive(url: () => string, on: LiveHandlers): () => void {
  let source: EventSource | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let pause = 1000

  // the laptop sends a beat every HEARTBEAT_MS: silence for longer means a stream that died without a
  // word (the laptop asleep, the phone out of the Wi-Fi), so it is opened again
  let watchdog: ReturnType<typeof setTimeout> | undefined
  const alive = (): void => {
    clearTimeout(watchdog)
    watchdog = setTimeout(() => {
      if (stopped) return
      source?.close()
      source = null
      on.online(false)
      open()
    }, SILENCE_MS)
  }

  const open = (): void => {
    if (stopped) return
    const stream = new EventSource(url())
    source = stream
    // the protocol names every event the laptop sends
    const listen = (event: StreamEvent, heard: () => void): void =>
      stream.addEventListener(event, heard)
    alive()
    source.addEventListener('open', () => {
      pause = 1000
      alive()
      on.online(true)
    })
    listen('beat', alive)
    listen('changed', () => {
      alive()
      on.changed()
    })
    for (const key of STREAM_ENDINGS) {
      listen(key, () => {
        stop()
        on.ended(key)
      })
    }
    source.addEventListener('error', () => {
      on.online(false)
      // the browser retries a dropped stream itself; once it gives up (CLOSED), we do
      if (source?.readyState === EventSource.CLOSED) {
        source.close()
        source = null
        timer = setTimeout(open, pause)
        pause = Math.min(pause * 2, 15_000)
        // the view says why a stream is refused (a revoked code, a night over)
        on.changed()
      }
    })
  }
  const stop = (): void => {
    stopped = true
    clearTimeout(timer)
    clearTimeout(watchdog)
    source?.close()
    source = null
  }
  open()
  return stop
}
