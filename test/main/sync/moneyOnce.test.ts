// Money is settled once (findings 2–5): a night's split and carry are fixed when it starts, its
// payouts when its prizes are settled; a split changed elsewhere (before the sync, or by a laptop
// whose clock is days behind), an earlier night's late roll-off or a late file flow on to the
// next night not yet started; money not settled says so; a night played by a laptop that had not
// seen its scheduled night removed, or started on two laptops, keeps its money and standings in
// the season, and the Shared folder panel says what happened and offers the choice.
import { createRandom } from '@shared/bunco'
import type { ClubMoney, ClubView, SeasonReport } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { laptopClock } from '../../../src/main/sync/laptopClock'
import { answer, clubSeason, finishPlaying, pay } from '../../drivers/club-driver'
import { addPeople, must, playRound } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { laptopWith, type Laptop } from './laptops'

const MONEY: ClubMoney = {
  currency: 'EUR',
  buyIn: 500,
  dues: 0,
  shares: [
    { prize: 'mostWins', percent: 40 },
    { prize: 'travelingDie', percent: 50 },
  ],
  unclaimed: 'carry',
}

/** Ann's club of eight members with three nights on its season, shared with Bea's laptop. */
async function sharedClub() {
  const folder = tempFolder()
  const [ann, bea] = [laptopWith(() => folder), laptopWith(() => folder)]
  const people = await addPeople(ann.call, 8, 'Player')
  const { club, seasonId } = await clubSeason(ann.call, {
    name: 'Money club',
    money: MONEY,
    members: people,
    year: 2027,
    dates: ['2027-01-12', '2027-02-09', '2027-03-09'],
    host: null,
    place: () => '',
    notes: '',
  })
  const clubId = club.clubId
  await must(ann.call, 'sync:pickFolder', { clubId, laptopName: 'Ann’s laptop' })
  await must(bea.call, 'sync:join', { laptopName: 'Bea’s laptop' })
  return { folder, ann, bea, clubId, seasonId }
}

const both = async (laptops: readonly Laptop[], clubId: string, times = 2) => {
  for (let i = 0; i < times; i++)
    for (const l of laptops) await must<SyncStatus>(l.call, 'sync:now', { clubId })
}

/** The entry of the club's n-th scheduled night, as a laptop sees it. */
async function entry(l: Laptop, clubId: string, n: number) {
  const club = await must<ClubView>(l.call, 'club:get', { clubId })
  const e = club.seasons[0]?.entries[n]
  if (!e) throw new Error(`no night ${n}`)
  return { ...e, people: club.people }
}

/** Starts the n-th night on a laptop: everyone comes and pays 5.00; one set of six rounds. */
async function start(l: Laptop, clubId: string, n: number): Promise<NightView> {
  const e = await entry(l, clubId, n)
  for (const p of e.people) await answer(l.call, clubId, e.entryId, p.personId, 'coming')
  const night = await must<NightView>(l.call, 'club:startNight', { clubId, entryId: e.entryId })
  for (const p of e.people) await pay(l.call, clubId, e.entryId, p.personId, 500)
  const ruled = await must<NightView>(l.call, 'night:setRules', {
    nightId: night.id,
    rules: { ...night.rules, sets: 1 },
  })
  return must(l.call, 'night:start', { nightId: ruled.id, seed: 5 + n })
}

/** A night's money as a host reads it, people by name. */
function paid(v: NightView): unknown {
  const name = (key: string) => v.players.find((p) => p.player === key)?.name
  const money = v.money
  return (
    money && {
      pot: money.pot,
      carriedIn: money.carriedIn,
      settled: money.settled,
      payouts: money.payouts.map((p) => [name(p.player), p.prize, p.amount]),
    }
  )
}

/** The night a laptop holds for the club's n-th scheduled night, by its money. */
async function nightOf(l: Laptop, clubId: string, n: number): Promise<NightView> {
  const e = await entry(l, clubId, n)
  if (e.nightId === null) throw new Error(`night ${n} not here`)
  return must(l.call, 'night:get', { nightId: e.nightId })
}

const report = (l: Laptop, clubId: string, seasonId: string) =>
  must<SeasonReport>(l.call, 'club:report', { clubId, seasonId })

