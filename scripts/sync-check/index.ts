// `npm run sync-check -- --laptops 3 --nights 24 --seed 5`: three laptops as three real main
// contexts over three SQLite files, each with its own club folder, joined by a simulated sync
// service that delays, reorders, tears files mid-copy, makes conflicted copies and reverts files.
// The laptops host the club's nights in turn (answers, stand-ins, buy-ins, six rounds, roll-offs),
// rename the club and its people on two laptops at once, merge a doubled person, correct results,
// tick and untick buy-ins; then the sync settles and every laptop's club, roster and nights are
// compared. Last line:
// {"syncCheck":{"laptops":3,"nights":24,"actions":…,"converged":true,"lost":0,"duplicated":0,
//   "tornIgnored":…,"conflictCopiesMerged":…}}
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext, type MainContext } from '../../src/main/context'
import { clubRepo } from '../../src/main/club/clubRepo'
import { syncClub } from '../../src/main/sync/clubSync'
import { createRandom, type Random } from '../../src/shared/bunco'
import type { ClubView } from '../../src/shared/club'
import type { AddedPerson, NightView, Person, RoundRecord } from '../../src/shared/views'
import { personEditsRepo } from '../../src/main/roster/personEditsRepo'
import { clubPeople } from '../../src/main/sync/rosterSync'
import { clubWith, finishPlaying, WINS_SEASON } from '../lib/club-driver'
import { addPeople, must, playRound, randomResults, type Call } from '../lib/night-driver'
import { syncService } from './service'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

interface Laptop {
  ctx: MainContext
  call: Call
  folder: string
}

function laptop(): Laptop {
  const ctx = createMainContext({
    dataFolder: mkdtempSync(join(tmpdir(), 'bunco-sync-check-')),
    locales: ['en-US'],
    version: 'sync-check',
    backupEachRound: false,
  })
  return {
    ctx,
    call: (name, args) => ctx.dispatch(name, args),
    folder: mkdtempSync(join(tmpdir(), 'bunco-sync-folder-')),
  }
}

/** What a laptop holds of the club, named (ids differ per laptop), to compare laptops. */
async function exported(l: Laptop, clubId: string): Promise<string> {
  const v = await must<ClubView>(l.call, 'club:get', { clubId })
  const name = (id: number | null): string | null =>
    id === null ? null : (v.names[id] ?? `#${id}`)
  const nights: unknown[] = []
  for (const e of v.seasons.flatMap((s) => s.entries)) {
    if (e.nightId === null) continue
    const n = await must<NightView>(l.call, 'night:get', { nightId: e.nightId })
    nights.push({
      date: e.date,
      status: n.status,
      standings: n.standings.map((s) => [s.name, s.place, s.wins, s.buncos]),
      payouts: (n.money?.payouts ?? []).map((p) => [
        n.players.find((x) => x.player === p.player)?.name,
        p.prize,
        p.amount,
      ]),
      pot: n.money?.pot,
    })
  }
  const roster = new Map(
    (await must<Person[]>(l.call, 'roster:list', { includeArchived: true })).map((p) => [p.id, p]),
  )
  return JSON.stringify({
    name: v.name,
    money: v.money,
    people: v.people
      .map((p) => [p.name, p.role, roster.get(p.personId)?.note, roster.get(p.personId)?.archived])
      .sort(),
    entries: v.seasons.flatMap((s) =>
      s.entries.map((e) => ({
        date: e.date,
        answers: e.answers.map((a) => [name(a.personId), a.answer]).sort(),
        paid: e.payments.map((p) => [name(p.personId), p.amount, p.method]).sort(),
        subs: e.substitutes.map((x) => [name(x.personId), name(x.for)]),
      })),
    ),
    nights,
  })
}

/** The host corrects a table's result of round 1 (a score misread), as the torture run does. */
async function correctFirstRound(call: Call, nightId: number, random: Random): Promise<void> {
  const played = await must<RoundRecord>(call, 'night:round', { nightId, round: 1 })
  const result = randomResults(played.plan, random)[0]
  if (result) await must(call, 'night:correctResult', { nightId, round: 1, result })
}

/** A member's id on a laptop, by the name the club shows there. */
async function members(l: Laptop, clubId: string): Promise<{ id: number; name: string }[]> {
  const v = await must<ClubView>(l.call, 'club:get', { clubId })
  return v.people.filter((p) => p.role === 'member').map((p) => ({ id: p.personId, name: p.name }))
}

