// One question, one roll-off on the host's prizes screen (issue 19, item 6): while Last Bunco
// waits for its roll-off, the traveling die (passed on a Bunco) says that roll-off decides it
// too, instead of asking a second one.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_RULES, awardPrizes, openingRound, type HouseRules } from '../../src/shared/bunco'
import type { NightView } from '../../src/shared/views'
import PrizesPanel from '../../src/renderer/src/components/PrizesPanel.vue'
import { i18n } from '../../src/renderer/src/i18n'
import { installFakeBridge } from './fakeBridge'

const rules: HouseRules = {
  ...DEFAULT_RULES,
  travelingDie: { enabled: true, passOn: 'bunco' },
  prizes: DEFAULT_RULES.prizes.map((p) => ({
    ...p,
    enabled: p.category === 'lastBunco' || p.category === 'travelingDie',
  })),
}

function view(rollOffs: NightView['rollOffs']): NightView {
  const plan = openingRound(['p1', 'p2', 'p3', 'p4'], rules, 3)
  const buncos = { [plan.tables[0]!.seats.N]: 1, [plan.tables[0]!.seats.E]: 1 }
  const played = [{ plan, results: [{ table: 1, winner: 'NS' as const, buncos }] }]
  return {
    id: 1,
    details: { title: 'T', date: '2026-12-01', venue: '' },
    status: 'finished',
    rules,
    seed: 3,
    players: [],
    roundsPlayed: 1,
    totalRounds: 24,
    previous: plan,
    current: null,
    tableGroups: [],
    pending: { arrive: [], leave: [] },
    diePasses: [],
    dieHolders: [],
    rollOffs,
    awards: awardPrizes(played, rules, rollOffs),
    standings: [],
    canUndo: true,
    canRedo: false,
    savedEventId: 9,
    notice: null,
    damage: null,
    money: null,
    playoff: null,
    playoffEntrants: 0,
  }
}

beforeEach(() => {
  installFakeBridge()
  setActivePinia(createPinia())
})

describe('the prizes screen asks one roll-off for one question', () => {
  it('the die points to the Last Bunco roll-off instead of asking its own', () => {
    const wrapper = mount(PrizesPanel, { props: { view: view({}) }, global: { plugins: [i18n] } })
    const die = wrapper.get('[data-testid="award-travelingDie"]')
    expect(die.get('[data-testid="same-roll-off-travelingDie"]').text()).toContain('Last Bunco')
    expect(die.findAll('button[data-testid^="pick-travelingDie"]')).toHaveLength(0)
    const last = wrapper.get('[data-testid="award-lastBunco"]')
    expect(last.findAll('button[data-testid^="pick-lastBunco"]')).toHaveLength(2)
  })
})
