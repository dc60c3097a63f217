import type { PhonesTexts } from './types'

/** Textes français du panneau des téléphones de table. */
export const phonesFr: PhonesTexts = {
  title: 'Téléphones aux tables',
  intro:
    'Un téléphone à chaque table saisit ses propres résultats par votre Wi-Fi ; les invités peuvent suivre leur place. Rien ne sort de la pièce, et c’est éteint tant que vous ne l’allumez pas.',
  on: 'Téléphones aux tables allumés',
  off: 'Éteindre les téléphones aux tables',
  address: 'Réseau utilisé par les téléphones',
  likely: 'sans doute votre Wi-Fi',
  loopback: 'cet ordinateur seulement',
  start: 'Allumer',
  mode: 'Un résultat venu d’un téléphone',
  modes: {
    trust: 'compte tout de suite, marqué comme venant du téléphone de la table',
    confirm: 'attend un clic de ma part',
    table: 'attend que l’autre équipe de la table le confirme sur le téléphone',
  },
  open: 'Les téléphones ouvrent {url}',
  scan: 'Table {table} : scanner pour ouvrir',
  board: 'Tables rentrées',
  tableCol: 'Table',
  phonesCol: 'Téléphones',
  resultCol: 'Cette manche',
  status: {
    none: 'rien encore',
    applied: 'rentré',
    waiting: 'vous attend',
    replaced: 'remplacé',
    accepted: 'accepté',
    declined: 'refusé',
    held: 'vous aviez saisi cette table : votre saisie tient tant que vous n’acceptez pas',
    overridden: 'vous l’avez modifié ou annulé',
    confirming: 'attend la confirmation de {names}',
    disputed: '{names} disent que c’est faux',
  },
  entered: 'saisi',
  flagged: 'un second résultat pour cette table',
  confirmedBy: 'confirmé à la table par {names}',
  from: '{device} à {time}',
  phones: { one: '{n} téléphone', other: '{n} téléphones' },
  won: '{names} ont gagné',
  accept: 'Accepter',
  decline: 'Refuser',
  reissue: 'Nouveau code',
  revoke: 'Révoquer',
  confirmReissue:
    'Donner un nouveau code à la table {table} ? Son téléphone devra scanner le nouveau QR code.',
  reissueYes: 'Nouveau code',
  waiting: { one: '{n} résultat vous attend', other: '{n} résultats vous attendent' },
  guests: {
    title: 'La page d’un invité',
    hint: 'Chaque feuille de score imprimée pendant que les téléphones sont actifs porte le QR code de son invité. Perdue ? Choisissez l’invité pour afficher le sien.',
    pick: 'Invité',
    none: 'Choisir un invité',
    scan: '{name} : scannez pour suivre votre place',
    reissue: 'Nouveau code',
    confirmReissue:
      'Donner un nouveau code à {name} ? Son ancien lien et le code de sa feuille ne marchent plus ; il faudra scanner le nouveau.',
    reissueYes: 'Nouveau code',
  },
  tv: {
    title: 'La télé',
    hint: 'Le navigateur d’une télé connectée, une tablette sur un support ou un second ordinateur sur le Wi-Fi affiche ce que montre le projecteur : la manche, les tables, les meneurs et les prix. Il ne fait que lire ; il ne peut jamais envoyer de résultat. Il montre aussi le QR code du Wi-Fi ci-dessous : quiconque voit la télé peut rejoindre le Wi-Fi.',
    scan: 'Ouvrir sur la télé',
    reissue: 'Nouveau code',
    confirmReissue: 'Donner un nouveau code à la télé ? Elle devra ouvrir le nouveau lien.',
    reissueYes: 'Nouveau code',
  },
  desks: {
    title: 'Postes d’accueil',
    hint: 'La tablette ou le téléphone d’un bénévole sur le Wi-Fi tient l’accueil comme cet ordinateur : il trouve un invité pendant la saisie, encaisse ce qui reste dû, ajoute une personne sans inscription, annule une arrivée ou note une absence. Chaque poste a son propre code et ne peut rien d’autre : ni résultat, ni tombola, ni tirage, ni rapport financier. Ses paiements sont à son nom dans le rapport du trésorier.',
    add: 'Ajouter un poste',
    scan: 'Poste {desk} : scanner pour ouvrir',
    device: 'Dans le rapport du trésorier : {device}',
    revoke: 'Révoquer',
    confirmRevoke:
      'Révoquer le code du poste {desk} ? Sa page cesse aussitôt de fonctionner ; ce qu’il a enregistré reste.',
    revokeYes: 'Révoquer',
    none: 'Aucun poste pour l’instant : ajoutez-en un par tablette ou téléphone à l’accueil.',
  },
  raised: {
    title: 'Les fonds récoltés à la télé',
    hint: 'La télé et le projecteur montrent les fonds récoltés par rapport à l’objectif à mesure qu’ils arrivent, et chaque tirage de la tombola ou du 50/50 dès qu’il est fait.',
    show: 'Montrer les fonds récoltés à la télé et au projecteur',
  },
  suspense: {
    title: 'Garder le suspense',
    hint: 'La télé, les pages des invités et le projecteur cachent le classement pendant les dernières manches ; les prix le révèlent.',
    label: 'Cacher le classement pendant les dernières manches :',
    rounds: { one: '{n} manche', other: '{n} manches' },
    never: 'ne jamais le cacher',
  },
  wifi: {
    title: 'Les invités rejoignent le Wi-Fi par QR code',
    hint: 'Tapez votre Wi-Fi une fois : son QR code s’affiche sur la page de la télé et s’imprime sur les cartes de table. Le mot de passe reste sur cet ordinateur : jamais dans un fichier de transfert, un dossier partagé ni le journal.',
    name: 'Nom du Wi-Fi',
    password: 'Mot de passe (vide pour un réseau ouvert)',
    passwordChange: 'Nouveau mot de passe (laissez vide pour garder l’actuel)',
    kept: 'Un mot de passe est gardé : laissez le champ vide pour le garder, ou tapez-en un nouveau. Pour un réseau ouvert, oubliez le Wi-Fi et gardez son nom seul.',
    save: 'Garder ce Wi-Fi',
    forget: 'L’oublier',
    scan: 'Rejoindre {name}',
  },
  help: {
    title: 'Si un téléphone n’ouvre pas la page',
    sameWifi:
      'Le téléphone doit être sur le même Wi-Fi que cet ordinateur : ni en données mobiles, ni sur un réseau invités (ceux-ci isolent les appareils).',
    firewall:
      'La première fois, Windows ou macOS demande si Bunco Night peut accepter des connexions : autorisez-le sur les réseaux privés (maison) seulement.',
    vpn: 'Un VPN sur cet ordinateur ou le téléphone peut cacher l’adresse : mettez-le en pause pendant la soirée.',
    address:
      'Toujours rien ? Choisissez une autre adresse réseau ci-dessus ; les QR codes la suivent.',
  },
  live: {
    title: 'La course en direct',
    table: 'Table {table} · {score}',
    bunco: 'Bunco ! {name} à la table {table}',
  },
  fromPhone: 'du téléphone de la table {table}',
  errors: {
    phonesOff: 'Activez d’abord les téléphones aux tables : un poste ouvre sa page par le Wi-Fi.',
    noDoor: 'Les postes d’accueil sont pour une soirée caritative qui n’est pas finie.',
    tooManyDesks: 'Une soirée peut avoir au plus {max} postes.',
    wifiNoName:
      'Saisissez le nom du Wi-Fi tel que les téléphones l’affichent, puis son mot de passe.',
    wifiName:
      'Ce nom de Wi-Fi est trop long : le nom d’un réseau tient en 32 octets au plus (une lettre accentuée en prend deux, un emoji quatre).',
    wifiPassword:
      'Un mot de passe Wi-Fi compte de 8 à 63 caractères : lettres sans accents, chiffres, espaces et signes (comme le veut le WPA). Laissez-le vide pour un réseau ouvert (ou pour garder celui déjà enregistré).',
    notPlaying:
      'Les téléphones aux tables fonctionnent pendant qu’une soirée se joue ; pour une soirée caritative, les postes d’accueil et la télé aussi avant la première manche.',
    noSuchAddress: '{address} n’est plus une adresse réseau de cet ordinateur.',
    cannotListen:
      'La page des téléphones n’a pas pu démarrer sur {address}, port {port} ({code}). Une autre application utilise peut-être ce port ; essayez une autre adresse réseau.',
    notWaiting: 'Ce résultat n’est plus en attente.',
    roundClosed: 'La manche {round} est déjà close : ce résultat ne peut plus compter.',
    damagedSubmission:
      'Un résultat envoyé par un téléphone (n° {id}) est endommagé dans le fichier de données et ne peut pas être lu ; il est laissé tel quel.',
  },
}
