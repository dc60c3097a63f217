import type { PlayoffTexts } from './types'

/** Deutsche Texte der Finalrunde. */
export const playoffDe: PlayoffTexts = {
  errors: {
    started:
      'Die Finalrunde dieses Abends hat schon begonnen. Macht sie rückgängig, um ein anderes Finalfeld zu wählen.',
    notFinished: 'Eine Finalrunde beginnt, wenn die Qualifikationsrunden gespielt sind.',
    noRollOff: 'An der Qualifikationsgrenze wartet kein Stechen.',
    picks:
      'Hakt genau {places} der Gleichstehenden an, jede Person einmal (angehakt: {got}): Sie kommen weiter.',
    teamWinner: 'Im Teamspiel gewinnt ein Paar einen Finaltisch: Nord–Süd oder Ost–West.',
    seatWinner: 'Im Einzelspiel gewinnt eine Person einen Finaltisch: Wählt einen Platz.',
    notSeated: 'Es ist noch kein Finaltisch besetzt.',
    crowned:
      'Die Sieger sind gekürt, die Finalrunde ist vorbei. Macht es rückgängig, um das Finale zu ändern.',
    noTable: 'Diese Stufe der Finalrunde hat {tables} Tische: Einen Tisch {table} gibt es nicht.',
    correctAfterCut:
      'Das Finalfeld wurde aus diesen Runden gebildet. Macht die Finalrunde rückgängig, bevor ihr sie korrigiert.',
  },
  screen: {
    title: 'Finalrunde',
    start: 'Finalrunde starten',
    intro:
      'Statt den Abend zu beenden, spielen die Besten der Wertung an den vorderen Tischen weiter, bis die Sieger feststehen.',
    field: 'Finalfeld: {n} Personen',
    fieldLabel: 'Größe des Finalfelds',
    tooFew: 'Braucht {n} Personen; nur {players} können spielen.',
    hint: 'Immer ganze Vierertische. Es zählt die Wertung, dann die Reihenfolge bei Gleichstand; wer an der Grenze noch gleichsteht, würfelt ein Stechen.',
    rollOffTitle: 'Stechen an der Qualifikationsgrenze',
    rollOffText:
      'Diese {count} Personen stehen an der Grenze gleich, {places} von ihnen kommen weiter. Lasst sie stechen und hakt dann die Gewinner an.',
    rollOffSave: 'Angehakte kommen weiter',
    stage: {
      final: 'Finale',
      semi: 'Halbfinale',
      quarter: 'Viertelfinale',
    },
    whoWon: 'Wer hat Tisch {n} gewonnen?',
    won: 'weiter: {names}',
    champion: 'Siegerin oder Sieger',
    champions: 'Sieger',
  },
  winners: {
    NS: 'Nord–Süd',
    EW: 'Ost–West',
    N: 'Nord',
    E: 'Ost',
    S: 'Süd',
    W: 'West',
  },
  history: {
    playoff: 'Finalrunde mit einem Finalfeld von {field} gestartet',
    playoffRollOff: 'Stechen an der Grenze: {names} weiter',
    playoffTable: 'Finaltisch {table}: {winner} gewinnt',
  },
  paper: {
    title: 'Finalrunde',
    field: 'Ein Finalfeld von {n}, gebildet aus der Wertung der Qualifikation.',
    table: 'Tisch {n}',
    through: 'weiter: {names}',
    champions: 'Sieger: {names}',
    champion: 'Sieg: {name}',
  },
  rule: 'Finalrunde auf Wunsch: Die besten 16, 8 oder 4 spielen vorne weiter, die Gewinner kommen weiter bis zu den Siegern.',
}
