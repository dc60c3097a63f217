// Nothing is rewritten (findings 1 and 6): an undo, a redo, a deleted club night and a version
// chosen are events that stay; a look never puts back what this laptop undid, on a laptop alone
// or shared; a club names its nights by uid, so a night id used again here changes nothing.
import type { ClubView } from '@shared/club'
import type { NightSummary, NightView } from '@shared/views'
import { createRandom } from '@shared/bunco'
import { describe, expect, it } from 'vitest'
import { finishPlaying, pay } from '../../drivers/club-driver'
import { must, playRound } from '../../drivers/night-driver'
import { tempFolder } from '../helpers'
import { annsClub, laptopWith, look, type Laptop } from './laptops'

/** Ann's club night, started and one round played; the folder shared with Bea. */
async function clubNight(rounds: number) {
  const folder = tempFolder()
  const [ann, bea] = [laptopWith(), laptopWith()]
  const clubId = await annsClub(ann)
  const view = await must<ClubView>(ann.call, 'club:get', { clubId })
  const entryId = view.seasons[0]?.entries[0]?.entryId ?? ''
  let night = await must<NightView>(ann.call, 'club:startNight', { clubId, entryId })
  night = await must(ann.call, 'night:setRules', {
    nightId: night.id,
    rules: { ...night.rules, sets: 1 },
  })
  for (const p of night.players) await pay(ann.call, clubId, entryId, p.personId ?? 0, 500)
  night = await must(ann.call, 'night:start', { nightId: night.id, seed: 4 })
  const random = createRandom(3)
  for (let r = 0; r < rounds; r++) night = await playRound(ann.call, night, random)
  return { folder, ann, bea, clubId, entryId, night, random }
}

/** The night a laptop holds for the club's first scheduled night. */
async function clubNightOf(l: Laptop, clubId: string): Promise<NightView | null> {
  const club = await must<ClubView>(l.call, 'club:get', { clubId })
  const nightId = club.seasons[0]?.entries[0]?.nightId
  return nightId ? must<NightView>(l.call, 'night:get', { nightId }) : null
}

describe('an undo after a sync', () => {
  it('stays undone at the next look of a laptop alone, three times over', async () => {
    const { folder, ann, clubId, night, random } = await clubNight(2)
    const done = await finishPlaying(ann.call, night, random)
    expect(done.status).toBe('finished')
    look(ann, folder, clubId)
    for (let i = 0; i < 3; i++) {
      const undone = await must<NightView>(ann.call, 'night:undo', { nightId: night.id })
      const last = ann.ctx.store.lastEventId(night.id)
      look(ann, folder, clubId)
      const after = await must<NightView>(ann.call, 'night:get', { nightId: night.id })
      expect([after.status, after.roundsPlayed, after.awards]).toEqual([
        undone.status,
        undone.roundsPlayed,
        undone.awards,
      ])
      expect(ann.ctx.store.lastEventId(night.id)).toBe(last)
    }
  })

  it('keeps a live round open: the undone round is entered again, not refused as closed', async () => {
    const { folder, ann, clubId, night, random } = await clubNight(2)
    look(ann, folder, clubId)
    const undone = await must<NightView>(ann.call, 'night:undo', { nightId: night.id })
    expect(undone.current?.plan.round).toBe(2)
    look(ann, folder, clubId)
    const again = await playRound(ann.call, undone, random)
    expect(again.roundsPlayed).toBe(2)
  })

  it('reaches the other laptop, and neither puts back what the other undid', async () => {
    const { folder, ann, bea, clubId, night, random } = await clubNight(2)
    look(ann, folder, clubId)
    look(bea, folder, clubId)
    expect((await clubNightOf(bea, clubId))?.roundsPlayed).toBe(2)
    // Ann takes round 2 back; Bea's laptop follows, and Ann's keeps it undone
    await must(ann.call, 'night:undo', { nightId: night.id })
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) look(l, folder, clubId)
    expect((await clubNightOf(ann, clubId))?.roundsPlayed).toBe(1)
    expect((await clubNightOf(bea, clubId))?.roundsPlayed).toBe(1)
    // Bea's host redoes it on her laptop: it comes back on Ann's too
    const beas = await clubNightOf(bea, clubId)
    await must(bea.call, 'night:redo', { nightId: beas?.id })
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) look(l, folder, clubId)
    expect((await clubNightOf(ann, clubId))?.roundsPlayed).toBe(2)
    expect((await clubNightOf(bea, clubId))?.roundsPlayed).toBe(2)
    // then finished on Ann's, with the same standings on both
    const done = await finishPlaying(
      ann.call,
      await must(ann.call, 'night:get', { nightId: night.id }),
      random,
    )
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) look(l, folder, clubId)
    const there = await clubNightOf(bea, clubId)
    expect(there?.standings).toEqual(
      done.standings.map((s) => ({
        ...s,
        personId: there?.standings.find((x) => x.name === s.name)?.personId ?? null,
      })),
    )
    for (const l of [ann, bea]) expect(look(l, folder, clubId)?.differ).toEqual([])
  })
})

describe('a synced club night deleted', () => {
  it('stays deleted; a night that takes its id is not the club’s; both laptops agree', async () => {
    const { folder, ann, bea, clubId, night } = await clubNight(1)
    look(ann, folder, clubId)
    look(bea, folder, clubId)
    await must<NightSummary[]>(ann.call, 'night:delete', { nightId: night.id })
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) look(l, folder, clubId)
    const list = await must<NightSummary[]>(ann.call, 'night:list', {})
    expect(list.map((n) => n.id)).not.toContain(night.id)
    expect(list).toHaveLength(0)
    // a new night of no club takes the freed id here: the club does not take it as its own
    const other = await must<NightView>(ann.call, 'night:create', {
      title: 'Poker',
      date: '2027-03-01',
    })
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) look(l, folder, clubId)
    for (const l of [ann, bea]) {
      expect(await clubNightOf(l, clubId)).toBeNull()
      const club = await must<ClubView>(l.call, 'club:get', { clubId })
      expect(club.seasons[0]?.entries[0]?.payments.length).toBeGreaterThan(1)
    }
    expect(
      (await must<NightView>(ann.call, 'night:get', { nightId: other.id })).details.title,
    ).toBe('Poker')
    // Bea's copy is hers to keep: it stays on her laptop, a night of no club
    expect(await must<NightSummary[]>(bea.call, 'night:list', {})).toHaveLength(1)
  })
})
