// The night's clock in the host's windows: the TV window shows the move countdown large and the
// time's-up call; the rules form shows a round's minutes only when the clock ends rounds.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type HouseRules } from '../../src/shared/bunco'
import { DEFAULT_TIMER, type RoundTimer } from '../../src/shared/roundTimer'
import ProjectorClock from '../../src/renderer/src/components/ProjectorClock.vue'
import RulesForm from '../../src/renderer/src/components/RulesForm.vue'
import { i18n } from '../../src/renderer/src/i18n'
import { installFakeBridge } from './fakeBridge'

const NOW = 1_800_000_000_000
const global = { plugins: [i18n] }

describe('the TV window’s clock', () => {
  beforeEach(() => {
    installFakeBridge()
    setActivePinia(createPinia())
  })

  it('counts the move down in minutes and seconds', () => {
    const timer: RoundTimer = { ...DEFAULT_TIMER, byRules: true, moveEndsAt: NOW + 107_000 }
    const shown = mount(ProjectorClock, { props: { timer, now: NOW }, global })
    expect(shown.find('[data-testid="move-countdown"]').text()).toBe('Move to your new table: 1:47')
    expect(shown.find('[data-testid="times-up"]').exists()).toBe(false)
  })

  it('calls time’s up when a timed round’s clock is over, and not for the host’s own timer', () => {
    const over: RoundTimer = { ...DEFAULT_TIMER, byRules: true, endsAt: NOW - 1 }
    const up = mount(ProjectorClock, { props: { timer: over, now: NOW }, global })
    expect(up.find('[data-testid="times-up"]').text()).toContain('Time’s up')
    const hosts = mount(ProjectorClock, {
      props: { timer: { ...over, byRules: false }, now: NOW },
      global,
    })
    expect(hosts.find('[data-testid="times-up"]').exists()).toBe(false)
    expect(hosts.find('[data-testid="move-countdown"]').exists()).toBe(false)
  })
})

describe('the rules form’s clock', () => {
  beforeEach(() => {
    installFakeBridge()
    setActivePinia(createPinia())
  })

  const form = (rules: HouseRules) => mount(RulesForm, { props: { modelValue: rules }, global })

  it('asks a round’s minutes only when the clock ends rounds, and says how it works', () => {
    const untimed = form(DEFAULT_RULES)
    expect(untimed.find('[data-testid="rule-roundMinutes"]').exists()).toBe(false)
    expect(untimed.find('[data-testid="rule-moveSeconds-explained"]').text()).toBe(
      '0: no countdown between rounds.',
    )
    const timed = form({
      ...DEFAULT_RULES,
      roundClock: 'clockOnly',
      roundMinutes: 9,
      moveSeconds: 90,
    })
    expect(timed.find('[data-testid="rule-roundMinutes"]').exists()).toBe(true)
    expect(timed.find('[data-testid="rule-roundClock-explained"]').text()).toContain('9 minutes')
    expect(timed.find('[data-testid="rule-moveSeconds-explained"]').text()).toContain('90 seconds')
  })
})