/**
 * What hosts do to the club's people between nights: two laptops rename one member at once (one
 * also writes a note), and now and then a person entered twice is merged on another laptop.
 */
async function rosterWork(
  laptops: readonly Laptop[],
  n: number,
  clubId: string,
  random: Random,
  step: (clubId: string, n?: number) => void,
): Promise<void> {
  const host = laptops[n % laptops.length] as Laptop
  const other = laptops[(n + 1) % laptops.length] as Laptop
  if (random.next() < 0.4) {
    const who = random.int(12)
    for (const [i, l] of [host, other].entries()) {
      const member = (await members(l, clubId))[who]
      if (!member) continue
      await must(l.call, 'roster:rename', {
        id: member.id,
        name: `Member ${who}-${n}-${i}`,
        ...(i === 1 ? { note: `note ${n}` } : {}),
      })
    }
  }
  if (n % 6 !== 3) return
  // a walk-in entered again under a second name, then merged on the next laptop
  const dup = await must<AddedPerson>(host.call, 'roster:add', { name: `Twice ${n}` })
  await must(host.call, 'club:act', {
    clubId,
    action: { type: 'role', personId: dup.person.id, role: 'substitute' },
  })
  // the sync service delivers late and out of order: the next laptop looks until it has them
  let there: Person | undefined
  for (let look = 0; look < 40 && !there; look++) {
    step(clubId, 1)
    there = (await must<Person[]>(other.call, 'roster:list', {})).find(
      (p) => p.name === `Twice ${n}`,
    )
  }
  const keep = (await members(other, clubId))[random.int(12)]
  if (there && keep) await must(other.call, 'roster:merge', { keep: keep.id, merge: there.id })
}

