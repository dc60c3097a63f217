// Two laptops share one club through a folder (a USB stick, a synced folder): what each did
// reaches the other, by uid and clock, whatever the folder does to the files in between.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRandom } from '@shared/bunco'
import type { ClubView } from '@shared/club'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { nightFileOf, syncClub } from '../../../src/main/sync/clubSync'
import { laptopClock } from '../../../src/main/sync/laptopClock'
import { LAPTOPS_FOLDER } from '../../../src/main/sync/folderScan'
import { takeVersion } from '../../../src/main/sync/nightWrite'
import { finishPlaying, pay } from '../../drivers/club-driver'
import { must, playRound } from '../../drivers/night-driver'
import { freshStore } from '../night/helpers'
import { tempFolder } from '../helpers'
import { annsClub, seen, type Laptop } from './laptops'

const sync = (l: Laptop, folder: string, clubId: string) =>
  syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock)

describe('a club shared through a folder', () => {
  it('reaches the other laptop whole, with its people, and converges both ways', async () => {
    const folder = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    expect(sync(ann, folder, clubId)?.written).toBeGreaterThan(10)
    const got = sync(bea, folder, clubId)
    expect(got?.added).toBeGreaterThan(10)
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
    // Bea ticks a buy-in on her laptop; it comes back to Ann's
    const view = await must<ClubView>(bea.call, 'club:get', { clubId })
    const entry = view.seasons[0]?.entries[0]
    const payer = view.people.find((p) => p.name === 'Player 2')?.personId ?? 0
    await pay(bea.call, clubId, entry?.entryId ?? '', payer, 500)
    sync(bea, folder, clubId)
    sync(ann, folder, clubId)
    expect(await seen(ann, clubId)).toEqual(await seen(bea, clubId))
    // a second round adds nothing and writes nothing
    expect(sync(ann, folder, clubId)).toMatchObject({ added: 0, written: 0 })
    expect(sync(bea, folder, clubId)).toMatchObject({ added: 0, written: 0 })
  })

  it('keeps the later of two edits of one field on both laptops, by clock', async () => {
    const folder = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    sync(ann, folder, clubId)
    sync(bea, folder, clubId)
    await must(ann.call, 'club:act', { clubId, action: { type: 'rename', name: 'Ann’s name' } })
    await must(bea.call, 'club:act', { clubId, action: { type: 'rename', name: 'Bea’s name' } })
    for (let i = 0; i < 2; i++) for (const l of [ann, bea]) sync(l, folder, clubId)
    const [a, b] = [await seen(ann, clubId), await seen(bea, clubId)]
    expect(a).toEqual(b)
    expect(['Ann’s name', 'Bea’s name']).toContain((a as { name: string }).name)
  })

  it('leaves a half-copied file until it is whole, and reads a conflicted copy once', async () => {
    const folder = tempFolder()
    const stick = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    sync(ann, folder, clubId)
    const laptop = readdirSync(join(folder, LAPTOPS_FOLDER))[0] ?? ''
    const segment = join(LAPTOPS_FOLDER, laptop, 'segment-00000001.json')
    const whole = readFileSync(join(folder, segment), 'utf8')
    // the service has copied half of Ann's file to the folder Bea reads
    const copy = (text: string, name = segment) => {
      const to = join(stick, name)
      mkdirSync(join(stick, LAPTOPS_FOLDER, laptop), { recursive: true })
      writeFileSync(to, text)
    }
    copy(whole.slice(0, whole.length / 2))
    const early = sync(bea, stick, clubId)
    expect(early?.scan.torn).toHaveLength(1)
    expect(early?.added).toBe(0)
    await expect(must(bea.call, 'club:get', { clubId })).rejects.toThrow()
    // now whole, beside a conflicted copy of the same file
    copy(whole)
    copyFileSync(
      join(stick, segment),
      join(
        stick,
        LAPTOPS_FOLDER,
        laptop,
        'segment-00000001 (Bea’s conflicted copy 2027-01-12).json',
      ),
    )
    const later = sync(bea, stick, clubId)
    expect(later?.scan.conflictCopies).toHaveLength(1)
    expect(await seen(bea, clubId)).toEqual(await seen(ann, clubId))
  })

  it('loses nothing when the folder reverts a file to an older version', async () => {
    const folder = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    sync(ann, folder, clubId)
    const laptop = readdirSync(join(folder, LAPTOPS_FOLDER))[0] ?? ''
    const file = join(folder, LAPTOPS_FOLDER, laptop, 'segment-00000001.json')
    const older = readFileSync(file, 'utf8')
    await must(ann.call, 'club:act', { clubId, action: { type: 'rename', name: 'Renamed' } })
    sync(ann, folder, clubId)
    sync(bea, folder, clubId)
    writeFileSync(file, older) // the service brings back yesterday's file
    expect(sync(bea, folder, clubId)?.added).toBe(0)
    expect((await seen(bea, clubId)) as { name: string }).toMatchObject({ name: 'Renamed' })
    // Ann's next sync writes the rename again, so a third laptop still gets it
    expect(sync(ann, folder, clubId)?.written).toBe(1)
    const cat = freshStore()
    sync(cat, folder, clubId)
    expect(await seen(cat, clubId)).toEqual(await seen(ann, clubId))
  })

  it('says when the folder is not there (an unplugged stick) and changes nothing', async () => {
    const ann = freshStore()
    const clubId = await annsClub(ann)
    expect(sync(ann, join(tempFolder(), 'unplugged'), clubId)).toBeNull()
  })
})

