import { playoffFr } from '../playoff/fr'
import type { RuleTexts } from './format'

/** La feuille de règles en français : tout ce que le moteur peut dire des règles de la maison. */
export const fr: RuleTexts = {
  title: 'Règles de la maison',
  sections: {
    setup: 'Mise en place',
    night: 'La soirée',
    scoring: 'Les points',
    roundEnd: 'Fin d’une manche',
    moving: 'Tables et partenaires',
    movingAlone: 'Tables',
    sheet: 'Votre feuille de score',
    die: 'Dé voyageur',
    prizes: 'Les prix',
  },
  gap: ' ',
  then: ', puis ',
  say: {
    'setup.gear': 'Chaque table reçoit {dice} dés, une feuille de marque et un crayon.',
    'setup.gearAlone': 'La table reçoit {dice} dés, une feuille de marque et un crayon.',
    'setup.bell': 'La table d’honneur (table 1) reçoit aussi une cloche.',
    'setup.scorekeeper':
      'À chaque table, un joueur tient la marque et lance le premier ; les dés tournent ensuite vers la gauche.',
    'setup.scorekeeperAlone':
      'Un joueur tient la marque et lance le premier ; les dés tournent ensuite vers la gauche.',
    'setup.callBunco': 'Qui fait un Bunco l’annonce à voix haute : « Bunco ! »',
    'night.sets':
      '{sets} séries de six manches, soit {rounds} manches. Chaque manche vise son chiffre : les 1 à la première manche d’une série, jusqu’aux 6 à la sixième, puis on repart des 1.',
    'night.oneSet':
      'Une série de six manches. Chaque manche vise son propre chiffre : les 1 à la première, jusqu’aux 6 à la sixième.',
    'night.teams':
      'Quatre personnes par table, en deux équipes : les partenaires se font face (Nord avec Sud contre Est avec Ouest).',
    'night.individual': 'Chacun joue pour soi, à une seule table.',
    'night.ghosts':
      'Une chaise vide devient un fantôme : son partenaire lance aussi pour lui. Un fantôme ne gagne jamais de prix.',
    'night.comeAndGo':
      'Les fantômes restent répartis entre les tables : un joueur peut prendre la place de l’un d’eux. Qui part avant le début d’une manche est un fantôme dès celle-ci.',
    'scoring.dice':
      'On lance {dice} dés. Chaque dé tombé sur le chiffre de la manche rapporte 1 point.',
    'scoring.bunco':
      'Les {dice} dés sur le chiffre de la manche font un Bunco : 21 points en tout.',
    'scoring.mini':
      'Un mini Bunco, ce sont {count} dés identiques d’un autre chiffre : {points} points.',
    'scoring.miniSplit':
      'Un mini Bunco, ce sont {count} dés identiques d’un autre chiffre : {lower} points si ce chiffre est plus petit que celui de la manche, {higher} s’il est plus grand.',
    'scoring.miniWipeout':
      'Un mini Bunco, ce sont {count} dés identiques d’un autre chiffre que le 1 : {points} points ({count} 1 font une remise à zéro).',
    'scoring.miniSplitWipeout':
      'Un mini Bunco, ce sont {count} dés identiques d’un autre chiffre que le 1 : {lower} points si ce chiffre est plus petit que celui de la manche, {higher} s’il est plus grand ({count} 1 font une remise à zéro).',
    'scoring.turn':
      'Vous gardez les dés tant que vos lancers marquent. Un lancer qui ne rapporte rien termine votre tour : les dés passent à votre gauche.',
    'scoring.wipeout':
      'Remise à zéro : {count} 1 dans une manche qui ne vise pas les 1 ramènent à zéro le score de votre équipe pour cette manche, et les dés passent.',
    'scoring.wipeoutAlone':
      'Remise à zéro : {count} 1 dans une manche qui ne vise pas les 1 ramènent votre score à zéro pour cette manche, et les dés passent.',
    'scoring.noWipeout':
      'Pas de remise à zéro ce soir : {count} 1 hors de la manche des 1 sont un mini Bunco comme un autre.',
    'scoring.own':
      'Un Bunco revient au joueur dont c’est le tour, jamais à son partenaire. Quand un partenaire lance au tour d’un fantôme, ce Bunco revient au fantôme, pas au partenaire.',
    'scoring.miniNotBunco': 'Un mini Bunco ne compte pas comme un Bunco.',
    'end.headTarget':
      'La manche s’arrête à toutes les tables quand une équipe de la table d’honneur atteint {target} points et sonne la cloche.',
    'end.headBunco':
      'Un Bunco à la table d’honneur fait aussi sonner la cloche, quel que soit le score.',
    'end.finishTurn':
      'Quand la cloche sonne, le joueur qui a les dés finit son tour en lançant jusqu’à un lancer qui ne rapporte rien ; aux autres tables, qui a commencé son tour le finit aussi.',
    'end.othersPassTarget':
      'Les autres tables peuvent dépasser {target} points, et un Bunco n’y arrête pas la manche.',
    'end.buncoStopsAll':
      'Un Bunco à n’importe quelle table arrête aussitôt la manche à toutes les tables : personne ne finit son tour.',
    'end.eachTable':
      'Chaque table joue pour elle-même jusqu’à ce qu’une de ses équipes ait {target} points ; le joueur qui a les dés finit alors son tour.',
    'end.individual': 'Le premier à {target} points gagne la manche aussitôt ; personne ne rejoue.',
    'end.winner':
      'À chaque table, l’équipe qui a le plus de points gagne la manche. Les scores repartent de 0 à chaque manche.',
    'end.tie':
      'Une égalité à une table se règle par un départage : le marqueur commence, chacun joue un tour, et l’on recommence jusqu’à ce qu’une équipe mène.',
    'move.line': '{where} : {winners}, {losers}.',
    'move.part.head': 'Table d’honneur',
    'move.part.middle': 'Tables intermédiaires',
    'move.part.last': 'Dernière table',
    'move.part.others': 'Toutes les autres tables',
    'move.winners.stay': 'les gagnants restent',
    'move.winners.up': 'les gagnants montent d’une table',
    'move.winners.down': 'les gagnants descendent d’une table',
    'move.winners.last': 'les gagnants vont à la dernière table',
    'move.losers.stay': 'les perdants restent',
    'move.losers.up': 'les perdants montent d’une table',
    'move.losers.down': 'les perdants descendent d’une table',
    'move.losers.last': 'les perdants vont à la dernière table',
    'move.oneTable':
      'Avec une seule table, personne ne bouge ; à chaque manche un joueur change de chaise, et les équipes changent.',
    'move.split':
      'L’équipe qui reste à sa table se sépare : les deux jouent l’un contre l’autre, chacun avec un nouvel arrivant pour partenaire.',
    'move.mix':
      'Les partenaires sont choisis pour que personne ne garde le même partenaire deux manches de suite et que chacun en rencontre le plus possible.',
    'move.classic':
      'Une équipe qui arrive à une table où personne n’est resté garde ses partenaires.',
    'move.individual': 'Personne ne change de table.',
    'move.groups':
      'Les tables forment {groups} groupes ; chaque groupe a sa table d’honneur, et l’on change de table et de partenaire à l’intérieur de son groupe, comme une soirée à part.',
    'move.groupsStay': 'Chacun reste dans son groupe toute la soirée.',
    'move.groupsWinnersUp':
      'Après chaque manche, les gagnants de la table d’honneur de chaque groupe prennent la place des perdants de la dernière table du groupe du dessus.',
    'clock.bellOnly':
      'Chaque manche dure {minutes} minutes à l’horloge de l’hôte ; seule sa cloche la finit, ni les points ni un Bunco.',
    'clock.bellOrScore':
      'Une manche finit aussi au bout de ses {minutes} minutes à l’horloge de l’hôte.',
    'clock.atBell':
      'À cette cloche, chacun s’arrête après le lancer en cours ; l’équipe en tête gagne, et une égalité va au départage ci-dessous.',
    'clock.move':
      'Entre les manches, {seconds} secondes pour changer de table ; l’horloge de la manche suivante démarre alors toute seule.',
    'clock.hostStarts': 'L’hôte lance l’horloge de chaque manche quand tout le monde est assis.',
    'clock.moveOnly': 'Entre les manches, {seconds} secondes pour changer de table.',
    'sheet.marks':
      'Après chaque manche, entourez G (gagnée) ou P (perdue) sur votre feuille ; les partenaires ont la même marque.',
    'sheet.marksAlone': 'Après chaque manche, entourez G (gagnée) ou P (perdue) sur votre feuille.',
    'sheet.buncos': 'Comptez chaque Bunco lancé pendant votre propre tour.',
    'sheet.minis': 'Comptez aussi vos mini Buncos.',
    'sheet.wipeouts': 'Comptez aussi vos remises à zéro.',
    'die.off': 'Pas de dé voyageur ce soir.',
    'die.passes': 'Le dé voyageur va à qui fait {trigger}.',
    'die.trigger.bunco': 'un Bunco',
    'die.trigger.face': '{count} {face}',
    'die.prize': 'Qui le détient à la fin de la dernière manche gagne son prix.',
    'die.noPrize': 'Il ne rapporte aucun prix ce soir : c’est pour le plaisir.',
    'prizes.overall': 'Champion de la soirée : celui ou celle qui a gagné le plus de manches.',
    'prizes.item': '{n}. {prize} ({tie})',
    'prizes.tie.chain': 'égalité : {chain}',
    'prizes.tie.share': 'en cas d’égalité, prix partagé',
    'prizes.tie.rollOff': 'égalité : départage',
    'prizes.breaker.buncos': 'le plus de Buncos',
    'prizes.breaker.points': 'le plus de points',
    'prizes.breaker.rollOff': 'départage',
    'prizes.endShared': 'sinon partagé',
    'prizes.rollOff':
      'Départage pour un prix : chaque ex æquo lance trois dés une fois ; le plus haut total gagne, et les meilleurs à égalité relancent.',
    'prizes.pointsNote':
      'Les points ne départagent que s’ils ont été notés à chaque manche de chaque ex æquo ; sinon cette étape est sautée.',
    'prizes.onePrize':
      'Un prix par personne : qui détient déjà un prix placé plus haut dans cette liste est passé.',
    'prizes.manyPrizes': 'Une même personne peut gagner plusieurs prix.',
    'prizes.playoff': playoffFr.rule,
    'prizes.none': 'Pas de prix ce soir.',
    'count.3': 'trois',
    'count.4': 'quatre',
    'prize.mostWins': 'Le plus de victoires',
    'prize.mostBuncos': 'Le plus de Buncos',
    'prize.mostLosses': 'Le plus de défaites',
    'prize.evenSplit': 'Autant de victoires que de défaites',
    'prize.lastBunco': 'Dernier Bunco de la soirée',
    'prize.travelingDie': 'Détenteur du dé voyageur',
    'prize.mostMinis': 'Le plus de mini Buncos',
  },
}
