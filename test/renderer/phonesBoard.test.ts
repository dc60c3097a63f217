// The phones' status is read once per change: a phone's result brings two pushes (the night
// changed, the phones changed), and they cost one phones:status, not two.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { BuncoBridge } from '../../src/shared/contract'
import { usePhonesBoard } from '../../src/renderer/src/lib/phonesBoard'

type Listener = (data: unknown) => void

function fakeBridge(): { calls: string[]; push: (name: string, data: unknown) => void } {
  const calls: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  window.bunco = {
    call: (name: string) => {
      calls.push(name)
      return Promise.resolve({ ok: true, value: { on: false } })
    },
    on: (name: string, listener: Listener) => {
      const set = listeners.get(name) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(name, set)
      return () => set.delete(listener)
    },
  } as unknown as BuncoBridge
  const push = (name: string, data: unknown): void =>
    listeners.get(name)?.forEach((listener) => listener(data))
  return { calls, push }
}

const Probe = defineComponent({
  props: { nightId: { type: Number, required: true } },
  setup(props) {
    const status = usePhonesBoard(() => props.nightId)
    return () => h('p', status.value ? 'read' : 'none')
  },
})

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('usePhonesBoard', () => {
  it('reads once when opened, then once per change whatever the pushes that bring it', async () => {
    const bridge = fakeBridge()
    const probe = mount(Probe, { props: { nightId: 4 } })
    await flushPromises()
    expect(bridge.calls).toEqual(['phones:status'])
    bridge.push('night:changed', { nightId: 4, savedEventId: 9 })
    bridge.push('phones:changed', { nightId: 4 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toEqual(['phones:status', 'phones:status'])
    bridge.push('phones:changed', { nightId: 4 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(3)
    probe.unmount()
  })

  it('ignores other nights and stops listening when closed', async () => {
    const bridge = fakeBridge()
    const probe = mount(Probe, { props: { nightId: 4 } })
    await flushPromises()
    bridge.push('night:changed', { nightId: 5, savedEventId: 9 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(1)
    bridge.push('phones:changed', { nightId: 4 })
    probe.unmount()
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(1)
  })
})

describe('two screens of one night', () => {
  it('share one board: one read when both open, one per change, and the last to close stops', async () => {
    const bridge = fakeBridge()
    const first = mount(Probe, { props: { nightId: 4 } })
    const second = mount(Probe, { props: { nightId: 4 } })
    await flushPromises()
    expect(bridge.calls).toEqual(['phones:status'])
    expect([first.text(), second.text()]).toEqual(['read', 'read'])
    bridge.push('phones:changed', { nightId: 4 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(2)
    first.unmount()
    bridge.push('phones:changed', { nightId: 4 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(3)
    expect(second.text()).toBe('read')
    second.unmount()
    bridge.push('phones:changed', { nightId: 4 })
    await vi.advanceTimersByTimeAsync(200)
    expect(bridge.calls).toHaveLength(3)
  })
})
