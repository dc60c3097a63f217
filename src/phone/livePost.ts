// A table's running score, posted to the laptop after each roll the phone keeps: coalesced (a
// burst of taps is one post), never blocking the page, and dropped when the laptop does not
// answer (the next post carries the whole total anyway).
import { SEATS } from '@shared/bunco/types'
import type { PhoneTableView } from '@shared/phones/views'
import { LIVE_SEQ_MAX } from '@shared/phones/live'
import type { PhoneLive } from '@shared/schemas/phones'
import { keptTable, type KeptRound } from './keeperPanel'

/** How long taps are gathered into one post. */
export const LIVE_POST_MS = 300

/** The running score of a kept round, as the live route takes it; null when it does not replay. */
export function liveBody(view: PhoneTableView, kept: KeptRound, seq: number): PhoneLive | null {
  const table = keptTable(view, kept)
  if (!table || !view.round) return null
  const sides = view.play === 'team' ? (['NS', 'EW'] as const) : table.order
  const points = Object.fromEntries(sides.map((s) => [s, table.points[s] ?? 0]))
  const buncos = Object.fromEntries(
    SEATS.map((s) => [s, table.buncos[table.seats[s]] ?? 0]).filter(([, n]) => n !== 0),
  )
  return { round: view.round.n, seq, points, buncos }
}

/**
 * The next sequence number of a kept round's posts: it counts the round's posts and is kept with
 * the round on the phone, so it grows across reloads and starts again with each round.
 */
export function nextSeq(kept: KeptRound): number {
  kept.seq = Math.min((kept.seq ?? 0) + 1, LIVE_SEQ_MAX)
  return kept.seq
}

/** A poster for one table: `soon()` sends what `body()` says a moment later, once. */
export function livePoster(
  send: (body: PhoneLive) => Promise<unknown>,
  body: () => PhoneLive | null,
): { soon: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let busy = false
  let again = false
  const go = async (): Promise<void> => {
    timer = undefined
    if (busy) {
      again = true
      return
    }
    const next = body()
    if (!next) return
    busy = true
    try {
      await send(next)
    } catch {
      // offline, a past round, too many: dropped; the next roll's post says the whole score
    } finally {
      busy = false
      if (again) {
        again = false
        later()
      }
    }
  }
  // (no `??=`: the page runs on Safari 15.0)
  function later(): void {
    if (timer === undefined) timer = setTimeout(() => void go(), LIVE_POST_MS)
  }
  return { soon: later }
}
