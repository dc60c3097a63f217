import type { ClockTexts } from './types'

/** French words of the night's clock: its house rules, the move countdown and time's up. */
export const clockFr: ClockTexts = {
  /** The rules form's labels and choices (the refusals name the options by the same labels). */
  rules: {
    roundClock: 'Horloge',
    roundMinutes: 'Minutes par manche',
    moveSeconds: 'Secondes pour changer de table',
    values: {
      off: 'pas d’horloge : le score finit la manche',
      clockOnly: 'seule l’horloge finit la manche',
      clockOrScore: 'l’horloge ou le score, au premier des deux',
    },
    noMove: '0 : pas de compte à rebours entre les manches.',
  },
  /** What the TV, the projector and the phones say between and at the end of rounds. */
  screen: {
    moveTo: 'Rejoignez votre nouvelle table : {time}',
    moveToTable: 'Rejoignez la table {table} : {time}',
    timesUp: 'Temps écoulé — finissez le lancer en cours et notez votre score.',
    untilTime: 'Jouez jusqu’à la fin du temps : l’équipe en tête gagne alors.',
  },
}
