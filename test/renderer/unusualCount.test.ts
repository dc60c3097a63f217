// The host's + on a count: a count the rules cannot produce is refused in words and nothing is
// saved; an unusual one asks first and is saved only after "yes" (issue 19, item 10).
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_RULES, type HouseRules, type TableResult } from '../../src/shared/bunco'
import TableEntry from '../../src/renderer/src/components/TableEntry.vue'
import type { EnteredResult } from '../../src/renderer/src/lib/withWinner'
import { i18n } from '../../src/renderer/src/i18n'
import { useErrorStore } from '../../src/renderer/src/stores/errors'
import { installFakeBridge } from './fakeBridge'

const table = { table: 1, seats: { N: 'p1', E: 'p2', S: 'p3', W: 'p4' } }

function entry(result: TableResult, rules: HouseRules = DEFAULT_RULES) {
  const commit = vi.fn((_: EnteredResult) => undefined)
  const wrapper = mount(TableEntry, {
    props: {
      table,
      result,
      draft: {},
      rules,
      play: 'team',
      target: 3,
      round: 3,
      commit,
      expanded: true,
    },
    global: { plugins: [i18n] },
  })
  return { wrapper, commit }
}

beforeEach(() => {
  installFakeBridge()
  setActivePinia(createPinia())
})

describe('typing an unusual or impossible count', () => {
  it('asks before saving a sixth Bunco, and saves it confirmed on yes', async () => {
    const { wrapper, commit } = entry({ table: 1, winner: 'NS', buncos: { p1: 5 } })
    await wrapper.get('[data-testid="add-buncos-p1"]').trigger('click')
    expect(commit).not.toHaveBeenCalled()
    expect(wrapper.get('[data-testid="unusual-1"]').text()).toContain('6 Buncos')
    await wrapper.get('[data-testid="unusual-yes"]').trigger('click')
    expect(commit).toHaveBeenCalledWith(
      expect.objectContaining({ buncos: { p1: 6 }, unusualConfirmed: true }),
    )
    expect(wrapper.find('[data-testid="unusual-1"]').exists()).toBe(false)
  })

  it('saves nothing on no, and a usual count without a question', async () => {
    const { wrapper, commit } = entry({ table: 1, winner: 'NS', buncos: { p1: 5 } })
    await wrapper.get('[data-testid="add-buncos-p1"]').trigger('click')
    await wrapper.get('[data-testid="unusual-no"]').trigger('click')
    expect(commit).not.toHaveBeenCalled()
    const usual = entry({ table: 1, winner: 'NS', buncos: { p1: 1 } })
    await usual.wrapper.get('[data-testid="add-buncos-p1"]').trigger('click')
    expect(usual.commit).toHaveBeenCalledWith(expect.objectContaining({ buncos: { p1: 2 } }))
  })

  it('refuses in words a second Bunco where a Bunco ends the round', async () => {
    const rules: HouseRules = { ...DEFAULT_RULES, roundEnd: 'anyBuncoEndsRound' }
    const { wrapper, commit } = entry({ table: 1, winner: 'NS', buncos: { p1: 1 } }, rules)
    await wrapper.get('[data-testid="add-buncos-p2"]').trigger('click')
    expect(commit).not.toHaveBeenCalled()
    // said beside the table (its list shows it there), not in the page's banner (issue 35, item 2)
    expect(wrapper.emitted('refused')?.[0]?.[0]).toMatch(/Table 1 cannot have 2 Buncos/)
    expect(useErrorStore().message).toBeNull()
  })

  it('before the winner, a count waits in the draft, confirmed only after yes', async () => {
    // the draft's owner hears each count through the table's one route, without a winner
    const commit = vi.fn((_: EnteredResult) => undefined)
    const wrapper = mount(TableEntry, {
      props: {
        table,
        result: null,
        draft: { buncos: { p1: 5 } },
        rules: DEFAULT_RULES,
        play: 'team',
        target: 3,
        round: 3,
        commit,
        expanded: true,
      },
      global: { plugins: [i18n] },
    })
    await wrapper.get('[data-testid="add-buncos-p2"]').trigger('click')
    expect(commit.mock.calls).toEqual([[{ table: 1, buncos: { p1: 5, p2: 1 } }]])
    await wrapper.get('[data-testid="add-buncos-p1"]').trigger('click')
    expect(commit).toHaveBeenCalledTimes(1)
    await wrapper.get('[data-testid="unusual-yes"]').trigger('click')
    expect(commit.mock.calls[1]).toEqual([{ table: 1, buncos: { p1: 6 }, unusualConfirmed: true }])
  })
})
