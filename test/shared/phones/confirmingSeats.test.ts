// Who is asked to confirm a phone's result at its table: the team that did not win it, or in
// individual play everyone but the winner; and which statuses wait for the host.
import { describe, expect, it } from 'vitest'
import { awaitsHost, hostMaySettle } from '@shared/phones/status'
import { confirmingSeats } from '@shared/phones/score'

describe('the team asked to confirm', () => {
  it('is the pair across from the winners in team play', () => {
    expect(confirmingSeats('NS')).toEqual(['E', 'W'])
    expect(confirmingSeats('EW')).toEqual(['N', 'S'])
  })

  it('is everyone but the winner in individual play', () => {
    expect(confirmingSeats('E')).toEqual(['N', 'S', 'W'])
    expect(confirmingSeats('N')).toEqual(['E', 'S', 'W'])
  })

  it('a result called wrong waits for the host; one still asked is the table’s, the host may take it', () => {
    expect(awaitsHost('disputed')).toBe(true)
    expect(awaitsHost('confirming')).toBe(false)
    expect(hostMaySettle('confirming')).toBe(true)
    expect(hostMaySettle('applied')).toBe(false)
    expect(hostMaySettle('replaced')).toBe(false)
  })
})
