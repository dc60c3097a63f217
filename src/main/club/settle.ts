// A night's money settled once: when the night this laptop started is over and every roll-off of
// its prizes is decided, this laptop records its split (the buy-ins it counted, each payout by
// person, what it carried on and what the club kept) in the club's log. From then on the night's
// payouts never change; what comes later flows on to the next night not yet started.
import { personOf } from '@shared/night'
import { settledAwards, splitOf, type SettledPayout } from '@shared/club'
import { transferRepo } from '../transfer/transferRepo'
import { announce, appendAction, readClub, type ClubDeps } from './clubLog'
import { awardsOf, localNight } from './clubReads'

/** Records the money of each night this laptop started whose prizes are settled here; how many. */
export function settleNights(deps: ClubDeps, clubId: string): number {
  const { state } = readClub(deps, clubId)
  let settled = 0
  for (const entry of state.entries.values()) {
    for (const start of entry.starts) {
      // an older log's night is split as it always was; another laptop settles what it started
      if (start.laptop !== deps.clock.laptop || start.carryIn === null) continue
      if (entry.settled.has(start.night)) continue
      const awards = awardsOf(deps, localNight(deps, start.night))
      if (!settledAwards(awards)) continue
      const split = splitOf(state, entry, start, awards)
      const payouts: SettledPayout[] = []
      let ghosts = 0
      for (const p of split.payouts) {
        const personId = personOf(p.player)
        const person = personId === null ? undefined : deps.people.uid(personId)
        if (person) payouts.push({ person, prize: p.prize, amount: p.amount })
        else ghosts += p.amount // a ghost never holds money: the club keeps it
      }
      appendAction(deps, clubId, {
        type: 'settled',
        entryId: entry.entryId,
        night: start.night,
        buyIns: split.buyIns,
        payouts,
        carried: split.carried,
        kept: split.kept + ghosts,
      })
      settled++
    }
  }
  return settled
}

/** Settles the club night `nightId` belongs to, if it is one this laptop started; after a change. */
export function settleClubNight(deps: ClubDeps, nightId: number): void {
  // most changes are to a night still in play, or one another laptop started: nothing to do
  if (awardsOf(deps, nightId) === null) return
  const night = transferRepo(deps.db).nightUid(nightId)
  if (!night) return
  const me = deps.clock.laptop
  for (const clubId of deps.repo.clubs()) {
    const started = deps.repo
      .events(clubId)
      .some((e) => e.laptop === me && e.action.type === 'night' && e.action.night === night)
    if (!started) continue
    if (deps.db.transaction(() => settleNights(deps, clubId)).immediate() > 0)
      announce(deps, clubId)
  }
}
