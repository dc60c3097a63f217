/** English words of the night's clock: its house rules, the move countdown and time's up. */
export const clockEn = {
  /** The rules form's labels and choices (the refusals name the options by the same labels). */
  rules: {
    roundClock: 'The clock',
    roundMinutes: 'Minutes per round',
    moveSeconds: 'Seconds to change tables',
    values: {
      off: 'no clock: the score ends the round',
      clockOnly: 'the clock alone ends the round',
      clockOrScore: 'the clock or the score, whichever comes first',
    },
    noMove: '0: no countdown between rounds.',
  },
  /** What the TV, the projector and the phones say between and at the end of rounds. */
  screen: {
    moveTo: 'Move to your new table: {time}',
    moveToTable: 'Move to table {table}: {time}',
    timesUp: 'Time’s up — finish the roll you are on and write down your score.',
    untilTime: 'Play until time is up: the team ahead then wins.',
  },
}
