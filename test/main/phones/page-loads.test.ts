// Loading the phone page and guessing codes have allowances of their own: an address that tried
// many wrong codes still loads the page, and one that reloaded the page many times is still told
// plainly that a code is wrong (not to slow down).
import http from 'node:http'
import type { PhonesStatus } from '@shared/phones/board'
import { describe, expect, it } from 'vitest'
import { nightWithPhones } from '../../drivers/phones-night'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { httpStatus } from './httpStatus'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

/** `count` GETs of `path` from `from`, one after another; the statuses counted. */
async function gets(status: PhonesStatus, from: string, path: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: from })
  const tally: Record<string, number> = {}
  for (let i = 0; i < count; i++) {
    const got = await httpStatus({ port: status.port!, path, agent })
    tally[got] = (tally[got] ?? 0) + 1
  }
  agent.destroy()
  return tally
}

describe('page loads and wrong codes', () => {
  it('do not share an allowance', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { status } = await nightWithPhones(ctx, call, { guests: 8, seed: 2 })
    const wrong = `/api/t/${'A'.repeat(22)}`
    // an address that guessed past its allowance is slowed down for codes, not for the page
    const guesses = await gets(status, '127.0.0.21', wrong, PHONE_LIMITS.perAddress + 5)
    expect(guesses['429']).toBeGreaterThan(0)
    expect(await gets(status, '127.0.0.21', '/p/', 3)).toEqual({ 200: 3 })
    // an address that loaded the page often is still told a code is wrong
    expect(await gets(status, '127.0.0.22', '/p/', PHONE_LIMITS.perAddress + 5)).toEqual({
      200: PHONE_LIMITS.perAddress + 5,
    })
    expect(await gets(status, '127.0.0.22', wrong, 1)).toEqual({ 403: 1 })
  })

  it('and requests for nothing (a cheap way to keep a connection busy) count too', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { status } = await nightWithPhones(ctx, call, { guests: 8, seed: 2 })
    const many = PHONE_LIMITS.pagesPerAddress + 10
    const nothing = await gets(status, '127.0.0.23', '/nothing-here', many)
    expect(nothing['429']).toBeGreaterThan(0)
    const api = await gets(status, '127.0.0.24', '/api/nothing', PHONE_LIMITS.perAddress + 5)
    expect(api['429']).toBeGreaterThan(0)
  })
})
