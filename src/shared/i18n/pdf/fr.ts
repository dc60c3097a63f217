import { fr as frRules } from '../rules/fr'
import { fr as ui } from '../messages/fr'
import { prizeNames } from '../rules/names'
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
    ghostSeat: 'Fantôme (place vide)',
    guest: 'Invité',
    table: 'Table {n}',
    headTable: 'Table d’honneur',
    round: 'Manche {n}',
    set: 'Série {n}',
    // the screen's words, so a round reads the same on screen and on paper
    setRound: ui.night.setRound,
    rollFor: 'On vise les {face}',
    seats: { N: 'Nord', E: 'Est', S: 'Sud', W: 'Ouest' },
    seatShort: { N: 'N', E: 'E', S: 'S', W: 'O' },
    teams: { NS: 'N–S', EW: 'E–O' },
    page: 'Page {n} sur {total}',
  },
  scoreSheet: {
    title: 'Feuille de score',
    name: 'Nom',
    start: 'Place de départ',
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
  },
  tally: {
    title: 'Feuille de table',
    playToBell: 'On joue jusqu’à la cloche de la table d’honneur',
    playTo: 'On joue en {target} points',
    round: 'Manche',
    target: 'Cible',
    team: 'Équipe {team}',
    player: 'Place {seat}',
    winner: 'Gagnant',
    hint: 'Après chaque tour qui marque, écrivez le nouveau total de l’équipe dans sa case suivante ; cochez le gagnant à la fin de la manche.',
    hintAlone:
      'Après chaque tour qui marque, écrivez le nouveau total du joueur dans la case suivante ; cochez le gagnant à la fin de la manche.',
  },
  rules: frRules,
  prizes: prizeNames(frRules),
  cards: {
    seatsFor: 'Places pour {round}',
    partners: 'Les partenaires se font face',
    fold: 'Plier ici',
  },
  phones: {
    table: 'Scannez pour envoyer les résultats de cette table',
    guest: 'Scannez pour voir votre place et le classement',
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
    leading: {
      won: 'En tête',
      shared: 'En tête à égalité',
      needsRollOff: 'Égalité en tête',
      none: 'Personne pour l’instant',
    },
    skipped: {
      pointsMissing: 'points non comptés : pas notés à chaque manche de {names}',
    },
    decidedBy: {
      outright: 'sans égalité',
      buncos: 'aux Buncos',
      points: 'aux points',
      rollOff: 'après départage',
      shared: 'partagé',
    },
    tied: 'Ex æquo : {names}',
    counts: {
      wins: { one: '{n} manche gagnée', other: '{n} manches gagnées' },
      losses: { one: '{n} manche perdue', other: '{n} manches perdues' },
      buncos: { one: '{n} Bunco', other: '{n} Buncos' },
      minis: { one: '{n} mini Bunco', other: '{n} mini Buncos' },
    },
    nobody: 'Personne ne remplit les conditions de ce prix.',
    noStandings:
      'Aucune manche n’est encore jouée, donc personne n’a de rang : réimprimez les résultats après la manche 1.',
    after: 'Après {played} manches sur {total}.',
    provisional: 'La soirée n’est pas finie : les prix sont provisoires.',
    nothing: 'Aucune manche n’a encore été jouée.',
  },
}
