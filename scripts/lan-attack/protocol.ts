// What `npm run lan-attack`'s parent and its server child tell each other over IPC.

/** The live night the child set up: where it listens and the codes the attack starts from. */
export interface Setup {
  url: string
  nightId: number
  /** The round open now (the one before it is committed: a past round). */
  round: number
  /** Each table's live code, by table number. */
  tables: Record<string, string>
  /** A live guest code of the night in play. */
  guest: string
  /** The live TV code of the night in play (read-only: it may never send nor read a phone's). */
  tv: string
  /**
   * The night in play is a charity night: a live door desk's code (the door's actions only, never
   * another page's nor another action) and the desk code the host revoked.
   */
  desk: { live: string; revoked: string }
  /** Table 2's code before the host re-issued it. */
  revoked: string
  /** The TV's code before the host gave the TV a new one. */
  revokedTv: string
  /** Codes of a night that is over (its phones were on). */
  finished: { table: string; guest: string; tv: string }
  /**
   * Codes of a night deleted while its phones were on, and what the child saw when it deleted it:
   * both its streams ended with 'over', its server stopped answering, switching it off worked.
   */
  deleted: {
    table: string
    guest: string
    checks: { streamsEnded: boolean; serverStopped: boolean; switchedOff: boolean }
  }
  /**
   * Idempotency keys of results sent in table mode for the round in play: table 2's, which its
   * other team already confirmed (a confirm sent again is a replay), and table 1's, still asked
   * about when the host typed table 1 (the host's entry wins: its confirm must be refused).
   */
  confirm: { answered: string; afterHost: string }
  /**
   * A guest's phone (its pass) that joined table 1 in round 1 and table 2 in round 2: with table
   * 1's code (or table 2's old one) it must send, confirm and score nothing for table 1 now.
   */
  stale: { pass: string }
  /** A pass of the attacker's own (asked for with table 1's code): its POSTs carry it. */
  attacker: string
  /** Table 4's result still asked about (table mode), and the pass of the phone that sent it. */
  own: { pass: string; key: string }
  /** Written in two files the server must never serve (outside the phone root, a dotfile). */
  canary: string
  /** The phone root's own files, by name: the only things /p/ may answer with. */
  ownFiles: Record<string, string>
}

export type ChildMessage =
  | { type: 'ready'; setup: Setup; peak: number }
  | { type: 'rss'; peak: number }
  | { type: 'snapshot'; rows: Record<string, string[]>; peak: number }
  | { type: 'stopped'; peak: number }

export type ParentMessage = { type: 'snapshot' } | { type: 'stop' }
