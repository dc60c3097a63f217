// Money once paid never changes: the payouts each host saw when its night was settled (people by
// uid, the same on every laptop), checked on every laptop once the sync has settled.
import { peopleRepo } from '../../src/main/roster/peopleRepo'
import { transferRepo } from '../../src/main/transfer/transferRepo'
import type { NightView } from '../../src/shared/views'
import { must } from '../../test/drivers/night-driver'
import type { Laptop } from './laptops'

/** Each settled night's payouts as its host saw them, by night uid. */
export type PaidBook = Map<string, string>

// a night's payouts with people by uid; null while its money is not settled
async function payouts(l: Laptop, nightId: number): Promise<string | null> {
  const view = await must<NightView>(l.call, 'night:get', { nightId })
  if (!view.money?.settled) return null
  const people = peopleRepo(l.ctx.db)
  const uid = (key: string): string | undefined => {
    const id = view.players.find((p) => p.player === key)?.personId
    return id === null || id === undefined ? undefined : people.uid(id)
  }
  return JSON.stringify(view.money.payouts.map((p) => [uid(p.player), p.prize, p.amount]))
}

/** Notes a night's payouts as its host sees them once settled (the first time only). */
export async function notePaid(l: Laptop, nightId: number, book: PaidBook): Promise<void> {
  const night = transferRepo(l.ctx.db).nightUid(nightId)
  const seen = await payouts(l, nightId)
  if (night && seen !== null && !book.has(night)) book.set(night, seen)
}

/** How many noted nights show other payouts on some laptop (or none, where they should). */
export async function paidChanged(laptops: readonly Laptop[], book: PaidBook): Promise<number> {
  let changed = 0
  for (const l of laptops)
    for (const [night, seen] of book) {
      const nightId = transferRepo(l.ctx.db).nightIdByUid(night)
      if (nightId === undefined) continue // a night deleted from the club leaves its laptops
      const now = await payouts(l, nightId)
      // a night the season does not count (a second start) shows no money: not a change
      if (now !== null && now !== seen) changed++
    }
  return changed
}
