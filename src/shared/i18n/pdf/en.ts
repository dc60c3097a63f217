import { en as enRules } from '../rules/en'
import { en as ui } from '../messages/en'
import { prizeNames } from '../rules/names'

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
    ghostSeat: 'Ghost (empty seat)',
    guest: 'Guest',
    table: 'Table {n}',
    headTable: 'Head table',
    round: 'Round {n}',
    set: 'Set {n}',
    // the screen's words, so a round reads the same on screen and on paper
    setRound: ui.night.setRound,
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
  },
  tally: {
    title: 'Table tally',
    playToBell: 'Play until the head table’s bell',
    playTo: 'Play to {target} points',
    round: 'Round',
    target: 'Roll',
    team: 'Team {team}',
    player: 'Seat {seat}',
    winner: 'Winner',
    hint: 'After each turn that scores, write the team’s new total in its next box; tick the winner when the round ends.',
    hintAlone:
      'After each turn that scores, write the player’s new total in the next box; tick the winner when the round ends.',
  },
  rules: enRules,
  prizes: prizeNames(enRules),
  cards: {
    seatsFor: 'Seats for {round}',
    partners: 'Partners face each other across the table',
    fold: 'Fold here',
  },
  // printed beside the QR codes of the table phones (only while phones are on)
  phones: {
    table: 'Scan to send this table’s results',
    guest: 'Scan to see your seat and the standings',
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
    leading: {
      won: 'Leading',
      shared: 'Sharing the lead',
      needsRollOff: 'Tied for the lead',
      none: 'Nobody yet',
    },
    skipped: {
      pointsMissing: 'points not counted: not written for every round of {names}',
    },
    decidedBy: {
      outright: 'outright',
      buncos: 'on Buncos',
      points: 'on points',
      rollOff: 'after a roll-off',
      shared: 'shared',
    },
    tied: 'Tied: {names}',
    counts: {
      wins: { one: '{n} win', other: '{n} wins' },
      losses: { one: '{n} loss', other: '{n} losses' },
      buncos: { one: '{n} Bunco', other: '{n} Buncos' },
      minis: { one: '{n} mini Bunco', other: '{n} mini Buncos' },
    },
    nobody: 'Nobody qualifies for this prize.',
    noStandings:
      'No round is played yet, so nobody has a place: print the results again after round 1.',
    after: 'After {played} of {total} rounds.',
    provisional: 'The night is not over: prizes are provisional.',
    nothing: 'No round has been played yet.',
  },
}

/** The shape every language's PDF texts must have. */
export type PdfTexts = typeof en
