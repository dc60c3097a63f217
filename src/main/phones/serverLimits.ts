// The phones' server's limits and the page's content policy: what the server, its streams, the
// tests and the LAN bench all measure against.
import { HEARTBEAT_MS } from '@shared/phones/protocol'

/** The phone page's Content-Security-Policy: its own files only, nothing inline, no frames. */
export const PHONE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Limits for a room full of untrusted phones. */
export const PHONE_LIMITS = {
  bodyBytes: 16 * 1024,
  /**
   * Requests a minute from one phone (its pass), or from one address with a live code and no pass
   * (a page before its pass): another holder of the same code has an allowance of its own.
   */
  perPhone: 600,
  /** Requests a minute from one address without a valid code (backs off when exceeded). */
  perAddress: 60,
  /** The phone page's own files a minute from one address (a load is a few files). */
  pagesPerAddress: 240,
  /**
   * Connections in all (besides the table streams' reserve), and from any one address: a charity
   * room of 300 (225 guests' pages and 2 TVs, each a stream and a read, the tables' reads) fits.
   */
  connections: 1024,
  connectionsPerAddress: 32,
  /** Table phones' live streams, kept apart from the others (streamsPerCode per table at most). */
  reservedStreams: 256,
  /** Live connections one code may hold (a table's phones and spares; the TV and a spare). */
  streamsPerCode: 6,
  /** Live connections one phone (its pass) may hold with one code: a newer one replaces its oldest. */
  streamsPerPhone: 2,
  /**
   * Results one table may send in a round (a first one and its corrections, from all its phones):
   * past it a table's new result is refused and nothing is written.
   */
  resultsPerRound: 10,
  /** Phones joined to the tables of one round at most (a pass costs nothing to ask for). */
  joinsPerRound: 4096,
  headersMs: 5_000,
  requestMs: 10_000,
  keepAliveMs: 5_000,
  heartbeatMs: HEARTBEAT_MS,
  /**
   * A table's phone and the TV hear of a change at once, then at most once per this window: the
   * changes within it reach them as one event.
   */
  coalesceMs: 40,
  /** A guest's own page is not racing anyone: its changes are gathered first (one read a burst). */
  guestCoalesceMs: 400,
} as const
