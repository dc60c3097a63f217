// The phones' sends waiting for their shared commit, as main keeps them (the phones' shared state
// holds them); sharedCommit.ts queues and commits them.

/** A send waiting for the next shared commit. */
export interface QueuedSend {
  /** Runs the send in its own savepoint; returns how it is answered once committed. */
  run: () => () => void
  /** Refuses the send: the shared commit failed, nothing of it was kept. */
  fail: (err: unknown) => void
}

/** The sends waiting, and the nights the phones announce once their commit is durable. */
export interface SharedCommit {
  waiting: QueuedSend[]
  /** While a shared commit runs: the nights announced when it is done (null: none runs). */
  held: Set<number> | null
}
