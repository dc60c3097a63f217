// The attacked side of `npm run lan-attack`, run as a child process so a crash and its memory can
// be measured: a real store in a temp folder, a finished night whose phones were on (its codes
// kept), and the night in play with phones on at 127.0.0.1 in round 2 (round 1 committed by the
// host), one table's code re-issued (its old one revoked), and two results sent in table mode
// (one confirmed at its table, one still asked about when the host typed its table); the night in
// play is also a charity night with two door desks, the first revoked. It tells the parent everything over
// IPC, answers 'snapshot' with every row of the store, reports its peak RSS, and stops on 'stop'.
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import type { PhonesStatus } from '../../src/shared/phones/board'
import type { NightView } from '../../src/shared/views'
import { CHARITY_SETTINGS, deskCodeOf } from '../../test/drivers/charity-night'
import { must, randomResults } from '../../test/drivers/night-driver'
import { loopbackContext, nightWithPhones, phoneOf } from '../../test/drivers/phones-night'
import { createRandom } from '../../src/shared/bunco'
import type { ChildMessage, ParentMessage, Setup } from './protocol'
import { postLive } from '../../src/main/phones/livePosts'
import { newPass } from '../../src/main/phones/passes'
import { phonesStatus } from '../../src/main/phones/phonesStatus'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { submit } from '../../src/main/phones/submissions'
import { guestCode } from '../../src/main/phones/tableCodes'
import { confirmResult } from '../../src/main/phones/tableConfirms'

/** A live stream on 127.0.0.1: the events heard, once the first 'changed' came and once it ends. */
function listen(url: string): { opened: Promise<void>; ended: Promise<string[]> } {
  const heard: string[] = []
  let opened: () => void = () => undefined
  const open = new Promise<void>((resolve) => (opened = resolve))
  const ended = new Promise<string[]>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        heard.push(...[...chunk.matchAll(/event: (\w+)/g)].map((m) => m[1] ?? ''))
        if (heard.includes('changed')) opened()
      })
      res.on('close', () => resolve(heard))
    })
    req.on('error', () => resolve(heard))
    req.setTimeout(10_000, () => req.destroy())
  })
  return { opened: Promise.race([open, ended.then(() => undefined)]), ended }
}

/** Whether nothing listens at `url` any more (the connection is refused). */
function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    // a fresh connection (no socket kept alive from before)
    const req = http.get(url, { agent: false }, (res) => {
      res.resume()
      resolve(false)
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'))
    req.setTimeout(3_000, () => req.destroy())
  })
}

function tell(message: ChildMessage): void {
  process.send?.(message)
}