describe('laptops whose clocks disagree by hours', () => {
  const HOURS_6 = 6 * 3_600_000

  /** Gives a laptop a clock `skew` ms off the others (its store's clock, as the app uses it). */
  function skewed(l: Laptop, skew: number): void {
    l.ctx.club.clock = laptopClock(l.ctx.db, () => Date.now() + skew)
  }

  it.each([HOURS_6, -HOURS_6])(
    'converge, and an edit made after reading another wins (skew %i ms)',
    async (skew) => {
      const folder = tempFolder()
      const [ann, bea] = [freshStore(), freshStore()]
      skewed(bea, skew)
      const clubId = await annsClub(ann)
      sync(ann, folder, clubId)
      sync(bea, folder, clubId)
      // Ann renames; Bea reads it, then renames after it: hers must win on both laptops
      await must(ann.call, 'club:act', { clubId, action: { type: 'rename', name: 'Ann first' } })
      sync(ann, folder, clubId)
      sync(bea, folder, clubId)
      await must(bea.call, 'club:act', { clubId, action: { type: 'rename', name: 'Bea after' } })
      for (let i = 0; i < 2; i++) for (const l of [ann, bea]) sync(l, folder, clubId)
      const [a, b] = [await seen(ann, clubId), await seen(bea, clubId)]
      expect(a).toEqual(b)
      expect((a as { name: string }).name).toBe('Bea after')
    },
  )
})