describe('a night’s money, settled once', () => {
  it('keeps its split when another laptop changes the club’s before the two sync', async () => {
    const { ann, bea, clubId } = await sharedClub()
    await must(bea.call, 'club:act', {
      clubId,
      action: { type: 'money', money: { ...MONEY, shares: [{ prize: 'mostWins', percent: 100 }] } },
    })
    const done = await finishPlaying(ann.call, await start(ann, clubId, 0), createRandom(1))
    const settled = paid(done)
    expect(done.money?.settled).toBe(true)
    await both([ann, bea], clubId)
    expect(paid(await nightOf(ann, clubId, 0))).toEqual(settled)
    expect(paid(await nightOf(bea, clubId, 0))).toEqual(settled)
  })

  it('keeps its split when a laptop whose clock is 3 days behind changes it after', async () => {
    const { ann, bea, clubId } = await sharedClub()
    bea.ctx.club.clock = laptopClock(bea.ctx.db, () => Date.now() - 3 * 86_400_000)
    const done = await finishPlaying(ann.call, await start(ann, clubId, 0), createRandom(2))
    const settled = paid(done)
    // after the night, in real time; Bea's laptop has not looked since, and its clock is behind
    await must(bea.call, 'club:act', {
      clubId,
      action: { type: 'money', money: { ...MONEY, shares: [{ prize: 'mostWins', percent: 100 }] } },
    })
    await both([ann, bea], clubId)
    expect(paid(await nightOf(ann, clubId, 0))).toEqual(settled)
    expect(paid(await nightOf(bea, clubId, 0))).toEqual(settled)
  })

  it('says its money is provisional until settled, and keeps it when the night before arrives late', async () => {
    const { ann, bea, clubId, seasonId } = await sharedClub()
    // Ann plays January; Bea plays February before January reaches her laptop
    await finishPlaying(ann.call, await start(ann, clubId, 0), createRandom(3))
    let feb = await start(bea, clubId, 1)
    expect(feb.money?.settled).toBe(false)
    feb = await playRound(bea.call, feb, createRandom(4))
    expect(feb.money?.settled).toBe(false)
    const done = await finishPlaying(bea.call, feb, createRandom(4))
    const settled = paid(done)
    await both([ann, bea], clubId)
    expect(paid(await nightOf(bea, clubId, 1))).toEqual(settled)
    expect(paid(await nightOf(ann, clubId, 1))).toEqual(settled)
    // January's carry waits for March, the next night not started; the season adds up
    const season = await report(ann, clubId, seasonId)
    expect(season.mismatches).toEqual([])
    expect(season.totals.carried).toBeGreaterThan(0)
    // both laptops say the same, to the cent (their own ids aside)
    const same = (r: SeasonReport) => ({
      totals: r.totals,
      nights: r.money.map(({ nightId: _, ...m }) => m),
      standings: r.standings.map((s) => [s.name, s.score]),
    })
    expect(same(await report(bea, clubId, seasonId))).toEqual(same(season))
  })

  it('keeps a later night’s payouts when an earlier night’s roll-off is settled after it', async () => {
    const { ann, clubId, seasonId } = await sharedClub()
    // January ends with a roll-off for the traveling die's share left undecided
    let jan = await start(ann, clubId, 0)
    for (let seed = 10; jan.current; seed++)
      jan = await playRound(ann.call, jan, createRandom(seed))
    jan = await must(ann.call, 'night:finish', { nightId: jan.id })
    const open = jan.awards?.find((a) => a.status === 'needsRollOff')
    const feb = paid(await finishPlaying(ann.call, await start(ann, clubId, 1), createRandom(5)))
    if (open) {
      await must(ann.call, 'night:settleRollOffs', {
        nightId: jan.id,
        rollOffs: { [open.prize]: Number(open.tied[0]?.slice(1)) },
      })
    } else await finishPlaying(ann.call, jan, createRandom(6))
    expect(paid(await nightOf(ann, clubId, 1))).toEqual(feb)
    expect((await report(ann, clubId, seasonId)).mismatches).toEqual([])
  })
})

describe('a scheduled night two laptops did apart', () => {
  it('played after another laptop removed it: it keeps its money and standings, and is said', async () => {
    const { ann, bea, clubId, seasonId } = await sharedClub()
    const jan = await entry(ann, clubId, 0)
    await must(ann.call, 'club:act', {
      clubId,
      action: { type: 'entryRemoved', entryId: jan.entryId },
    })
    const done = await finishPlaying(bea.call, await start(bea, clubId, 0), createRandom(7))
    await both([ann, bea], clubId)
    for (const l of [ann, bea]) {
      const season = await report(l, clubId, seasonId)
      expect(season.totals.buyIns).toBe(8 * 500)
      expect(season.standings).toHaveLength(8)
      expect(paid(await nightOf(l, clubId, 0))).toEqual(paid(done))
      const status = await must<SyncStatus>(l.call, 'sync:now', { clubId })
      expect(status.choices).toEqual([
        expect.objectContaining({
          kind: 'removedWhilePlayed',
          entryId: jan.entryId,
          by: 'Ann’s laptop',
        }),
      ])
    }
    // Ann keeps it: the panel says nothing more, on both laptops
    await must(ann.call, 'club:act', {
      clubId,
      action: { type: 'entryKept', entryId: jan.entryId },
    })
    await both([ann, bea], clubId)
    for (const l of [ann, bea])
      expect((await must<SyncStatus>(l.call, 'sync:now', { clubId })).choices).toEqual([])
  })

  it('started on two laptops: the one played keeps its money and standings, and the host chooses', async () => {
    const { ann, bea, clubId, seasonId } = await sharedClub()
    await start(ann, clubId, 0)
    const done = await finishPlaying(bea.call, await start(bea, clubId, 0), createRandom(8))
    await both([ann, bea], clubId)
    for (const l of [ann, bea]) {
      const season = await report(l, clubId, seasonId)
      expect(season.standings).toHaveLength(8)
      expect(season.totals.buyIns).toBe(8 * 500)
      expect(paid(await nightOf(l, clubId, 0))).toEqual(paid(done))
      const status = await must<SyncStatus>(l.call, 'sync:now', { clubId })
      const [twice] = status.choices
      expect(twice).toMatchObject({ kind: 'startedTwice' })
      expect(
        twice?.kind === 'startedTwice' && twice.starts.map((s) => [s.laptopName, s.counted]),
      ).toEqual([
        ['Ann’s laptop', false],
        ['Bea’s laptop', true],
      ])
    }
    // the host picks Ann's start: both laptops then count it, and still say there were two
    const status = await must<SyncStatus>(ann.call, 'sync:now', { clubId })
    const [twice] = status.choices
    const anns = twice?.kind === 'startedTwice' ? twice.starts[0]?.night : undefined
    const jan = await entry(ann, clubId, 0)
    await must(ann.call, 'club:act', {
      clubId,
      action: { type: 'entryNight', entryId: jan.entryId, night: anns },
    })
    await both([ann, bea], clubId)
    for (const l of [ann, bea]) {
      const [after] = (await must<SyncStatus>(l.call, 'sync:now', { clubId })).choices
      expect(after?.kind === 'startedTwice' && after.starts.map((s) => s.counted)).toEqual([
        true,
        false,
      ])
    }
  })
})
