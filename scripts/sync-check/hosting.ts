// The club's nights hosted in turn, with what a club meets when laptops share it: a split changed
// on another laptop (whose clock may be days off) before the two sync, a night started on two
// laptops, a night removed on one laptop while another plays it, an undo after a sync, a
// roll-off left undecided until after the next night, a result corrected, a club night deleted
// after a sync. The host notes each night's payouts once settled; an undo or a deletion a look
// puts back clears `undoKept`.
import type { Random } from '../../src/shared/bunco'
import type { ClubView } from '../../src/shared/club'
import type { NightSummary, NightView, RoundRecord } from '../../src/shared/views'
import { transferRepo } from '../../src/main/transfer/transferRepo'
import { finishPlaying } from '../../test/drivers/club-driver'
import { must, playRound, randomResults, type Call } from '../../test/drivers/night-driver'
import type { Laptop, Tally } from './laptops'
import { notePaid, type PaidBook } from './paid'

/** What hosting needs: the laptops, the club, the dice, the tallies, and the sync's steps. */
export interface Sim {
  laptops: Laptop[]
  clubId: string
  random: Random
  tally: Tally
  book: PaidBook
  /** Every laptop looks, then the service carries what is due (`n` times). */
  step: (n?: number) => void
  /** What the adversaries really did, so a quiet run cannot pass for a thorough one. */
  did: Record<
    'splitElsewhere' | 'twoStarts' | 'removedWhilePlayed' | 'undone' | 'lateRollOff' | 'deleted',
    number
  >
}

/** A roll-off left undecided, to settle after the next night. */
export interface Pending {
  host: Laptop
  nightId: number
}

/** Calls; a refusal is no error (the adversary's move is refused where it is not possible). */
async function attempt(call: Call, name: Parameters<Call>[0], args: unknown): Promise<boolean> {
  return (await call(name, args)).ok
}

/** The host corrects a table's result of round 1 (a score misread), as the torture run does. */
async function correctFirstRound(call: Call, nightId: number, random: Random): Promise<void> {
  const played = await must<RoundRecord>(call, 'night:round', { nightId, round: 1 })
  const result = randomResults(played.plan, random)[0]
  if (result) await must(call, 'night:correctResult', { nightId, round: 1, result })
}

/** Looks until a laptop has the scheduled night (the service delivers late and out of order). */
async function untilItHas(sim: Sim, l: Laptop, entryId: string): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    const club = await must<ClubView>(l.call, 'club:get', { clubId: sim.clubId })
    if (club.seasons.some((s) => s.entries.some((e) => e.entryId === entryId))) return true
    sim.step(1)
  }
  return false
}

/** Takes the last round back after the folder had it: the next looks must leave it taken back. */
async function undoAfterSync(sim: Sim, host: Laptop, night: NightView): Promise<NightView> {
  sim.step()
  const undone = await must<NightView>(host.call, 'night:undo', { nightId: night.id })
  const last = host.ctx.store.lastEventId(night.id)
  sim.step(3)
  if (host.ctx.store.lastEventId(night.id) !== last) sim.tally.undoKept = false
  sim.did.undone++
  return must(host.call, 'night:get', { nightId: undone.id })
}

/** Plays the night to its end, leaving one roll-off undecided when there is one. */
async function finishLate(call: Call, night: NightView, random: Random): Promise<NightView> {
  let view = night
  while (view.current) view = await playRound(call, view, random)
  if (view.status !== 'finished') view = await must(call, 'night:finish', { nightId: view.id })
  return view
}

/** A night started on another laptop, seen by the folder, then deleted there: it stays deleted. */
async function deleteAfterSync(sim: Sim, l: Laptop, entryId: string): Promise<void> {
  const started = await l.call('club:startNight', { clubId: sim.clubId, entryId })
  if (!started.ok) return
  const { id } = started.value as NightView
  const uid = transferRepo(l.ctx.db).nightUid(id)
  sim.step(3)
  await must<NightSummary[]>(l.call, 'night:delete', { nightId: id })
  sim.step(3)
  if (uid && transferRepo(l.ctx.db).nightIdByUid(uid) !== undefined) sim.tally.undoKept = false
  sim.did.deleted++
}