async function main(): Promise<void> {
  const count = option('laptops', 3)
  const nightsWanted = option('nights', 24)
  const random = createRandom(option('seed', 5))
  const laptops = Array.from({ length: count }, laptop)
  const owners = laptops.map((l) => l.ctx.club.clock.laptop)
  const service = syncService(
    laptops.map((l) => l.folder),
    owners,
    random,
  )
  // each torn file and each conflicted copy counted once per laptop that met it
  const torn = new Set<string>()
  const conflicts = new Set<string>()
  const sync = (l: Laptop, clubId: string): void => {
    const r = syncClub(l.ctx.db, l.folder, clubId, l.ctx.club.clock, null, l.ctx.store)
    for (const path of r?.scan.torn ?? []) torn.add(`${l.folder}:${path}:${service.made.copies}`)
    for (const path of r?.scan.conflictCopies ?? []) conflicts.add(`${l.folder}:${path}`)
  }
  const step = (clubId: string, n = 2): void => {
    for (let i = 0; i < n; i++) {
      for (const l of laptops) sync(l, clubId)
      service.notice()
      service.tick()
    }
  }
  const first = laptops[0] as Laptop
  const people = await addPeople(first.call, 14, 'Player')
  const money = {
    currency: 'EUR',
    buyIn: 500,
    dues: 0,
    shares: [
      { prize: 'mostWins' as const, percent: 50 },
      { prize: 'travelingDie' as const, percent: 20 },
    ],
    unclaimed: 'carry' as const,
  }
  const club = await clubWith(first.call, 'Sync club', money, people.slice(0, 12), people.slice(12))
  const clubId = club.clubId
  await must(first.call, 'club:season', {
    clubId,
    name: 'Seasons',
    start: '2027-01-01',
    end: '2030-12-31',
    rules: WINS_SEASON,
  })
  // everyone has the club before the first night
  for (let i = 0; i < 8; i++) step(clubId)
  let nights = 0
  for (let n = 0; n < nightsWanted; n++) {
    const host = laptops[n % count] as Laptop
    step(clubId, 6) // the host's laptop catches up on what came in since
    let view = await must<ClubView>(host.call, 'club:get', { clubId })
    const seasonId = view.seasons[0]?.seasonId ?? ''
    const date = `${2027 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-1${random.int(9)}`
    view = await must(host.call, 'club:entry', {
      clubId,
      seasonId,
      date,
      host: null,
      place: '',
      notes: '',
    })
    const entry = view.seasons[0]?.entries.find((e) => e.date === date && e.nightId === null)
    if (!entry) continue
    const members = view.people.filter((p) => p.role === 'member').map((p) => p.personId)
    const subs = view.people.filter((p) => p.role === 'substitute').map((p) => p.personId)
    const away = members.filter(() => random.next() < 0.15).slice(0, subs.length)
    for (const p of members)
      await must(host.call, 'club:act', {
        clubId,
        action: {
          type: 'rsvp',
          entryId: entry.entryId,
          personId: p,
          answer: away.includes(p) ? 'notComing' : 'coming',
        },
      })
    for (const [i, p] of away.entries())
      await must(host.call, 'club:act', {
        clubId,
        action: { type: 'substitute', entryId: entry.entryId, personId: subs[i], for: p },
      })
    // two laptops rename the club at once, now and then
    if (random.next() < 0.3) {
      const other = laptops[(n + 1) % count] as Laptop
      for (const l of [host, other])
        await must(l.call, 'club:act', {
          clubId,
          action: { type: 'rename', name: `Sync club ${n}-${random.int(99)}` },
        })
    }
    let night = await must<NightView>(host.call, 'club:startNight', {
      clubId,
      entryId: entry.entryId,
    })
    await must(host.call, 'night:setRules', {
      nightId: night.id,
      rules: { ...night.rules, sets: 1 },
    })
    for (const p of night.players) {
      await must(host.call, 'club:act', {
        clubId,
        action: {
          type: 'paid',
          entryId: entry.entryId,
          personId: p.personId,
          amount: 500,
          method: 'cash',
        },
      })
      if (random.next() < 0.05) {
        await must(host.call, 'club:act', {
          clubId,
          action: { type: 'unpaid', entryId: entry.entryId, personId: p.personId },
        })
        await must(host.call, 'club:act', {
          clubId,
          action: {
            type: 'paid',
            entryId: entry.entryId,
            personId: p.personId,
            amount: 500,
            method: 'other',
          },
        })
      }
    }
    night = await must(host.call, 'night:start', { nightId: night.id, seed: 1 + random.int(1e6) })
    step(clubId)
    night = await playRound(host.call, night, random)
    night = await playRound(host.call, night, random)
    if (random.next() < 0.4) await correctFirstRound(host.call, night.id, random)
    await finishPlaying(host.call, night, random)
    step(clubId, 3)
    await rosterWork(laptops, n, clubId, random, step)
    nights++
  }
  // the service catches up, and every laptop reads until nothing more comes in
  service.notice()
  service.settle()
  for (let i = 0; i < 4; i++) {
    for (const l of laptops) sync(l, clubId)
    service.notice()
    service.settle()
  }
  const exports = await Promise.all(laptops.map((l) => exported(l, clubId)))
  const converged = exports.every((e) => e === exports[0])
  // every action a laptop made, on every laptop; nothing there twice
  const made = laptops.flatMap((l, i) =>
    clubRepo(l.ctx.db)
      .events(clubId)
      .filter((e) => e.laptop === owners[i])
      .map((e) => e.uid),
  )
  // every edit a laptop made to one of the club's people, on every laptop
  const edited = laptops.flatMap((l, i) => {
    const known = clubPeople(l.ctx.db, clubId)
    return personEditsRepo(l.ctx.db)
      .byLaptop(owners[i] ?? '')
      .filter((e) => known.has(e.person_uid))
      .map((e) => e.uid)
  })
  let lost = 0
  let duplicated = 0
  for (const l of laptops) {
    const repo = clubRepo(l.ctx.db)
    lost += made.filter((uid) => !repo.has(uid)).length
    const edits = new Set(
      personEditsRepo(l.ctx.db)
        .all()
        .map((e) => e.uid),
    )
    lost += edited.filter((uid) => !edits.has(uid)).length
    const uids = repo.events(clubId).map((e) => e.uid)
    duplicated += uids.length - new Set(uids).size
    const nightUids = l.ctx.db
      .prepare<[], { uid: string }>('SELECT uid FROM nights')
      .all()
      .map((r) => r.uid)
    duplicated += nightUids.length - new Set(nightUids).size
  }
  if (!converged)
    for (const [i, e] of exports.entries()) console.error(`laptop ${i}: ${e.slice(0, 400)}`)
  const fields: Record<string, number> = {}
  for (const e of personEditsRepo(first.ctx.db).all()) fields[e.field] = (fields[e.field] ?? 0) + 1
  console.error(JSON.stringify({ service: service.made, personEdits: fields }))
  for (const l of laptops) l.ctx.close()
  console.log(
    JSON.stringify({
      syncCheck: {
        laptops: count,
        nights,
        actions: made.length + edited.length,
        converged,
        lost,
        duplicated,
        tornIgnored: torn.size,
        conflictCopiesMerged: conflicts.size,
      },
    }),
  )
  process.exitCode = converged && lost === 0 && duplicated === 0 ? 0 : 1
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
