// Run by fsync.test.ts under strace: saves host actions, each between two marker files that it
// fsyncs itself, so the trace shows which syncs each action made.
import { closeSync, fsyncSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { createRandom } from '../../../src/shared/bunco'
import { addPeople, randomResults, startNight, type Call } from '../../drivers/night-driver'
import { createMainContext } from '../../../src/main/context'

const folder = process.argv[2] ?? ''

function mark(label: string): void {
  const fd = openSync(join(folder, `mark-${label}`), 'w')
  fsyncSync(fd)
  closeSync(fd)
}

async function action(label: string, call: Call, ...args: Parameters<Call>): Promise<void> {
  mark(`begin-${label}`)
  const outcome = await call(...args)
  mark(`end-${label}`)
  if (!outcome.ok) throw new Error(`${label}: ${outcome.error.message}`)
}

async function main(): Promise<void> {
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'fsync',
    backupEachRound: false,
  })
  const call: Call = (name, args) => ctx.dispatch(name, args)
  const view = await startNight(call, await addPeople(call, 8), { seed: 1 })
  const plan = view.current?.plan
  if (!plan) throw new Error('no open round')
  const [result] = randomResults(plan, createRandom(1))
  const nightId = view.id
  await action('recordResult', call, 'night:recordResult', { nightId, round: 1, result })
  await action('rosterAdd', call, 'roster:add', { name: 'Zed' })
  const results = randomResults(plan, createRandom(2))
  await action('commitRound', call, 'night:commitRound', { nightId, round: 1, results })
  await action('settingsSet', call, 'settings:set', { theme: 'dark' })
  ctx.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