describe('a club night through the folder', () => {
  const withNights = (l: Laptop, folder: string, clubId: string) =>
    syncClub(l.ctx.db, folder, clubId, l.ctx.club.clock, null, l.ctx.store)

  it('hosted on one laptop, shows the same standings and payouts on the other', async () => {
    const folder = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    const view = await must<ClubView>(ann.call, 'club:get', { clubId })
    const entry = view.seasons[0]?.entries[0]
    const players = view.people.filter((p) => p.personId !== view.people[7]?.personId)
    const night = await must<NightView>(ann.call, 'club:startNight', {
      clubId,
      entryId: entry?.entryId,
    })
    await must(ann.call, 'night:setRules', {
      nightId: night.id,
      rules: { ...night.rules, sets: 1 },
    })
    for (const p of players) await pay(ann.call, clubId, entry?.entryId ?? '', p.personId, 500)
    // halfway: Bea's laptop has the night as far as it went
    let played = await must<NightView>(ann.call, 'night:start', { nightId: night.id, seed: 9 })
    played = await playRound(ann.call, played, createRandom(1))
    withNights(ann, folder, clubId)
    withNights(bea, folder, clubId)
    const beaClub = await must<ClubView>(bea.call, 'club:get', { clubId })
    const beaNight = beaClub.seasons[0]?.entries[0]?.nightId ?? 0
    expect(beaNight).toBeGreaterThan(0)
    expect((await must<NightView>(bea.call, 'night:get', { nightId: beaNight })).roundsPlayed).toBe(
      1,
    )
    // to the end, then again: the rest of it comes over
    const end = await finishPlaying(ann.call, played, createRandom(2))
    withNights(ann, folder, clubId)
    const got = withNights(bea, folder, clubId)
    expect(got?.differ).toEqual([])
    const there = await must<NightView>(bea.call, 'night:get', { nightId: beaNight })
    expect(there.status).toBe('finished')
    const named = (v: NightView) => v.standings.map((s) => [s.name, s.place, s.wins, s.buncos])
    expect(named(there)).toEqual(named(end))
    const payouts = (v: NightView) =>
      (v.money?.payouts ?? []).map((p) => [
        v.players.find((x) => x.player === p.player)?.name,
        p.prize,
        p.amount,
      ])
    expect(there.money?.settled).toBe(true)
    expect(payouts(there)).toEqual(payouts(end))
    expect(there.money?.pot).toBe(end.money?.pot)
  })

  it('keeps both copies of a night changed two ways, and says so', async () => {
    const folder = tempFolder()
    const [ann, bea] = [freshStore(), freshStore()]
    const clubId = await annsClub(ann)
    const view = await must<ClubView>(ann.call, 'club:get', { clubId })
    const entry = view.seasons[0]?.entries[0]
    const night = await must<NightView>(ann.call, 'club:startNight', {
      clubId,
      entryId: entry?.entryId,
    })
    withNights(ann, folder, clubId)
    withNights(bea, folder, clubId)
    const beaNight = (await must<ClubView>(bea.call, 'club:get', { clubId })).seasons[0]?.entries[0]
      ?.nightId
    await must(ann.call, 'night:setDetails', {
      nightId: night.id,
      title: 'Ann’s title',
      date: '2027-01-12',
      venue: '',
    })
    await must(bea.call, 'night:setDetails', {
      nightId: beaNight,
      title: 'Bea’s title',
      date: '2027-01-12',
      venue: '',
    })
    withNights(ann, folder, clubId)
    expect(withNights(bea, folder, clubId)?.differ).toHaveLength(1)
    expect(withNights(ann, folder, clubId)?.differ).toHaveLength(1)
    // each keeps its own; neither lost
    expect(
      (await must<NightView>(ann.call, 'night:get', { nightId: night.id })).details.title,
    ).toBe('Ann’s title')
    expect(
      (await must<NightView>(bea.call, 'night:get', { nightId: beaNight })).details.title,
    ).toBe('Bea’s title')
    // Bea's host picks Ann's version: both laptops then hold it, and Bea's stays in its history
    const other = withNights(bea, folder, clubId)?.versions[0]
    expect(other?.laptop).toBe(ann.ctx.club.clock.laptop)
    const fileOf = (laptop: string) =>
      nightFileOf(bea.ctx.db, folder, clubId, bea.ctx.club.clock, null, other?.night ?? '', laptop)
    const me = bea.ctx.club.clock.laptop
    expect(takeVersion(bea.ctx.db, bea.ctx.store, fileOf(other?.laptop ?? ''), me)).toBe(true)
    for (let i = 0; i < 2; i++) for (const l of [bea, ann]) withNights(l, folder, clubId)
    expect(withNights(bea, folder, clubId)?.differ).toEqual([])
    expect(withNights(ann, folder, clubId)?.differ).toEqual([])
    const taken = await must<NightView>(bea.call, 'night:get', { nightId: beaNight })
    expect(taken.details.title).toBe('Ann’s title')
    const history = bea.ctx.store.events(beaNight ?? 0).map((e) => e.payload)
    expect(history.some((p) => p.includes('Bea’s title'))).toBe(true)
    // a laptop with no such file, or a club not shared here, is refused in words
    expect(takeVersion(bea.ctx.db, bea.ctx.store, fileOf('nobody1'), me)).toBe(false)
    const refused = await bea.call('sync:takeNight', { clubId, nightId: beaNight, laptop: 'abcd' })
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        message: 'This club is not shared through a folder on this laptop.',
      },
    })
  })
})