async function main(): Promise<void> {
  const work = process.argv[2]
  if (!work) throw new Error('usage: server.ts <work folder>')
  // The phone page's folder holds its own files only; a canary sits beside it, outside the root,
  // and another as a dotfile inside it: neither may ever be served.
  const canary = `CANARY-${process.pid}-${Date.now()}`
  const phone = join(work, 'phone')
  mkdirSync(phone, { recursive: true })
  const ownFiles: Record<string, string> = {
    'index.html': '<!doctype html><title>Bunco phone</title><script src="app.js"></script>\n',
    'app.js': 'console.log("phone")\n',
  }
  for (const [name, text] of Object.entries(ownFiles)) writeFileSync(join(phone, name), text)
  writeFileSync(join(phone, '.secret'), `${canary} dotfile\n`)
  writeFileSync(join(work, 'canary.txt'), `${canary} outside\n`)

  const { ctx, call } = loopbackContext({
    dataFolder: join(work, 'data'),
    locales: ['en-US'],
    version: 'lan-attack',
    backupEachRound: false,
    phoneRoot: phone,
    log: () => undefined,
  })
  const random = createRandom(5)

  // a night that is over: its phones were on, a table's and a guest's codes are kept
  const earlier = await nightWithPhones(ctx, call, {
    guests: 12,
    prefix: 'Earlier',
    seed: 11,
    title: 'Last week',
  })
  const oldStatus = earlier.status
  let old = earlier.night
  const finished = {
    table: oldStatus.tables[0]!.code,
    guest: guestCode(ctx.phones, old.id, old.current!.plan.tables[0]!.seats.N)!,
    tv: new URL(oldStatus.tv!.url).hash.slice(3),
  }
  old = await must<NightView>(call, 'night:commitRound', {
    nightId: old.id,
    round: 1,
    results: randomResults(old.current!.plan, random),
  })
  await must(call, 'night:finish', { nightId: old.id })

  // a night deleted with its phones on: its table's and a guest's streams must end with 'over',
  // its server must stop, and switching its phones off afterwards must still work
  const { night: doomed, status: doomedStatus } = await nightWithPhones(ctx, call, {
    guests: 12,
    prefix: 'Doomed',
    seed: 13,
    title: 'Deleted',
  })
  const deletedCodes = {
    table: doomedStatus.tables[0]!.code,
    guest: guestCode(ctx.phones, doomed.id, doomed.current!.plan.tables[0]!.seats.N)!,
  }
  const doomedUrl = doomedStatus.url!
  const streams = [
    listen(`${doomedUrl}api/t/${deletedCodes.table}/events`),
    listen(`${doomedUrl}api/g/${deletedCodes.guest}/events`),
  ]
  await Promise.all(streams.map((s) => s.opened))
  await must(call, 'night:delete', { nightId: doomed.id })
  const ends = await Promise.race([
    Promise.all(streams.map((s) => s.ended)),
    new Promise<null>((r) => setTimeout(() => r(null), 5_000)),
  ])
  const deleted: Setup['deleted'] = {
    ...deletedCodes,
    checks: {
      streamsEnded: ends !== null && ends.every((heard) => heard.at(-1) === 'over'),
      serverStopped: await refused(`${doomedUrl}api/t/${deletedCodes.table}`),
      switchedOff: (await call('phones:disable', { nightId: doomed.id })).ok,
    },
  }

  // the night in play (four tables): round 1 committed by the host, so round 2 is open and
  // round 1 is past; a guest's phone kept table 1's score in round 1 (it joined table 1 then)
  const tonight = await nightWithPhones(ctx, call, {
    guests: 16,
    prefix: 'Guest',
    seed: 21,
    title: 'Tonight',
    mode: 'trust',
  })
  const firstCodes = (await phonesStatus(ctx.phones, tonight.night.id)).tables.map((t) => t.code)
  const stale = phoneOf(ctx, firstCodes[0]!, 'stale')
  const score = (round: number) => ({ round, seq: 1, points: { NS: 0, EW: 0 }, buncos: {} })
  postLive(ctx.phones, firstCodes[0]!, score(1), stale)
  const night = await must<NightView>(call, 'night:commitRound', {
    nightId: tonight.night.id,
    round: 1,
    results: randomResults(tonight.night.current!.plan, random),
  })
  const before = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
  const revoked = before.tables[1]!.code
  await must<PhonesStatus>(call, 'phones:reissue', { nightId: night.id, table: 2 })
  // the TV's first code, then the one the host gave it instead
  const revokedTv = new URL(before.tv!.url).hash.slice(3)
  const status = await must<PhonesStatus>(call, 'phones:reissueTv', { nightId: night.id })
  // table mode for two results of the round in play, then trust again for the legit phone: table
  // 2's other team confirms its result; table 1's is still asked about when the host types table 1
  const codeOf = (table: number): string => status.tables.find((t) => t.table === table)!.code
  const round = night.current!.plan.round
  const confirm = { answered: 'setup-confirmed-2', afterHost: 'setup-afterhost-1' }
  await must(call, 'phones:mode', { nightId: night.id, mode: 'table' })
  // in round 2 that guest sits at table 2: her phone keeps its score (it joined table 2)
  postLive(ctx.phones, codeOf(2), score(round), stale)
  // a new phone each time: the other team answers on a phone of its own
  const newPhone = (table: number) => phoneOf(ctx, codeOf(table), 'setup')
  submit(ctx.phones, codeOf(2), { key: confirm.answered, round, winner: 'EW' }, newPhone(2), 'en')
  confirmResult(
    ctx.phones,
    codeOf(2),
    { key: confirm.answered, answer: 'right' },
    newPhone(2),
    'en',
  )
  submit(ctx.phones, codeOf(1), { key: confirm.afterHost, round, winner: 'NS' }, newPhone(1), 'en')
  await must(call, 'night:recordResult', {
    nightId: night.id,
    round,
    result: { table: 1, winner: 'EW' },
  })
  // table 4's phone sends its result, still asked about: that phone may not confirm it itself
  const sender = newPhone(4)
  const own = { pass: sender.pass!, key: 'setup-own-result-4' }
  submit(ctx.phones, codeOf(4), { key: own.key, round, winner: 'NS' }, sender, 'en')
  await must(call, 'phones:mode', { nightId: night.id, mode: 'trust' })
  // a charity night too: two guests on its list and two door desks, the first one revoked
  await must(call, 'fundraiser:settings', { nightId: night.id, settings: CHARITY_SETTINGS })
  for (const [firstName, lastName] of [
    ['Ann', 'Lee'],
    ['Bo', 'Ng'],
  ]) {
    const action = { type: 'register', firstName, lastName, kind: 'early' }
    await must(call, 'fundraiser:act', { nightId: night.id, action })
  }
  await must(call, 'phones:addDesk', { nightId: night.id })
  const desks = (await must<PhonesStatus>(call, 'phones:addDesk', { nightId: night.id })).desks
  await must(call, 'phones:revokeDesk', { nightId: night.id, desk: 1 })
  const desk = {
    live: deskCodeOf(desks.find((d) => d.desk === 2)!.url),
    revoked: deskCodeOf(desks.find((d) => d.desk === 1)!.url),
  }
  const setup: Setup = {
    url: status.url!,
    nightId: night.id,
    round: night.current!.plan.round,
    tables: Object.fromEntries(status.tables.map((t) => [t.table, t.code])),
    guest: guestCode(ctx.phones, night.id, night.current!.plan.tables[0]!.seats.E)!,
    tv: new URL(status.tv!.url).hash.slice(3),
    desk,
    revoked,
    revokedTv,
    finished,
    deleted,
    confirm,
    stale: { pass: stale.pass! },
    attacker: newPass(ctx.phones, codeOf(1), 'table'),
    own,
    canary,
    ownFiles,
  }

  let peak = process.memoryUsage.rss()
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 100)
  const report = setInterval(() => tell({ type: 'rss', peak }), 500)

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'snapshot') {
      const tables = ctx.db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
        )
        .all()
      const rows: Record<string, string[]> = {}
      for (const { name } of tables) {
        rows[name] = ctx.db
          .prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`)
          .all()
          .map((row) => JSON.stringify(row))
      }
      tell({ type: 'snapshot', rows, peak })
    } else if (message.type === 'stop') {
      clearInterval(sample)
      clearInterval(report)
      void stopServer(ctx.phones).then(() => {
        ctx.close()
        tell({ type: 'stopped', peak })
        process.disconnect?.()
      })
    }
  })
  // the parent went away: never outlive it
  process.on('disconnect', () => {
    clearInterval(sample)
    clearInterval(report)
    void stopServer(ctx.phones).finally(() => {
      ctx.close()
      process.exit(0)
    })
  })
  tell({ type: 'ready', setup, peak })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
