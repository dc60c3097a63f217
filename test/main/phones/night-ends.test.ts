// A night with phones on that ends: deleted, its server stops and its streams end; finished, its
// tables' streams end while the TV's and the guests' pages stay to show the awards.
import type { PhonesStatus } from '@shared/phones/board'
import type { NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must, randomResults } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { createRandom } from '../../../src/shared/bunco'
import { phonesContext } from './phonesContext'
import { baseUrl } from '../../../src/main/phones/phonesContext'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { guestCode } from '../../../src/main/phones/tableCodes'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

async function partyWithPhones() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 5 })
  const guest = guestCode(ctx.phones, night.id, night.current!.plan.tables[0]!.seats.N)!
  return { ctx, call, night, status, guest }
}

/** A live stream, read until the server ends it; `ended` resolves with the events heard. */
async function listen(url: string): Promise<{ heard: string[]; ended: Promise<string[]> }> {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  const reader = res.body!.getReader()
  const heard: string[] = []
  const ended = (async () => {
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        heard.push(...[...decoder.decode(value).matchAll(/event: (\w+)/g)].map((m) => m[1]!))
      }
    } catch {
      // a socket cut counts as ended too
    }
    return heard
  })()
  await expect.poll(() => heard.includes('changed')).toBe(true)
  return { heard, ended }
}

/** Resolves with the stream's events once it ended, or 'still open' after `ms`. */
function endedWithin(
  stream: { ended: Promise<string[]> },
  ms: number,
): Promise<string[] | 'still open'> {
  return Promise.race([
    stream.ended,
    new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms)),
  ])
}

/** The server's answer to a plain GET, or the socket's error code once nothing listens. */
async function answer(url: string): Promise<string> {
  try {
    return String((await fetch(url, { signal: AbortSignal.timeout(3_000) })).status)
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause
    return cause?.code ?? 'failed'
  }
}

describe('a night with phones on that ends', () => {
  it('deleted: its server stops, its table and guest streams end with "over", and switching phones off for it still works', async () => {
    const { ctx, call, night, status, guest } = await partyWithPhones()
    const table = await listen(`${status.url}api/t/${status.tables[0]!.code}/events`)
    const guestStream = await listen(`${status.url}api/g/${guest}/events`)
    await must(call, 'night:delete', { nightId: night.id })
    expect(await endedWithin(table, 3_000)).toContain('over')
    expect(await endedWithin(guestStream, 3_000)).toContain('over')
    // nothing answers: a new connection is refused, or one the client kept alive is reset
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(
      await answer(`${status.url}api/t/${status.tables[0]!.code}`),
    )
    expect(baseUrl(ctx.phones, night.id)).toBeNull()
    // the phones tab still open on the deleted night: switching off says it is off, nothing fails
    const off = await must<PhonesStatus>(call, 'phones:disable', { nightId: night.id })
    expect(off.enabled).toBe(false)
  })

  it('finished: the server stops taking results and the tables’ streams end with "over"; the guests’ and the TV’s stay for the awards', async () => {
    const { call, night, status, guest } = await partyWithPhones()
    const tv = new URL(status.tv!.url).hash.slice(3)
    const tvStream = await listen(`${status.url}api/v/${tv}/events`)
    const table = await listen(`${status.url}api/t/${status.tables[1]!.code}/events`)
    const guestStream = await listen(`${status.url}api/g/${guest}/events`)
    const random = createRandom(5)
    await must<NightView>(call, 'night:commitRound', {
      nightId: night.id,
      round: 1,
      results: randomResults(night.current!.plan, random),
    })
    await must(call, 'night:finish', { nightId: night.id })
    expect(await endedWithin(table, 3_000)).toContain('over')
    expect(await answer(`${status.url}api/t/${status.tables[1]!.code}`)).toBe('410')
    expect(await endedWithin(guestStream, 500)).toBe('still open')
    expect(await endedWithin(tvStream, 10)).toBe('still open')
    expect(guestStream.heard.filter((e) => e === 'changed').length).toBeGreaterThan(1)
    expect(await answer(`${status.url}api/g/${guest}`)).toBe('200')
    expect(await answer(`${status.url}api/v/${tv}`)).toBe('200')
    // the host switches phones off: every page hears nothing more, the server is gone
    const off = await must<PhonesStatus>(call, 'phones:disable', { nightId: night.id })
    expect(off.enabled).toBe(false)
    expect(await endedWithin(tvStream, 3_000)).not.toBe('still open')
    // nothing listens any more (a kept-alive socket may say so as a cut)
    expect(['ECONNREFUSED', 'UND_ERR_SOCKET', 'ECONNRESET']).toContain(
      await answer(`${status.url}api/v/${tv}`),
    )
  })
})
