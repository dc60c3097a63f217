// Torture child: applies random host and desk actions to a store forever, printing each saved
// event id (or roster person id, or a fundraiser's night and seq) on stdout right after its
// commit. It yields to the event loop before each call, so the backups queued after each round
// run between actions, and now and then quits as the app does (closing backup, close) and
// reopens. The parent kills it with SIGKILL.
import { writeSync } from 'node:fs'
import { createMainContext, type MainContext } from '../../src/main/context'
import { durabilityProblems } from '../../src/main/db/durability'
import { listBackups } from '../../src/main/db/safety'
import { createRandom, type Random } from '../../src/shared/bunco'
import type { CallName } from '../../src/shared/contract'
import type { AddedPerson, NightSummary, NightView, Person } from '../../src/shared/views'
import { randomResults } from '../lib/night-driver'
import { deskStep } from './desk'

const [dataFolder = '', seedText = '1'] = process.argv.slice(2)
const random = createRandom(Number(seedText))

function say(line: string): void {
  writeSync(1, `${line}\n`)
}

function open(): MainContext {
  const opened = createMainContext({ dataFolder, locales: ['en-US'], version: 'torture' })
  const problems = durabilityProblems(opened.db)
  if (problems.length > 0) {
    say(`CRASH store settings: ${problems.join('; ')}`)
    process.exit(1)
  }
  return opened
}

let ctx = open()

// Backups run on timers and the thread pool: without this they would never get a turn.
const breathe = (): Promise<void> => new Promise((done) => setImmediate(done))

const newestBackup = (): string | undefined => listBackups(dataFolder)[0]?.name
let newest = newestBackup()

async function call<T>(name: CallName, args: unknown): Promise<T | null> {
  await breathe()
  // A backup that finished between two actions (not one a quit waited for).
  const latest = newestBackup()
  if (latest !== newest && latest) say(`backup ${latest}`)
  newest = latest
  const outcome = await ctx.dispatch(name, args)
  if (outcome.ok) return outcome.value as T
  if (outcome.error.code === 'internal' || outcome.error.code === 'storage') {
    say(`CRASH ${name} ${outcome.error.message}`)
    process.exit(1)
  }
  return null
}

const pick = <T>(items: readonly T[], r: Random): T | undefined =>
  items[Math.floor(r.next() * items.length)]

async function saved(name: CallName, args: unknown): Promise<NightView | null> {
  const view = await call<NightView>(name, args)
  if (view && view.savedEventId > 0) say(`event ${view.savedEventId}`)
  return view
}

async function openNight(): Promise<NightView> {
  const nights = (await call<NightSummary[]>('night:list', {})) ?? []
  const playing = nights.find((n) => n.status === 'playing')
  if (playing) return (await call<NightView>('night:get', { nightId: playing.id })) as NightView
  let people = (await call<Person[]>('roster:list', {})) ?? []
  while (people.length < 20) {
    const added = await call<AddedPerson>('roster:add', { name: `Guest ${people.length + 1}` })
    if (added) say(`person ${added.person.id}`)
    people = (await call<Person[]>('roster:list', {})) ?? []
  }
  const count = 5 + Math.floor(random.next() * 12)
  const guests = people.slice(0, count).map((p) => p.id)
  const night = await saved('night:create', {
    title: `Night ${nights.length + 1}`,
    date: '2026-11-28',
  })
  if (!night) throw new Error('could not create a night')
  await saved('night:setGuests', { nightId: night.id, personIds: guests })
  return (
    (await saved('night:start', { nightId: night.id, seed: Math.floor(random.next() * 1e9) })) ??
    night
  )
}

async function step(view: NightView): Promise<void> {
  const nightId = view.id
  const plan = view.current?.plan
  // a desk action at the night's fundraiser, one step in eight
  if (random.next() < 0.125) return deskStep({ ctx, nightId, random, call, say })
  const roll = random.next()
  if (!plan || roll < 0.03) {
    await saved('night:finish', { nightId })
    return
  }
  const seated = plan.tables.flatMap((t) => Object.values(t.seats)).filter((p) => p.startsWith('p'))
  if (roll < 0.4) {
    const result = pick(randomResults(plan, random), random)
    await saved('night:recordResult', { nightId, round: plan.round, result })
  } else if (roll < 0.6) {
    await saved('night:commitRound', {
      nightId,
      round: plan.round,
      results: randomResults(plan, random),
    })
  } else if (roll < 0.68) {
    await saved('night:undo', { nightId })
  } else if (roll < 0.73) {
    await saved('night:redo', { nightId })
  } else if (roll < 0.8 && view.roundsPlayed > 0) {
    const round = 1 + Math.floor(random.next() * view.roundsPlayed)
    const played = await call<{ plan: typeof plan }>('night:round', { nightId, round })
    const result = played && pick(randomResults(played.plan, random), random)
    if (result) await saved('night:correctResult', { nightId, round, result })
  } else if (roll < 0.86) {
    const people = (await call<Person[]>('roster:list', {})) ?? []
    const away = people.filter((p) => !seated.includes(`p${p.id}`))
    const who = pick(away, random)
    if (who) await saved('night:arrive', { nightId, personId: who.id })
  } else if (roll < 0.9) {
    const who = pick(seated, random)
    if (who) await saved('night:leave', { nightId, personId: Number(who.slice(1)) })
  } else if (roll < 0.95) {
    const added = await call<AddedPerson>('roster:add', {
      name: `Late ${Math.floor(random.next() * 1e6)}`,
    })
    if (added) say(`person ${added.person.id}`)
  } else {
    await call('settings:set', { theme: pick(['light', 'dark', 'system'], random) })
  }
}

/** Quits as the app does on will-quit (closing backup, then close) and starts again. */
async function reopen(): Promise<void> {
  await ctx.backup('quit')
  ctx.close()
  ctx = open()
  newest = newestBackup()
  say('reopened')
}

async function main(): Promise<void> {
  say('ready')
  for (;;) {
    const view = await openNight()
    for (let i = 0; i < 40 && view.status === 'playing'; i++) {
      const fresh = await call<NightView>('night:get', { nightId: view.id })
      if (!fresh || fresh.status !== 'playing') break
      await step(fresh)
      if (random.next() < 0.02) await reopen()
    }
  }
}

main().catch((err: unknown) => {
  say(`CRASH ${String(err)}`)
  process.exit(1)
})
