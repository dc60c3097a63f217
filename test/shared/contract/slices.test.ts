import { describe, expect, it } from 'vitest'
import { CALL_NAMES, contract, isCallName } from '@shared/contract'
import { appCalls } from '@shared/contract/app'
import { clubCalls } from '@shared/contract/club'
import { fundraiserCalls } from '@shared/contract/fundraiser'
import { syncCalls } from '@shared/contract/sync'
import { nightCalls } from '@shared/contract/night'
import { phoneCalls } from '@shared/contract/phones'
import { printCalls } from '@shared/contract/print'
import { rosterCalls } from '@shared/contract/roster'
import { seasonCalls } from '@shared/contract/season'
import { slidesCalls } from '@shared/contract/slides'
import { storageCalls } from '@shared/contract/storage'
import { toolCalls } from '@shared/contract/tools'
import { transferCalls } from '@shared/contract/transfer'

// Each feature's slice, with the call prefixes it owns.
const SLICES: [string, object, string[]][] = [
  ['app', appCalls, ['app', 'settings', 'ui', 'file', 'window']],
  ['roster', rosterCalls, ['roster']],
  ['night', nightCalls, ['night']],
  ['season', seasonCalls, ['season']],
  ['print', printCalls, ['print']],
  ['storage', storageCalls, ['storage']],
  ['tools', toolCalls, ['keeper', 'dice', 'solo', 'timer']],
  ['phones', phoneCalls, ['phones']],
  ['transfer', transferCalls, ['transfer']],
  ['club', clubCalls, ['club']],
  ['sync', syncCalls, ['sync']],
  ['fundraiser', fundraiserCalls, ['fundraiser']],
  ['slides', slidesCalls, ['slides']],
]

describe('the contract as the merge of the feature slices', () => {
  it('holds every call of every slice, and no call twice', () => {
    const names = SLICES.flatMap(([, slice]) => Object.keys(slice))
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual([...CALL_NAMES].sort())
  })

  it('keeps each slice to its own prefixes, so a call is found in its feature', () => {
    for (const [feature, slice, prefixes] of SLICES) {
      for (const name of Object.keys(slice)) {
        expect(prefixes, `${name} in ${feature}`).toContain(name.split(':')[0])
      }
    }
  })

  it('answers whether a name is a call from the merge alone', () => {
    expect(isCallName('night:get')).toBe(true)
    expect(isCallName('phones:status')).toBe(true)
    expect(isCallName('night:nothing')).toBe(false)
    expect(isCallName('__proto__')).toBe(false)
    expect(Object.keys(contract)).toHaveLength(CALL_NAMES.length)
  })
})
