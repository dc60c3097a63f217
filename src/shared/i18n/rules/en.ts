import { playoffEn } from '../playoff/en'
import type { RuleTexts } from './format'

/** The rule sheet in English: every statement the engine can make about the house rules. */
export const en: RuleTexts = {
  title: 'House rules',
  sections: {
    setup: 'Setting up',
    night: 'The night',
    scoring: 'Scoring',
    roundEnd: 'End of a round',
    moving: 'Tables and partners',
    movingAlone: 'Tables',
    sheet: 'Your score sheet',
    die: 'Traveling die',
    prizes: 'Prizes',
  },
  gap: ' ',
  then: ', then ',
  say: {
    'setup.gear': 'Every table gets {dice} dice, a tally sheet and a pencil.',
    'setup.gearAlone': 'The table gets {dice} dice, a tally sheet and a pencil.',
    'setup.bell': 'The head table (table 1) also gets a bell.',
    'setup.scorekeeper':
      'At each table one player keeps the tally and rolls first; the dice then go round to the left.',
    'setup.scorekeeperAlone':
      'One player keeps the tally and rolls first; the dice then go round to the left.',
    'setup.callBunco': 'Whoever rolls a Bunco calls out “Bunco!” for everyone to hear.',
    'night.sets':
      '{sets} sets of six rounds, {rounds} rounds in all. Each round aims for its own number: 1s in the first round of a set, up to 6s in the sixth; every set starts again at 1s.',
    'night.oneSet':
      'One set of six rounds. Each round aims for its own number: 1s in the first round, up to 6s in the sixth.',
    'night.teams':
      'Four people to a table, in two teams: partners sit facing each other (North with South against East with West).',
    'night.individual': 'Everyone plays alone, at a single table.',
    'night.ghosts':
      'An empty chair becomes a ghost: its partner rolls for it too. A ghost never wins a prize.',
    'night.comeAndGo':
      'Ghosts stay spread over the tables: a player may trade places with one. A guest who leaves before a round starts is a ghost from that round on.',
    'scoring.dice': 'Roll {dice} dice. Each die showing the round’s number scores 1 point.',
    'scoring.bunco': 'All {dice} dice on the round’s number make a Bunco: 21 points in all.',
    'scoring.mini': 'A mini Bunco is {count} matching dice of any other number: {points} points.',
    'scoring.miniSplit':
      'A mini Bunco is {count} matching dice of any other number: {lower} points when that number is lower than the round’s, {higher} when it is higher.',
    'scoring.miniWipeout':
      'A mini Bunco is {count} matching dice of any other number but 1: {points} points ({count} 1s are a wipeout).',
    'scoring.miniSplitWipeout':
      'A mini Bunco is {count} matching dice of any other number but 1: {lower} points when that number is lower than the round’s, {higher} when it is higher ({count} 1s are a wipeout).',
    'scoring.turn':
      'You keep the dice while your rolls score. A roll that scores nothing ends your turn, and the dice pass to your left.',
    'scoring.wipeout':
      'Wipeout: {count} 1s in any round but the 1s round wipe out your team’s points for that round, and the dice pass on.',
    'scoring.wipeoutAlone':
      'Wipeout: {count} 1s in any round but the 1s round wipe out your points for that round, and the dice pass on.',
    'scoring.noWipeout':
      'No wipeouts tonight: {count} 1s outside the 1s round are a mini Bunco like any other.',
    'scoring.own':
      'A Bunco counts for the player whose turn it is, never for the partner. When a partner rolls on a ghost’s turn, that Bunco counts for the ghost, not for the partner.',
    'scoring.miniNotBunco': 'A mini Bunco does not count as a Bunco.',
    'end.headTarget':
      'The round ends at every table when a team at the head table reaches {target} points and rings the bell.',
    'end.headBunco': 'A Bunco at the head table rings the bell too, whatever the score.',
    'end.finishTurn':
      'When the bell rings, whoever holds the dice finishes the turn, rolling on until a roll scores nothing; anyone at another table who has started a turn finishes it too.',
    'end.othersPassTarget':
      'The other tables may go past {target} points, and a Bunco there does not end the round.',
    'end.buncoStopsAll':
      'A Bunco at any table stops the round at every table at once: nobody finishes the turn.',
    'end.eachTable':
      'Each table plays on its own until one of its teams has {target} points; whoever holds the dice then finishes the turn.',
    'end.individual':
      'Whoever reaches {target} points first wins the round at once; nobody gets another turn.',
    'end.winner':
      'At each table the team with more points wins the round. Scores start again at 0 every round.',
    'end.tie':
      'A tie at a table is settled by a roll-off: the scorekeeper starts, everyone takes one turn, and this repeats until one team is ahead.',
    'move.line': '{where}: {winners}, {losers}.',
    'move.part.head': 'Head table',
    'move.part.middle': 'Tables in between',
    'move.part.last': 'Last table',
    'move.part.others': 'Every other table',
    'move.winners.stay': 'the winners stay',
    'move.winners.up': 'the winners move up one table',
    'move.winners.down': 'the winners move down one table',
    'move.winners.last': 'the winners go to the last table',
    'move.losers.stay': 'the losers stay',
    'move.losers.up': 'the losers move up one table',
    'move.losers.down': 'the losers move down one table',
    'move.losers.last': 'the losers go to the last table',
    'move.oneTable':
      'With a single table nobody moves; each round one player changes chairs, so partners change.',
    'move.split':
      'The team that stays at its table splits up: the two play against each other, each with a newcomer as partner.',
    'move.mix':
      'Partners are chosen so that nobody has the same partner two rounds running, and everyone meets as many partners as possible.',
    'move.classic': 'A team arriving at a table where nobody stayed keeps its partners.',
    'move.individual': 'Nobody changes tables.',
    'move.groups':
      'The tables are split into {groups} groups; each group has its own head table, and players move and change partners inside their group as if it were a night of its own.',
    'move.groupsStay': 'Everyone stays in their group all night.',
    'move.groupsWinnersUp':
      'After each round, the winners at each group’s head table change places with the losers at the last table of the group above.',
    'clock.bellOnly':
      'Each round lasts {minutes} minutes on the host’s clock; only its bell ends it, not the points or a Bunco.',
    'clock.bellOrScore': 'A round also ends when its {minutes} minutes on the host’s clock are up.',
    'clock.atBell':
      'At that bell everyone stops after the roll in hand; the team ahead wins, and a tie goes to the roll-off below.',
    'clock.move':
      'Between rounds there are {seconds} seconds to change tables; the next round’s clock then starts by itself.',
    'clock.hostStarts': 'The host starts each round’s clock once everyone is seated.',
    'clock.moveOnly': 'Between rounds there are {seconds} seconds to change tables.',
    'sheet.marks':
      'After each round, circle W (won) or L (lost) on your score sheet; partners get the same mark.',
    'sheet.marksAlone': 'After each round, circle W (won) or L (lost) on your score sheet.',
    'sheet.buncos': 'Tally each Bunco rolled on your own turn.',
    'sheet.minis': 'Tally your mini Buncos too.',
    'sheet.wipeouts': 'Tally your wipeouts too.',
    'die.off': 'No traveling die tonight.',
    'die.passes': 'The traveling die goes to whoever rolls {trigger}.',
    'die.trigger.bunco': 'a Bunco',
    'die.trigger.face': '{count} {face}s',
    'die.prize': 'Whoever holds it when the last round ends wins its prize.',
    'die.noPrize': 'It wins no prize tonight: it is just for fun.',
    'prizes.overall': 'Overall champion of the night: whoever has won the most rounds.',
    'prizes.item': '{n}. {prize} ({tie})',
    'prizes.tie.chain': 'ties: {chain}',
    'prizes.tie.share': 'ties share the prize',
    'prizes.tie.rollOff': 'ties: roll-off',
    'prizes.breaker.buncos': 'most Buncos',
    'prizes.breaker.points': 'most points',
    'prizes.breaker.rollOff': 'roll-off',
    'prizes.endShared': 'otherwise shared',
    'prizes.rollOff':
      'Prize roll-off: each tied player rolls three dice once; the highest total wins, and tied leaders roll again.',
    'prizes.pointsNote':
      'Points break a tie only when they were written down for every round of every tied player; otherwise that step is skipped.',
    'prizes.onePrize':
      'One prize per person: whoever already holds a prize higher on this list is skipped.',
    'prizes.manyPrizes': 'One person may win several prizes.',
    'prizes.playoff': playoffEn.rule,
    'prizes.none': 'No prizes tonight.',
    'count.3': 'three',
    'count.4': 'four',
    'prize.mostWins': 'Most wins',
    'prize.mostBuncos': 'Most Buncos',
    'prize.mostLosses': 'Most losses',
    'prize.evenSplit': 'As many wins as losses',
    'prize.lastBunco': 'Last Bunco of the night',
    'prize.travelingDie': 'Holder of the traveling die',
    'prize.mostMinis': 'Most mini Buncos',
  },
}
