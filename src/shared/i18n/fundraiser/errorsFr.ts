import type { FundraiserErrorTexts } from './types'

/** Refus d’une soirée caritative, en français (sous errors.fundraiser). */
export const fundraiserErrorsFr: FundraiserErrorTexts = {
  money: {
    notWhole:
      '{field} : {got} n’est pas un montant entier. L’argent se compte dans la plus petite unité de la devise, jamais en fractions.',
    negative: '{field} : un montant ne peut pas être négatif ({got}).',
    zero: '{field} : le montant ne peut pas être nul.',
    tooLarge:
      '{field} : {got} dépasse tout ce qu’une soirée caritative encaisse. Vérifiez le montant.',
  },
  settings: {
    currency:
      '« {got} » n’est pas une devise connue de cet ordinateur. Utilisez un code de trois lettres comme EUR, USD, GBP ou JPY.',
  },
  event: {
    idTwice: 'Ceci est déjà enregistré ({id}) : rien n’est compté deux fois.',
    unknown: '« {got} » n’est pas un choix que la soirée connaît.',
    time: '« {got} » n’est pas une date et une heure lisibles.',
    text: '{field} : le texte manque ou dépasse 500 caractères.',
  },
  registration: {
    unknown: 'Cet invité n’est pas sur la liste (retiré à un autre accueil ?).',
    name: 'Un invité a besoin d’un prénom ou d’un nom.',
    freePriced: 'Une entrée offerte ne coûte rien : elle ne peut pas valoir {price}.',
    alreadyArrived:
      'Cet invité est déjà arrivé (peut-être à l’autre accueil) : rien n’a été compté deux fois.',
    notArrived: 'Cet invité n’est pas marqué arrivé : il n’y a pas d’arrivée à annuler.',
    arrivedNoShow: 'Cet invité est arrivé : il ne peut pas être marqué absent.',
    alreadyNoShow: 'Cet invité est déjà marqué absent.',
  },
  payment: {
    unknown: 'Ce paiement ne figure pas dans les comptes de la soirée.',
    method: '« {got} » n’est pas un moyen de paiement accepté ici.',
    moreThanDue:
      'Il ne reste que {due} à payer, et {got} dépasse ce montant : enregistrez le surplus comme un don.',
    freeNotZero: 'Une entrée offerte n’encaisse rien ({got} a été saisi).',
  },
  refund: {
    moreThanPaid:
      'On ne peut plus rembourser que {left} de ce paiement, et {got} dépasse ce montant.',
    free: 'Une entrée offerte n’a rien encaissé : il n’y a rien à rembourser.',
  },
  raffle: {
    range:
      '{first} à {last} n’est pas une série de billets : utilisez des nombres entiers jusqu’à 9 999 999, le premier au plus égal au dernier.',
    rangeTooLong:
      'Les billets {first} à {last} sont plus de {max} en une seule vente : vérifiez les numéros.',
    rangeOverlap:
      'Les billets {first} à {last} chevauchent les billets {soldFirst} à {soldLast}, déjà vendus : un billet n’est jamais vendu deux fois.',
    ticketNotSold: 'Le billet {ticket} n’a pas été vendu : il ne peut pas gagner.',
    noTicketSold: 'Aucun billet n’est vendu : il n’y a rien à tirer.',
    noTicketLeft:
      'Les {sold} billets vendus ont tous déjà gagné, et ce soir un billet ne gagne pas deux fois.',
    ticketWonBefore: 'Le billet {ticket} a déjà gagné, et ce soir un billet ne gagne qu’une fois.',
    ticketUnclaimed:
      'Le billet {ticket} a déjà été tiré et son lot n’a pas été réclamé : il ne peut plus gagner.',
    prizeUnknown: 'Ce lot ne figure pas dans la liste de la tombola.',
    prizeTwice: 'Ce lot est déjà dans la liste.',
    prizeDrawn: 'Ce lot a déjà été tiré.',
    drawUnknown: 'Ce tirage ne figure pas dans les comptes.',
    drawNotStanding: 'Ce tirage est déjà marqué non réclamé, et son lot est de nouveau tiré.',
    drawPaid: 'Le gagnant du 50/50 a été payé : ce tirage est définitif.',
    strip: 'Un carnet contient au moins deux billets : {size} ne convient pas.',
    salesClosed: 'Le 50/50 a été tiré : on ne peut plus vendre de billets.',
    random:
      'Le tirage au hasard a donné une réponse impossible ({got} sur {n}). Rien n’a été tiré : réessayez.',
  },
  payout: {
    fiftyFiftyNotDrawn: 'Le 50/50 n’a pas encore été tiré : il n’y a pas de gagnant à payer.',
    fiftyFiftyAmount: 'Le gagnant du 50/50 doit recevoir exactement {due}, pas {got}.',
    fiftyFiftyTwice: 'Le gagnant du 50/50 a déjà été payé.',
  },
  csv: {
    empty: 'Ce fichier ne contient aucun invité. Rien n’a été importé.',
    binary: 'Ce fichier n’est pas une liste en texte (CSV). Rien n’a été importé.',
    tooLarge:
      'Ce fichier dépasse {max} caractères, trop pour une liste d’invités. Rien n’a été importé.',
    tooManyRows: 'Ce fichier a plus de {max} lignes. Rien n’a été importé.',
    tooManyColumns: 'Une ligne de ce fichier a plus de {max} colonnes. Rien n’a été importé.',
    unclosedQuote: 'La ligne {record} ouvre des guillemets jamais fermés. Rien n’a été importé.',
    noNameColumn:
      'Aucune colonne de ce fichier ne contient de noms : choisissez la colonne des noms.',
    noSuchColumn: 'La colonne {column}, choisie pour {field}, n’existe pas dans ce fichier.',
  },
  label: {
    position: 'Cette planche n’a pas d’étiquette {position} : choisissez-en une de 1 à {labels}.',
  },
  donation: {
    unknown: 'Ce don ne figure pas dans les comptes de la soirée.',
  },
  log: {
    notStarted: 'Cette soirée n’est pas encore une soirée caritative : faites-en une d’abord.',
    damaged:
      'L’enregistrement n° {seq} de la soirée caritative est abîmé ou manquant : ses comptes ne sont plus sûrs. Rien n’a été modifié.',
    refused:
      'L’enregistrement n° {seq} de la soirée caritative ne s’accorde pas avec les précédents : {reason}',
  },
  import: {
    rowNoName:
      'La ligne {row} ne contient aucun nom : laissez-la de côté, ou choisissez la colonne des noms.',
  },
}
