// The app's own roll-offs are said with their dice.
import { describe, expect, it } from 'vitest'
import { createRandom, digitalRollOff } from '../../src/shared/bunco'
import { rollOffThrows } from '../../src/shared/rollOffSaid'

describe('rollOffThrows', () => {
  it('says every throw, go-round by go-round, the winner’s last', () => {
    const outcome = digitalRollOff(['a', 'b'], createRandom(4))
    const said = rollOffThrows(outcome, (p) => p.toUpperCase())
    expect(said.split('; ')).toHaveLength(outcome.rounds.length)
    const last = outcome.rounds.at(-1)!.find((t) => t.player === outcome.winner)!
    expect(said).toContain(
      `${outcome.winner.toUpperCase()} ${last.dice.join(' + ')} = ${last.total}`,
    )
  })
})
