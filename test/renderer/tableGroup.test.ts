// A table's card names its group in a room split into groups, and says nothing of groups in one chain.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TablePlan } from '../../src/shared/bunco'
import TableCard from '../../src/renderer/src/components/TableCard.vue'
import { i18n } from '../../src/renderer/src/i18n'
import { installFakeBridge } from './fakeBridge'

const table: TablePlan = { table: 4, seats: { N: 'p1', E: 'p2', S: 'p3', W: 'p4' } }

describe('a table card’s group', () => {
  beforeEach(() => {
    installFakeBridge()
    setActivePinia(createPinia())
  })

  it('says the group when given one, and none in one chain', () => {
    const props = { table, from: new Map<string, number>(), highlight: false }
    const grouped = mount(TableCard, { props: { ...props, group: 2 }, global: { plugins: [i18n] } })
    expect(grouped.find('[data-testid="group-4"]').text()).toBe('Group 2')
    const chain = mount(TableCard, { props, global: { plugins: [i18n] } })
    expect(chain.find('[data-testid="group-4"]').exists()).toBe(false)
  })
})
