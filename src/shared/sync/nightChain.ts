// A club night's history as every laptop keeps it: entries with uids, each building on the one
// before it (its parent): an action, an undo of an earlier action, or a version chosen (a take:
// it builds on the other laptop's last entry and sets this laptop's aside). A laptop is at one
// entry, its head; the night it shows is what the chain from the night's creation to that head
// holds. Two heads agree when one builds on the other; else the night went two ways.

/** The kinds of entry in a night's history. */
export const ENTRY_KINDS = ['action', 'undo', 'take'] as const

/** One entry of a night's history (actions name people by uid: 'u' and the uid). */
export type NightEntry = {
  uid: string
  /** The entry it builds on; null for the night's creation. */
  parent: string | null
  /** For a take: the head it set aside (null otherwise). */
  dropped: string | null
  at: string
  laptop: string
} & (
  | { kind: 'action'; action: unknown; redoOf: string | null }
  | { kind: 'undo'; target: string }
  | { kind: 'take' }
)

/** One action of the night as its chain holds it. */
export type ChainAction = Extract<NightEntry, { kind: 'action' }>

/** The entries from the night's creation to `head`; null when one is missing or they loop. */
export function chainTo(
  entries: ReadonlyMap<string, NightEntry>,
  head: string,
): NightEntry[] | null {
  const out: NightEntry[] = []
  const seen = new Set<string>()
  for (let at: string | null = head; at !== null;) {
    const entry = entries.get(at)
    if (!entry || seen.has(at)) return null
    seen.add(at)
    out.push(entry)
    at = entry.parent
  }
  return out.reverse()
}

/** What the night holds at the end of a chain: its actions not undone, in the order they stand. */
export function activeOf(chain: readonly NightEntry[]): ChainAction[] {
  const active: ChainAction[] = []
  for (const e of chain) {
    if (e.kind === 'action') active.push(e)
    else if (e.kind === 'undo') {
      const i = active.findIndex((a) => a.uid === e.target)
      if (i >= 0) active.splice(i, 1)
    }
  }
  return active
}

/** Every entry `head` builds on or set aside, and itself: what a laptop at `head` has seen. */
export function seenFrom(entries: ReadonlyMap<string, NightEntry>, head: string): Set<string> {
  const seen = new Set<string>()
  const todo = [head]
  for (let at = todo.pop(); at !== undefined; at = todo.pop()) {
    if (seen.has(at)) continue
    seen.add(at)
    const entry = entries.get(at)
    if (entry?.parent) todo.push(entry.parent)
    if (entry?.dropped) todo.push(entry.dropped)
  }
  return seen
}
