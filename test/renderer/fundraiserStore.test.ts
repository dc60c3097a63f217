// The fundraiser's store: the view read once per change it did not make itself; its own change's
// push costs no read, another night's push is not its business.
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BuncoBridge } from '../../src/shared/contract'
import {
  createFundraiser,
  fundraiserView,
  type FundraiserSettings,
  type FundraiserView,
} from '../../src/shared/fundraiser'
import { useFundraiserStore } from '../../src/renderer/src/stores/fundraiser'

const SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 100_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: null },
  fiftyFifty: { ticketMinor: 200, strip: null },
  winAgain: false,
}
const at = (seq: number): FundraiserView => fundraiserView(7, seq, createFundraiser(SETTINGS))

/** A bridge whose log is at `seq`; its pushes are sent by the test. */
function bridge(): {
  calls: string[]
  log: { seq: number }
  push: (data: { nightId: number; seq: number }) => void
  hold: () => () => void
} {
  const calls: string[] = []
  const log = { seq: 3 }
  let listener: (data: { nightId: number; seq: number }) => void = () => undefined
  let held: Promise<void> | null = null
  window.bunco = {
    call: async (name: string) => {
      calls.push(name)
      if (name === 'fundraiser:act') {
        log.seq++
        const answer = at(log.seq)
        if (held) await held
        return { ok: true, value: answer }
      }
      return { ok: true, value: at(log.seq) }
    },
    on: (_: string, fn: typeof listener) => {
      listener = fn
      return () => undefined
    },
  } as unknown as BuncoBridge
  return {
    calls,
    log,
    push: (data) => listener(data),
    hold: () => {
      let release = (): void => undefined
      held = new Promise((r) => (release = r))
      return () => {
        held = null
        release()
      }
    },
  }
}

beforeEach(() => setActivePinia(createPinia()))

describe('the fundraiser’s store', () => {
  it('reads once for a change made elsewhere, and never for one it has', async () => {
    const b = bridge()
    const store = useFundraiserStore()
    await store.open(7)
    expect(store.view?.seq).toBe(3)
    b.push({ nightId: 7, seq: 3 })
    b.push({ nightId: 8, seq: 9 })
    await flushPromises()
    expect(b.calls).toEqual(['fundraiser:get'])
    b.log.seq = 5
    b.push({ nightId: 7, seq: 5 })
    await flushPromises()
    expect(b.calls).toEqual(['fundraiser:get', 'fundraiser:get'])
    expect(store.view?.seq).toBe(5)
  })

  it('waits for its own change’s answer when the push comes first, and reads nothing', async () => {
    const b = bridge()
    const store = useFundraiserStore()
    await store.open(7)
    const release = b.hold()
    const acting = store.act({ type: 'noShow', registrationId: 'r2' })
    await flushPromises()
    b.push({ nightId: 7, seq: 4 })
    await flushPromises()
    release()
    await acting
    await flushPromises()
    expect(b.calls).toEqual(['fundraiser:get', 'fundraiser:act'])
    expect(store.view?.seq).toBe(4)
  })
})
