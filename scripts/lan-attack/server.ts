// The attacked side of `npm run lan-attack`, run as a child process so a crash and its memory can
// be measured: a real store in a temp folder, a finished night whose phones were on (its codes
// kept), and the night in play with phones on at 127.0.0.1 in round 2 (round 1 committed by the
// host), one table's code re-issued (its old one revoked). It tells the parent everything over
// IPC, answers 'snapshot' with every row of the store, reports its peak RSS, and stops on 'stop'.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMainContext } from '../../src/main/context'
import type { LanStatus } from '../../src/shared/lan'
import type { NightView } from '../../src/shared/views'
import { addPeople, must, randomResults, startNight, type Call } from '../lib/night-driver'
import { createRandom } from '../../src/shared/bunco'
import type { ChildMessage, ParentMessage, Setup } from './protocol'

const LOOPBACK = () => [{ name: 'loopback', address: '127.0.0.1', likely: true }]

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

  const ctx = createMainContext({
    dataFolder: join(work, 'data'),
    locales: ['en-US'],
    version: 'lan-attack',
    backupEachRound: false,
    phoneRoot: phone,
    lanAddresses: LOOPBACK,
    log: () => undefined,
  })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const random = createRandom(5)

  // a night that is over: its phones were on, a table's and a guest's codes are kept
  const others = await addPeople(call, 12, 'Earlier')
  let old = await startNight(call, others, { seed: 11, title: 'Last week' })
  const oldStatus = await ctx.lan.enable(old.id, '127.0.0.1', 0)
  const finished = {
    table: oldStatus.tables[0]!.code,
    guest: ctx.lan.guestCode(old.id, old.current!.plan.tables[0]!.seats.N)!,
  }
  old = await must<NightView>(call, 'night:commitRound', {
    nightId: old.id,
    round: 1,
    results: randomResults(old.current!.plan, random),
  })
  await must(call, 'night:finish', { nightId: old.id })

  // the night in play: round 1 committed by the host, so round 2 is open and round 1 is past
  const ids = await addPeople(call, 12, 'Guest')
  let night = await startNight(call, ids, { seed: 21, title: 'Tonight' })
  await must(call, 'lan:mode', { nightId: night.id, mode: 'trust' })
  await ctx.lan.enable(night.id, '127.0.0.1', 0)
  night = await must<NightView>(call, 'night:commitRound', {
    nightId: night.id,
    round: 1,
    results: randomResults(night.current!.plan, random),
  })
  const before = await must<LanStatus>(call, 'lan:status', { nightId: night.id })
  const revoked = before.tables[1]!.code
  const status = await must<LanStatus>(call, 'lan:reissue', { nightId: night.id, table: 2 })
  const setup: Setup = {
    url: status.url!,
    nightId: night.id,
    round: night.current!.plan.round,
    tables: Object.fromEntries(status.tables.map((t) => [t.table, t.code])),
    guest: ctx.lan.guestCode(night.id, night.current!.plan.tables[0]!.seats.E)!,
    revoked,
    finished,
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
      void ctx.lan.stop().then(() => {
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
    void ctx.lan.stop().finally(() => {
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
