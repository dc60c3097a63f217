// A roll-off the app rolled, said with its dice: who threw what, go-round by go-round, so the
// room sees the winner was drawn fairly ("Ann 4 + 2 + 6 = 12, Bea 3 + 3 + 1 = 7").
import type { DigitalRollOff } from './bunco'

/** Every throw of a digital roll-off as text, go-rounds apart by "; "; `name` names a player. */
export function rollOffThrows(outcome: DigitalRollOff, name: (player: string) => string): string {
  return outcome.rounds
    .map((round) =>
      round.map((t) => `${name(t.player)} ${t.dice.join(' + ')} = ${t.total}`).join(', '),
    )
    .join('; ')
}
