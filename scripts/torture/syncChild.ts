// Sync torture child: shares one club through a folder and, forever, changes the club and looks
// at the folder (which writes its segments), printing each saved club action's uid right after
// its commit. The parent kills it with SIGKILL, often in the middle of writing a segment.
import { writeSync } from 'node:fs'
import { createMainContext } from '../../src/main/context'
import { createRandom } from '../../src/shared/bunco'
import type { ClubView } from '../../src/shared/club'
import { clubRepo } from '../../src/main/club/clubRepo'

const [dataFolder = '', folder = '', seedText = '1'] = process.argv.slice(2)
const random = createRandom(Number(seedText))
const say = (line: string): void => void writeSync(1, `${line}\n`)

async function main(): Promise<void> {
  const ctx = createMainContext({
    dataFolder,
    locales: ['en-US'],
    version: 'torture',
    backupEachRound: false,
    hooks: { pickFolder: () => Promise.resolve(folder) },
  })
  const call = async <T>(name: Parameters<typeof ctx.dispatch>[0], args: unknown): Promise<T> => {
    const out = await ctx.dispatch(name, args)
    if (!out.ok) {
      say(`CRASH ${name} ${out.error.message}`)
      process.exit(1)
    }
    return out.value as T
  }
  const repo = clubRepo(ctx.db)
  let clubId = repo.clubs()[0] ?? ''
  if (!clubId) {
    const money = { currency: 'EUR', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' }
    clubId = (await call<ClubView>('club:create', { name: 'Torture club', money })).clubId
    await call('sync:pickFolder', { clubId, laptopName: 'Torture laptop' })
  }
  const said = (): void => {
    const last = repo.events(clubId).at(-1)
    if (last) say(`club ${last.uid}`)
  }
  said()
  say('ready')
  for (let n = 0; ; n++) {
    await call('club:act', {
      clubId,
      action: { type: 'rename', name: `Torture club ${random.int(1_000_000)}` },
    })
    said()
    // a look now and then: each one rewrites this laptop's open segment, the moment to be killed
    if (random.next() < 0.5) await call('sync:now', { clubId })
    if (n % 50 === 49) await new Promise((r) => setImmediate(r))
  }
}

main().catch((err: unknown) => {
  say(`CRASH ${String(err)}`)
  process.exit(1)
})
