/** English texts of the playoff: its step on the host's screen, refusals, history, TV, paper and rule. */
export const playoffEn = {
  errors: {
    started: 'This night’s playoff has already started. Undo it to choose another field.',
    notFinished: 'A playoff starts once the qualifying rounds are played.',
    noRollOff: 'No roll-off is waiting at the cut line.',
    picks:
      'Tick exactly {places} of the tied players, each once (you ticked {got}): they are the ones through.',
    teamWinner: 'In team play a playoff table is won by a pair: North–South or East–West.',
    seatWinner: 'In individual play a playoff table is won by one player: pick a seat.',
    notSeated: 'No playoff table is seated yet.',
    crowned: 'The champions are crowned and the playoff is over. Undo to change the final.',
    noTable: 'This stage of the playoff has {tables} tables: there is no table {table}.',
    correctAfterCut:
      'The playoff was cut from these rounds. Undo the playoff before correcting them.',
  },
  screen: {
    title: 'Playoff',
    start: 'Start a playoff',
    intro:
      'Instead of finishing, the best of the night’s standings play on at the head tables until the champions are left.',
    field: 'Final field: {n} players',
    fieldLabel: 'Size of the final field',
    tooFew: 'Needs {n} players; only {players} can play.',
    hint: 'Always whole tables of four. The cut follows the standings, then the tie-break chain; players still tied across it roll off.',
    rollOffTitle: 'Roll-off at the cut line',
    rollOffText:
      'These {count} players are tied across the cut and {places} of them go through. Have them roll off, then tick the winners.',
    rollOffSave: 'Send the ticked players through',
    stage: {
      final: 'Final',
      semi: 'Semi-finals',
      quarter: 'Quarter-finals',
    },
    whoWon: 'Who won table {n}?',
    won: 'went through: {names}',
    champion: 'Champion',
    champions: 'Champions',
  },
  winners: {
    NS: 'North–South',
    EW: 'East–West',
    N: 'North',
    E: 'East',
    S: 'South',
    W: 'West',
  },
  history: {
    playoff: 'Playoff started with a final field of {field}',
    playoffRollOff: 'Roll-off at the cut: {names} through',
    playoffTable: 'Playoff table {table}: {winner} won',
  },
  paper: {
    title: 'Playoff',
    field: 'A final field of {n}, cut from the qualifying standings.',
    table: 'Table {n}',
    through: 'through: {names}',
    champions: 'Champions: {names}',
    champion: 'Champion: {name}',
  },
  rule: 'Playoff, if the host calls one: the top 16, 8 or 4 play on at the head tables; each table’s winners go on, and the final table’s are the champions.',
}
