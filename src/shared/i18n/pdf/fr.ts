import type { PdfTexts } from './en'

/** Textes français des PDF. */
export const fr: PdfTexts = {
  documents: {
    scoreSheets: 'Feuilles de score',
    tallies: 'Feuilles de table',
    rules: 'Règles de la maison',
    tableCards: 'Chevalets de table',
    seatingChart: 'Plan de table',
    results: 'Résultats',
  },
  common: {
    ghost: 'Fantôme',
    guest: 'Invité',
    table: 'Table {n}',
    headTable: 'Table d’honneur',
    round: 'Manche {n}',
    set: 'Partie {n}',
    setRound: 'Partie {set}, manche {round}',
    rollFor: 'On vise les {face}',
    seats: { N: 'Nord', E: 'Est', S: 'Sud', W: 'Ouest' },
    seatShort: { N: 'N', E: 'E', S: 'S', W: 'O' },
    teams: { NS: 'N–S', EW: 'E–O' },
    page: 'Page {n} sur {total}',
  },
  scoreSheet: {
    title: 'Feuille de score',
    name: 'Nom',
    start: 'Première place',
    startAt: 'Table {table}, {seat}',
    round: 'Manche',
    target: 'Cible',
    win: 'G',
    loss: 'P',
    buncos: 'Buncos',
    minis: 'Mini',
    wipeouts: 'Remises à zéro',
    wins: 'Gagnées',
    losses: 'Perdues',
    hint: 'Après chaque manche, entourez G ou P (même marque pour les partenaires) et comptez vos propres Buncos.',
  },
  tally: {
    title: 'Feuille de table',
    playTo: 'On joue en {target} points',
    round: 'Manche',
    target: 'Cible',
    team: 'Équipe {team}',
    player: 'Place {seat}',
    winner: 'Gagnant',
    hint: 'Cumulez les points de chaque équipe pendant la manche ; cochez le gagnant à la fin.',
    hintAlone:
      'Cumulez les points de chaque joueur pendant la manche ; cochez le gagnant à la fin.',
    alone: 'Le premier joueur à {target} gagne la manche aussitôt.',
    head: {
      headTable:
        'Une équipe de cette table arrive à {target} : sonnez la cloche, la manche s’arrête partout.',
      anyBuncoEndsRound:
        'Une équipe arrive à {target} ou quelqu’un fait un Bunco : sonnez la cloche, la manche s’arrête partout.',
      eachTableToTarget: 'Cette table joue seule jusqu’à {target}.',
    },
    other: {
      headTable: 'Jouez jusqu’à la cloche de la table d’honneur ; vous pouvez dépasser {target}.',
      anyBuncoEndsRound:
        'Arrêtez à la cloche ; sonnez-la vous-même si quelqu’un ici fait un Bunco.',
      eachTableToTarget: 'Cette table joue seule jusqu’à {target}.',
    },
  },
  rules: {
    title: 'Règles de la maison',
    sections: {
      night: 'La soirée',
      scoring: 'Les points',
      roundEnd: 'Fin d’une manche',
      moving: 'Tables et partenaires',
      movingAlone: 'Tables',
      sheet: 'Votre feuille de score',
      die: 'Dé voyageur',
      prizes: 'Les prix',
    },
    night: {
      sets: '{sets} parties de six manches, soit {rounds} manches. À chaque manche on vise son propre numéro : les 1 à la première manche d’une partie, jusqu’aux 6 à la sixième ; chaque nouvelle partie repart des 1.',
      oneSet:
        'Une partie de six manches. À chaque manche on vise son propre numéro : les 1 à la première, jusqu’aux 6 à la sixième.',
      teams:
        'Quatre personnes par table, en deux équipes : les partenaires se font face (Nord avec Sud contre Est avec Ouest).',
      individual: 'Chacun joue pour soi, à une seule table.',
      ghosts:
        'Si les invités ne remplissent pas la dernière table, une chaise vide devient un fantôme : son partenaire lance aussi pour lui. Un fantôme ne gagne jamais de prix.',
    },
    scoring: {
      dice3: 'On lance trois dés. Chaque dé tombé sur le chiffre de la manche rapporte 1 point.',
      dice4: 'On lance quatre dés. Chaque dé tombé sur le chiffre de la manche rapporte 1 point.',
      bunco3: 'Les trois dés sur le chiffre de la manche font un Bunco : 21 points en tout.',
      bunco4:
        'Les quatre dés sur le chiffre de la manche font un Bunco : 21 points, et la manche s’arrête à toutes les tables.',
      mini: 'Un brelan d’un autre chiffre est un mini Bunco, qui vaut 5 points.',
      miniLow7:
        'Un brelan d’un autre chiffre est un mini Bunco : 7 points si ce chiffre est inférieur à celui de la manche, sinon 5.',
      mini4:
        'Un carré d’un autre chiffre : 5 points s’il est inférieur au chiffre de la manche, 7 s’il est supérieur.',
      turn: 'Vous gardez les dés tant que vos lancers marquent. Un lancer qui ne rapporte rien termine votre tour : les dés passent au joueur de gauche.',
      wipeoutOn:
        'Remise à zéro : trois 1 dans une manche qui ne vise pas les 1 ramènent à zéro le score de votre équipe dans cette manche, et les dés passent.',
      wipeoutOff: 'Pas de remise à zéro ce soir : trois 1 sont un brelan comme un autre.',
      own: 'Un Bunco revient au joueur qui l’a lancé, pas à son partenaire.',
      miniNotBunco: 'Un mini Bunco ne compte pas comme un Bunco.',
    },
    roundEnd: {
      headTable:
        'La manche s’arrête pour tous dès qu’une équipe de la table d’honneur a {target} points et sonne la cloche ; le joueur qui a les dés finit son tour. Les autres tables peuvent dépasser {target}, et un Bunco n’y change rien.',
      anyBuncoEndsRound:
        'La manche s’arrête pour tous dès qu’une équipe de la table d’honneur a {target} points, ou dès qu’un joueur fait un Bunco à n’importe quelle table ; le joueur qui a les dés finit son tour.',
      eachTableToTarget:
        'Chaque table joue pour elle-même jusqu’à ce qu’une de ses équipes ait {target} points.',
      individual: 'Le premier joueur à {target} points gagne la manche aussitôt.',
      winner:
        'À chaque table, la manche est gagnée par l’équipe au score le plus haut. Rien ne se reporte : chaque manche repart de 0.',
      tie: 'Une égalité se règle par un départage : le marqueur commence, chacun joue un tour, et l’on recommence jusqu’à ce qu’une équipe mène.',
    },
    moving: {
      progressive:
        'Table d’honneur : les gagnants restent, les perdants vont à la table 2. Ailleurs : les gagnants passent à la table du dessus, les perdants à celle du dessous ; à la dernière table, les perdants ne bougent pas.',
      headLosersToBottom:
        'Table d’honneur : les gagnants restent, les perdants vont à la dernière table. Ailleurs : les gagnants passent à la table du dessus, les perdants ne bougent pas.',
      mix: 'Deux gagnants qui restent à leur table se séparent et jouent l’un contre l’autre, chacun avec un nouvel arrivant. Les partenaires sont choisis pour que personne ne garde le même partenaire deux manches de suite et que chacun en rencontre le plus possible.',
      classic:
        'Deux gagnants qui restent à leur table se séparent et jouent l’un contre l’autre, chacun avec un nouvel arrivant. Une équipe qui arrive à une table où personne n’est resté reste unie.',
      individual: 'Personne ne change de table.',
    },
    sheet: {
      base: 'Après chaque manche, entourez G (gagnée) ou P (perdue) sur votre feuille ; les deux partenaires ont la même marque. Comptez chaque Bunco que vous lancez vous-même.',
      baseAlone:
        'Après chaque manche, entourez G (gagnée) ou P (perdue) sur votre feuille. Comptez chaque Bunco que vous lancez vous-même.',
      minis: 'Comptez aussi vos mini Buncos.',
      wipeouts: 'Comptez aussi vos remises à zéro.',
    },
    die: {
      on: 'Le dé voyageur va à qui fait {trigger} ; son détenteur au terme de la dernière manche gagne son prix.',
      off: 'Pas de dé voyageur ce soir.',
      bunco: 'un Bunco',
      face: 'trois {face}',
    },
    prizes: {
      overall: 'Champion de la soirée : celui ou celle qui a remporté le plus de manches.',
      item: '{n}. {prize} ({tie})',
      tie: {
        chain: 'égalité : {chain}',
        share: 'en cas d’égalité, prix partagé',
        rollOff: 'égalité : départage',
      },
      then: ', puis ',
      endShared: 'sinon partagé',
      breakers: { buncos: 'le plus de Buncos', points: 'le plus de points', rollOff: 'départage' },
      rollOff:
        'Départage pour un prix : chaque ex æquo lance trois dés une fois ; le plus haut total gagne, et les meilleurs à égalité relancent.',
      onePrizeOn:
        'Un prix par personne : qui détient déjà un prix placé plus haut dans cette liste est passé.',
      onePrizeOff: 'Une même personne peut gagner plusieurs prix.',
      none: 'Pas de prix ce soir.',
    },
  },
  prizes: {
    mostWins: 'Le plus de victoires',
    mostBuncos: 'Le plus de Buncos',
    mostLosses: 'Le plus de défaites',
    evenSplit: 'Autant de victoires que de défaites',
    lastBunco: 'Dernier Bunco de la soirée',
    travelingDie: 'Dé voyageur',
    mostMinis: 'Le plus de mini Buncos',
  },
  cards: {
    partners: 'Les partenaires se font face',
    fold: 'Plier ici',
  },
  chart: {
    title: 'Plan de table',
  },
  results: {
    title: 'Résultats',
    standings: 'Classement',
    rank: 'N°',
    name: 'Nom',
    wins: 'Gagnées',
    losses: 'Perdues',
    buncos: 'Buncos',
    minis: 'Mini',
    wipeouts: 'Remises à zéro',
    points: 'Points',
    rounds: 'Manches',
    prizes: 'Prix',
    status: {
      won: 'Gagné',
      shared: 'Partagé',
      needsRollOff: 'Départage nécessaire',
      none: 'Non attribué',
    },
    decidedBy: {
      outright: 'sans égalité',
      buncos: 'aux Buncos',
      points: 'aux points',
      rollOff: 'après départage',
      shared: 'partagé',
    },
    tied: 'Ex æquo : {names}',
    after: 'Après {played} manches sur {total}.',
    provisional: 'La soirée n’est pas finie : les prix sont provisoires.',
    nothing: 'Aucune manche n’a encore été jouée.',
  },
}
