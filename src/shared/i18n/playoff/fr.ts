import type { PlayoffTexts } from './types'

/** Textes français de la phase finale. */
export const playoffFr: PlayoffTexts = {
  errors: {
    started:
      'La phase finale de cette soirée a déjà commencé. Annulez-la pour choisir un autre nombre de finalistes.',
    notFinished: 'La phase finale commence une fois les manches de qualification jouées.',
    noRollOff: 'Aucun départage n’attend à la limite de qualification.',
    picks:
      'Cochez exactement {places} des joueurs à égalité, chacun une fois (vous en avez coché {got}) : ce sont eux qui passent.',
    teamWinner:
      'En équipes, une table de la phase finale est gagnée par une paire : Nord–Sud ou Est–Ouest.',
    seatWinner:
      'En individuel, une table de la phase finale est gagnée par un seul joueur : choisissez une place.',
    notSeated: 'Aucune table de la phase finale n’est encore placée.',
    crowned:
      'Les champions sont couronnés, la phase finale est terminée. Annulez pour changer la finale.',
    noTable: 'Ce tour de la phase finale compte {tables} tables : il n’y a pas de table {table}.',
    correctAfterCut:
      'Les finalistes ont été choisis d’après ces manches. Annulez la phase finale avant de les corriger.',
  },
  screen: {
    title: 'Phase finale',
    start: 'Lancer une phase finale',
    intro:
      'Au lieu de terminer, les meilleurs du classement de la soirée continuent aux premières tables jusqu’à ce qu’il ne reste que les champions.',
    field: 'Finalistes : {n} joueurs',
    fieldLabel: 'Nombre de finalistes',
    tooFew: 'Il faut {n} joueurs ; seuls {players} peuvent jouer.',
    hint: 'Toujours des tables complètes de quatre. La sélection suit le classement puis l’ordre de départage ; les joueurs encore à égalité à la limite font un lancer de départage.',
    rollOffTitle: 'Départage à la limite de qualification',
    rollOffText:
      'Ces {count} joueurs sont à égalité à la limite et {places} d’entre eux passent. Faites-les lancer les dés, puis cochez les gagnants.',
    rollOffSave: 'Qualifier les joueurs cochés',
    stage: {
      final: 'Finale',
      semi: 'Demi-finales',
      quarter: 'Quarts de finale',
    },
    whoWon: 'Qui a gagné à la table {n} ?',
    won: 'qualifiés : {names}',
    champion: 'Champion',
    champions: 'Champions',
  },
  winners: {
    NS: 'Nord–Sud',
    EW: 'Est–Ouest',
    N: 'Nord',
    E: 'Est',
    S: 'Sud',
    W: 'Ouest',
  },
  history: {
    playoff: 'Phase finale lancée avec {field} finalistes',
    playoffRollOff: 'Départage à la limite : {names} qualifiés',
    playoffTable: 'Table {table} de la phase finale : victoire {winner}',
  },
  paper: {
    title: 'Phase finale',
    field: '{n} finalistes, choisis d’après le classement des qualifications.',
    table: 'Table {n}',
    through: 'qualifiés : {names}',
    champions: 'Champions : {names}',
    champion: 'Champion : {name}',
  },
  rule: 'Phase finale éventuelle : les 16, 8 ou 4 premiers rejouent aux premières tables, les gagnants passent jusqu’aux champions.',
}
