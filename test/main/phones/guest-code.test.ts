// The host can replace a guest's code (a lost score sheet, a page shared too widely): the old
// link is refused at once, its live page is told so, and the guest's new link opens the page.
import type { GuestLink } from '@shared/phones/board'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

const codeOf = (link: GuestLink): string => new URL(link.url).hash.slice(3)

describe('a guest’s code', () => {
  it('is replaced by the host: the old one is refused and its page told, the new one works', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { night, status } = await nightWithPhones(ctx, call, { guests: 8, seed: 4 })
    const player = night.current!.plan.tables[0]!.seats.N
    const first = await must<GuestLink>(call, 'phones:guestLink', { nightId: night.id, player })
    const view = (code: string) => fetch(`${status.url}api/g/${code}`)
    expect((await view(codeOf(first))).status).toBe(200)
    // the guest's page holds its live stream
    const controller = new AbortController()
    const res = await fetch(`${status.url}api/g/${codeOf(first)}/events`, {
      signal: controller.signal,
    })
    const reader = res.body!.getReader()
    let heard = ''
    const listen = (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) break
        heard += decoder.decode(value)
      }
    })()
    await expect.poll(() => heard.includes('event: changed')).toBe(true)
    const next = await must<GuestLink>(call, 'phones:reissueGuest', { nightId: night.id, player })
    expect(codeOf(next)).not.toBe(codeOf(first))
    expect(next.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await (await view(codeOf(first))).json()).toEqual({
      error: { key: 'revoked', detail: null },
    })
    expect((await view(codeOf(next))).status).toBe(200)
    await expect.poll(() => heard.includes('event: revoked')).toBe(true)
    // asked again, the guest's link is the new one
    const again = await must<GuestLink>(call, 'phones:guestLink', { nightId: night.id, player })
    expect(again.url).toBe(next.url)
    // not a guest of the night: nothing
    expect(
      await must(call, 'phones:reissueGuest', { nightId: night.id, player: 'p999' }),
    ).toBeNull()
    controller.abort()
    await listen
  })
})
