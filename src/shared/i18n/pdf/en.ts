/** English PDF texts: the reference every other language must match key for key. */
export const en = {
  documents: {
    scoreSheets: 'Score sheets',
    tallies: 'Table tallies',
    rules: 'House rules',
    tableCards: 'Table cards',
    seatingChart: 'Seating chart',
    results: 'Results',
  },
  common: {
    ghost: 'Ghost',
    guest: 'Guest',
    table: 'Table {n}',
    headTable: 'Head table',
    round: 'Round {n}',
    set: 'Set {n}',
    setRound: 'Set {set}, round {round}',
    rollFor: 'Roll for {face}s',
    seats: { N: 'North', E: 'East', S: 'South', W: 'West' },
    seatShort: { N: 'N', E: 'E', S: 'S', W: 'W' },
    teams: { NS: 'N–S', EW: 'E–W' },
    page: 'Page {n} of {total}',
  },
  scoreSheet: {
    title: 'Score sheet',
    name: 'Name',
    start: 'First seat',
    startAt: 'Table {table}, {seat}',
    round: 'Round',
    target: 'Roll',
    win: 'W',
    loss: 'L',
    buncos: 'Buncos',
    minis: 'Minis',
    wipeouts: 'Wipeouts',
    wins: 'Wins',
    losses: 'Losses',
    hint: 'After each round circle W or L (partners get the same mark) and tally your own Buncos.',
  },
  tally: {
    title: 'Table tally',
    playTo: 'Play to {target} points',
    round: 'Round',
    target: 'Roll',
    team: 'Team {team}',
    player: 'Seat {seat}',
    winner: 'Winner',
    hint: 'Add up each team’s points as the round goes; tick the winner when it ends.',
    hintAlone: 'Add up each player’s points as the round goes; tick the winner when it ends.',
    alone: 'The first player to reach {target} wins the round at once.',
    head: {
      headTable:
        'Ring the bell when a team at this table reaches {target}: the round ends everywhere.',
      anyBuncoEndsRound:
        'Ring the bell when a team here reaches {target} or anyone rolls a Bunco: the round ends everywhere.',
      eachTableToTarget: 'This table plays to {target} on its own.',
    },
    other: {
      headTable:
        'Carry on rolling until the head table’s bell sounds; going past {target} is fine.',
      anyBuncoEndsRound:
        'Stop when the bell rings; ring it yourself when anyone here rolls a Bunco.',
      eachTableToTarget: 'This table plays to {target} on its own.',
    },
  },
  rules: {
    title: 'House rules',
    sections: {
      night: 'The night',
      scoring: 'Scoring',
      roundEnd: 'End of a round',
      moving: 'Tables and partners',
      movingAlone: 'Tables',
      sheet: 'Your score sheet',
      die: 'Traveling die',
      prizes: 'Prizes',
    },
    night: {
      sets: '{sets} sets of six rounds, {rounds} rounds in all. In every round the aim is the round’s own number: 1s in the first round of a set, up to 6s in the sixth; a new set starts over at 1s.',
      oneSet:
        'One set of six rounds. In every round the aim is the round’s own number: 1s in the first round, up to 6s in the sixth.',
      teams:
        'Four people to a table, in two teams: partners face each other (North with South against East with West).',
      individual: 'Everyone plays alone, at a single table.',
      ghosts:
        'If the guests do not fill the last table, an empty chair becomes a ghost: its partner also rolls for it. A ghost never wins a prize.',
    },
    scoring: {
      dice3: 'Roll three dice. Every die showing the number of the round is worth 1 point.',
      dice4: 'Roll four dice. Every die showing the number of the round is worth 1 point.',
      bunco3: 'All three dice on the number of the round make a Bunco: 21 points in all.',
      bunco4:
        'All four dice on the number of the round make a Bunco: 21 points, and the round stops at every table.',
      mini: 'Three matching dice showing any other number are a mini Bunco: 5 points.',
      miniLow7:
        'Three matching dice showing any other number are a mini Bunco: 7 points if that number is smaller than the round’s number, otherwise 5.',
      mini4:
        'Four matching dice showing any other number: 5 points if that number is smaller than the round’s number, 7 if larger.',
      turn: 'You keep the dice while your rolls score. A roll worth nothing ends your turn, and the dice pass to your left-hand neighbour.',
      wipeoutOn:
        'Wipeout: three 1s in any round except the 1s round wipe out your team’s points for that round, and the dice move on.',
      wipeoutOff: 'No wipeouts tonight: three 1s are just another three of a kind.',
      own: 'A Bunco belongs to the player who rolled it, not to the partner.',
      miniNotBunco: 'A mini Bunco does not count as a Bunco.',
    },
    roundEnd: {
      headTable:
        'The round stops for everyone once one of the head table’s teams reaches {target} points and rings the bell; whoever holds the dice finishes the turn. The other tables may go past {target}, and a Bunco there changes nothing.',
      anyBuncoEndsRound:
        'The round stops for everyone once one of the head table’s teams reaches {target} points, or as soon as anyone at any table rolls a Bunco; whoever holds the dice finishes the turn.',
      eachTableToTarget: 'Every table plays on its own until one of its teams has {target} points.',
      individual: 'Whoever gets to {target} points first takes the round at once.',
      winner:
        'At each table the round goes to the team with the higher score. Scores never carry over: each round starts at 0.',
      tie: 'A tie at a table goes to a roll-off: the scorekeeper starts, each player has one turn, and this repeats until one team is ahead.',
    },
    moving: {
      progressive:
        'Head table: the winners stay, the losers go to table 2. Other tables: the winners move up one table and the losers move down one; at the last table the losers stay.',
      headLosersToBottom:
        'Head table: the winners stay, the losers go to the last table. Other tables: the winners move up one table and the losers stay.',
      mix: 'Two winners who stay at a table split up and play against each other, each with a newcomer. Partners are chosen so that nobody keeps the same partner two rounds running, and everyone meets as many partners as possible.',
      classic:
        'Two winners who stay at a table split up and play against each other, each with a newcomer. A team arriving at a table where nobody stayed remains together.',
      individual: 'Nobody changes tables.',
    },
    sheet: {
      base: 'After each round, circle W (won) or L (lost) on your score sheet; both partners get the same mark. Tally each Bunco you roll yourself.',
      baseAlone:
        'After each round, circle W (won) or L (lost) on your score sheet. Tally each Bunco you roll yourself.',
      minis: 'Tally your mini Buncos too.',
      wipeouts: 'Tally your wipeouts too.',
    },
    die: {
      on: 'The traveling die passes to whoever rolls {trigger}; its holder when the last round ends wins its prize.',
      off: 'No traveling die tonight.',
      bunco: 'a Bunco',
      face: 'three {face}s',
    },
    prizes: {
      overall: 'Overall champion of the night: whoever has won the most rounds.',
      item: '{n}. {prize} ({tie})',
      tie: { chain: 'ties: {chain}', share: 'ties share the prize', rollOff: 'ties: roll-off' },
      then: ', then ',
      endShared: 'otherwise shared',
      breakers: { buncos: 'most Buncos', points: 'most points', rollOff: 'roll-off' },
      rollOff:
        'Prize roll-off: each tied player rolls three dice once; the highest total wins, and tied leaders roll again.',
      onePrizeOn:
        'One prize per person: whoever already holds a prize higher on this list is skipped.',
      onePrizeOff: 'One person may win several prizes.',
      none: 'No prizes tonight.',
    },
  },
  prizes: {
    mostWins: 'Most wins',
    mostBuncos: 'Most Buncos',
    mostLosses: 'Most losses',
    evenSplit: 'As many wins as losses',
    lastBunco: 'Final Bunco of the night',
    travelingDie: 'Traveling die',
    mostMinis: 'Most mini Buncos',
  },
  cards: {
    partners: 'Partners face each other across the table',
    fold: 'Fold here',
  },
  chart: {
    title: 'Seating chart',
  },
  results: {
    title: 'Results',
    standings: 'Standings',
    rank: '#',
    name: 'Name',
    wins: 'Wins',
    losses: 'Losses',
    buncos: 'Buncos',
    minis: 'Minis',
    wipeouts: 'Wipeouts',
    points: 'Points',
    rounds: 'Rounds',
    prizes: 'Prizes',
    status: {
      won: 'Won',
      shared: 'Shared',
      needsRollOff: 'Roll-off needed',
      none: 'Not awarded',
    },
    decidedBy: {
      outright: 'outright',
      buncos: 'on Buncos',
      points: 'on points',
      rollOff: 'after a roll-off',
      shared: 'shared',
    },
    tied: 'Tied: {names}',
    after: 'After {played} of {total} rounds.',
    provisional: 'The night is not over: prizes are provisional.',
    nothing: 'No round has been played yet.',
  },
}

/** The shape every language's PDF texts must have. */
export type PdfTexts = typeof en
