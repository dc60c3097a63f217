// What a table can submit in a round is capped: past PHONE_LIMITS.resultsPerRound, a table's new
// results are refused in words and write nothing, so one code cannot grow the night's permanent
// log (600 result events in 41 s before); a result sent again with its key is still answered.
import type { HistoryEntry } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import { phoneWithPass } from '../../drivers/phoneClient'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { snapshot } from '../night/helpers'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

describe('results a table can submit in a round', () => {
  it('past the cap nothing is written: not the log, not the submissions', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { night, status } = await nightWithPhones(ctx, call, {
      guests: 12,
      seed: 3,
      mode: 'trust',
    })
    const code = status.tables[0]!.code
    const events = async (): Promise<number> =>
      (await must<HistoryEntry[]>(call, 'night:history', { nightId: night.id })).length
    const before = await events()
    // two phones of the table share its allowance
    const phones = [await phoneWithPass(status.url!, code), await phoneWithPass(status.url!, code)]
    const send = (n: number) =>
      phones[n % 2]!.post('tableResult', {
        key: `cap-${String(n).padStart(6, '0')}`,
        round: 1,
        winner: n % 2 ? 'NS' : 'EW',
      })
    for (let n = 0; n < 30; n++) {
      const got = await send(n)
      if (n < PHONE_LIMITS.resultsPerRound) expect(got.body.status, String(n)).toBe('applied')
      else
        expect(got, String(n)).toMatchObject({ status: 409, body: { error: { key: 'tooMany' } } })
      if (n === PHONE_LIMITS.resultsPerRound - 1) {
        expect(await events()).toBe(before + PHONE_LIMITS.resultsPerRound)
      }
    }
    expect(await events()).toBe(before + PHONE_LIMITS.resultsPerRound)
    // refused in words, writing nothing; a result sent again with its key is answered as before
    const held = snapshot(ctx)
    const again = await send(PHONE_LIMITS.resultsPerRound + 1)
    expect(again.body.error?.detail ?? null).toBeNull()
    expect((await send(0)).body).toMatchObject({ status: 'replaced', repeated: true })
    expect(snapshot(ctx)).toBe(held)
    // another table is not held back by this one
    const other = await phoneWithPass(status.url!, status.tables[1]!.code)
    const sent = await other.post('tableResult', { key: 'cap-other-01', round: 1, winner: 'NS' })
    expect(sent.body.status).toBe('applied')
  })
})
