// The page's live connection: server-sent events from the laptop, reconnecting by itself.

/** What the live connection tells the page. */
export interface LiveHandlers {
  /** Something changed (or the connection just opened): read the view again. */
  changed: () => void
  /** The connection is up (true) or lost and being retried (false). */
  online: (up: boolean) => void
  /** The laptop ended this code's stream with a reason (revoked, over, code). */
  ended: (key: string) => void
}

const ENDINGS = ['revoked', 'over', 'code'] as const

/** Opens the stream at `url`; retries with a growing pause when the browser gives up. Returns stop. */
export function connectLive(url: string, on: LiveHandlers): () => void {
  let source: EventSource | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let pause = 1000

  const open = (): void => {
    if (stopped) return
    source = new EventSource(url)
    source.addEventListener('open', () => {
      pause = 1000
      on.online(true)
    })
    source.addEventListener('changed', () => on.changed())
    for (const key of ENDINGS) {
      source.addEventListener(key, () => {
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
    source?.close()
    source = null
  }
  open()
  return stop
}
