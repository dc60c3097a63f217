import type { ClockTexts } from './types'

/** German words of the night's clock: its house rules, the move countdown and time's up. */
export const clockDe: ClockTexts = {
  /** The rules form's labels and choices (the refusals name the options by the same labels). */
  rules: {
    roundClock: 'Uhr',
    roundMinutes: 'Minuten pro Runde',
    moveSeconds: 'Sekunden für den Tischwechsel',
    values: {
      off: 'keine Uhr: der Punktestand beendet die Runde',
      clockOnly: 'nur die Uhr beendet die Runde',
      clockOrScore: 'Uhr oder Punktestand, was zuerst kommt',
    },
    noMove: '0: kein Countdown zwischen den Runden.',
  },
  /** What the TV, the projector and the phones say between and at the end of rounds. */
  screen: {
    moveTo: 'Jetzt an den neuen Tisch: {time}',
    moveToTable: 'Jetzt an Tisch {table}: {time}',
    timesUp: 'Die Zeit ist um — den laufenden Wurf zu Ende bringen und die Punkte notieren.',
    untilTime: 'Gespielt wird, bis die Zeit um ist: Dann gewinnt das vordere Team.',
  },
}
