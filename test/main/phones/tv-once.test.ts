// The TV's view is made once per change for every TV of the night: the live streams' comparison
// and each TV's read that follows send the same bytes, made once.
import type { PhoneTvView } from '@shared/phones/views'
import { DEFAULT_RULES } from '@shared/bunco'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import type { ViewMemo } from '../../../src/main/phones/viewMemo'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

/** Counts the TV views the memo makes. */
function countTvBuilds(memo: ViewMemo): () => number {
  let built = 0
  const get = memo.get.bind(memo)
  memo.get = <T>(key: string, compute: () => T): T =>
    get(key, () => {
      if (key.startsWith('tv:')) built += 1
      return compute()
    })
  return () => built
}

/** A live stream's 'changed' events, counted. */
async function listen(url: string): Promise<{ changed: () => number; stop: () => void }> {
  const controller = new AbortController()
  const res = await fetch(url, { signal: controller.signal })
  const reader = res.body!.getReader()
  let changed = 0
  void (async () => {
    const decoder = new TextDecoder()
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) break
      changed += [...decoder.decode(value).matchAll(/event: changed/g)].length
    }
  })()
  return { changed: () => changed, stop: () => controller.abort() }
}

describe('the TV’s view', () => {
  it('is made once per change for two TVs and their streams, the same bytes to each', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { night, status } = await nightWithPhones(ctx, call, {
      guests: 8,
      seed: 3,
      rules: { ...DEFAULT_RULES, sets: 1 },
    })
    const tv = new URL(status.tv!.url).hash.slice(3)
    const built = countTvBuilds(ctx.phones.memo)
    const read = async (): Promise<{ type: string | null; text: string }> => {
      const res = await fetch(`${status.url}api/v/${tv}`)
      return { type: res.headers.get('content-type'), text: await res.text() }
    }
    const tvs = [
      await listen(`${status.url}api/v/${tv}/events`),
      await listen(`${status.url}api/v/${tv}/events`),
    ]
    await expect.poll(() => tvs.map((s) => s.changed())).toEqual([1, 1])
    await Promise.all([read(), read()])
    const before = built()
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 2, winner: 'EW' },
    })
    await expect.poll(() => tvs.map((s) => s.changed())).toEqual([2, 2])
    const [a, b] = await Promise.all([read(), read()])
    expect(built() - before).toBe(1)
    expect(a!.text).toBe(b!.text)
    expect(a!.type).toBe('application/json; charset=utf-8')
    const view = JSON.parse(a!.text) as PhoneTvView
    expect(view.tables.map((t) => t.done)).toEqual([false, true])
    for (const s of tvs) s.stop()
  })
})