/** Schedules and plays the club's night `n` on laptop n; returns a roll-off left for later. */
export async function hostNight(sim: Sim, n: number, date: string): Promise<Pending | null> {
  const { laptops, clubId, random } = sim
  const host = laptops[n % laptops.length] as Laptop
  const other = laptops[(n + 1) % laptops.length] as Laptop
  sim.step(6) // the host's laptop catches up on what came in since
  let view = await must<ClubView>(host.call, 'club:get', { clubId })
  const seasonId = view.seasons[0]?.seasonId ?? ''
  const spec = { clubId, seasonId, date, host: null, place: '', notes: '' }
  view = await must(host.call, 'club:entry', spec)
  const entry = view.seasons[0]?.entries.find((e) => e.date === date && !e.started)
  if (!entry) return null
  const entryId = entry.entryId
  const memberIds = view.people.filter((p) => p.role === 'member').map((p) => p.personId)
  const subs = view.people.filter((p) => p.role === 'substitute').map((p) => p.personId)
  const away = memberIds.filter(() => random.next() < 0.15).slice(0, subs.length)
  for (const p of memberIds) {
    const answer = away.includes(p) ? 'notComing' : 'coming'
    await must(host.call, 'club:act', {
      clubId,
      action: { type: 'rsvp', entryId, personId: p, answer },
    })
  }
  for (const [i, p] of away.entries())
    await must(host.call, 'club:act', {
      clubId,
      action: { type: 'substitute', entryId, personId: subs[i], for: p },
    })
  // two laptops rename the club at once, now and then
  if (random.next() < 0.3)
    for (const l of [host, other])
      await must(l.call, 'club:act', {
        clubId,
        action: { type: 'rename', name: `Sync club ${n}-${random.int(99)}` },
      })
  // another laptop (its clock days off) changes the club's split before the two sync
  if (n % 4 === 2) {
    const percent = 10 * (1 + random.int(9))
    const money = { ...view.money, shares: [{ prize: 'mostWins' as const, percent }] }
    await must(other.call, 'club:act', { clubId, action: { type: 'money', money } })
    sim.did.splitElsewhere++
  }
  // the other laptop has the night on its schedule, and acts on it before it sees this start
  const apart = (n % 7 === 5 || n % 9 === 7) && (await untilItHas(sim, other, entryId))
  // the same night started on another laptop too
  if (apart && n % 7 === 5 && (await attempt(other.call, 'club:startNight', { clubId, entryId })))
    sim.did.twoStarts++
  let night = await must<NightView>(host.call, 'club:startNight', { clubId, entryId })
  await must(host.call, 'night:setRules', { nightId: night.id, rules: { ...night.rules, sets: 1 } })
  for (const p of night.players) {
    const paid = { type: 'paid', entryId, personId: p.personId, amount: 500, method: 'cash' }
    await must(host.call, 'club:act', { clubId, action: paid })
    if (random.next() < 0.05) {
      await must(host.call, 'club:act', {
        clubId,
        action: { type: 'unpaid', entryId, personId: p.personId },
      })
      await must(host.call, 'club:act', { clubId, action: { ...paid, method: 'other' } })
    }
  }
  // taken off the schedule on a laptop that has not seen it started
  const removal = { clubId, action: { type: 'entryRemoved', entryId } }
  if (apart && n % 9 === 7 && (await attempt(other.call, 'club:act', removal)))
    sim.did.removedWhilePlayed++
  night = await must(host.call, 'night:start', { nightId: night.id, seed: 1 + random.int(1e6) })
  sim.step()
  night = await playRound(host.call, night, random)
  if (n % 6 === 1) night = await undoAfterSync(sim, host, night)
  night = await playRound(host.call, night, random)
  if (random.next() < 0.4) await correctFirstRound(host.call, night.id, random)
  const late = n % 5 === 3
  night = late
    ? await finishLate(host.call, night, random)
    : await finishPlaying(host.call, night, random)
  await notePaid(host, night.id, sim.book)
  sim.step(3)
  if (n % 8 === 6) {
    const extra = await must<ClubView>(other.call, 'club:entry', {
      ...spec,
      date: date.replace(/-\d\d$/, '-28'),
    })
    const spare = extra.seasons[0]?.entries.find((e) => e.date.endsWith('-28') && !e.started)
    if (spare) await deleteAfterSync(sim, other, spare.entryId)
  }
  const open = late && night.awards?.some((a) => a.status === 'needsRollOff')
  if (open) sim.did.lateRollOff++
  return open ? { host, nightId: night.id } : null
}

/** Settles a roll-off left undecided, after the next night was played. */
export async function settleLate(sim: Sim, pending: Pending): Promise<void> {
  const night = await must<NightView>(pending.host.call, 'night:get', { nightId: pending.nightId })
  await finishPlaying(pending.host.call, night, sim.random)
  await notePaid(pending.host, pending.nightId, sim.book)
}
