import type { Messages } from './en'

/** Textes français. */
export const fr: Messages = {
  app: {
    name: 'Bunco Night',
    tagline: 'Votre soirée Bunco : tables, scores et prix, tout est réglé.',
  },
  nav: {
    home: 'Accueil',
    settings: 'Réglages',
    main: 'Navigation principale',
  },
  home: {
    title: 'Bienvenue',
    intro:
      'Inscrivez vos invités, choisissez vos règles maison : l’application place chaque table, tient les scores et attribue les prix.',
    aboutTitle: 'À propos de cette copie',
    version: 'Version',
    dataFolder: 'Dossier des données',
    databaseFile: 'Fichier de données',
    schemaVersion: 'Schéma de la base',
    locale: 'Langue du système',
    loading: 'Chargement…',
  },
  settings: {
    title: 'Réglages',
    language: 'Langue',
    paperSize: 'Format du papier',
    paper: { letter: 'Lettre (US)', a4: 'A4' },
    theme: 'Thème',
    themes: { system: 'Comme le système', light: 'Clair', dark: 'Sombre' },
    saved: 'Enregistré.',
  },
  languages: { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' },
  errors: {
    title: 'Un problème est survenu',
    dismiss: 'Fermer',
    unknownCall: 'L’application a demandé une action inconnue : {name}.',
    invalidArgs: 'Impossible d’enregistrer : {problems}',
    forbidden: 'Cette fenêtre n’a pas le droit de faire cette demande.',
    internal: 'Une erreur inattendue est survenue. Rien n’a été modifié. ({detail})',
    storage: 'Le fichier de données n’a pas pu être écrit. Rien n’a été modifié. ({detail})',
    databaseTooNew:
      'Ce fichier de données vient d’une version plus récente de Bunco Night (schéma {found} ; cette version connaît jusqu’au {supported}). Mettez l’application à jour.',
    storeNotAFile:
      'Le fichier de données {file} est un dossier : l’application ne peut pas l’ouvrir. Déplacez ce dossier et relancez l’application.',
    diskFull: 'Le disque est plein : rien n’a été enregistré. Libérez de la place et réessayez.',
    storeCheckFailed:
      'Le fichier de données n’a pas pu être vérifié au démarrage (est-il lisible ?). Rien n’a été modifié.',
    storeMoveFailed:
      'Le fichier de données endommagé {file} n’a pas pu être mis de côté. Rien n’a été modifié.',
    backupFailed:
      'La sauvegarde n’a pas pu être écrite. Vos données restent en sécurité dans le fichier principal.',
    backupNotFound: 'Aucune sauvegarde ne s’appelle {name}.',
    backupDamaged: 'La sauvegarde {name} est endommagée et ne peut pas être restaurée.',
    restoreFailed: 'La sauvegarde n’a pas pu être restaurée. Rien n’a été modifié.',
    night: {
      alreadyCreated: 'Cette soirée existe déjà.',
      notCreated: 'Cette soirée n’a pas encore été créée.',
      notInSetup:
        'La soirée a déjà commencé : les invités et les places ne se choisissent plus ainsi.',
      notStarted: 'La soirée n’a pas encore commencé.',
      notPlaying: 'La soirée n’est pas en cours.',
      notFinished: 'Les départages des prix se saisissent une fois la soirée terminée.',
      nightOver: 'Toutes les manches de cette soirée ont été jouées.',
      tooFewGuests: 'Il faut au moins {minimum} joueurs ; il y en aurait {count}.',
      individualTooMany:
        'Le jeu individuel se joue à 2 à 4 joueurs sur une table ; {count} sont choisis.',
      nothingPlayed: 'Aucune manche n’a encore été jouée : pas de prix à remettre.',
      roundInProgress:
        'La manche {round} a déjà des résultats. Terminez-la (ou annulez-les) avant de clore la soirée.',
      roundCommitted:
        'La manche {round} est déjà close. Passez par une correction pour la modifier.',
      roundNotOpen: 'La manche {round} n’a pas commencé ; la manche en cours est la {current}.',
      roundNotPlayed: 'La manche {round} n’a pas été jouée : impossible de la corriger.',
      tableTwice: 'La table {table} apparaît deux fois.',
      missingResults:
        'Impossible de clore la manche {round} : aucun gagnant saisi pour la table {tables}.',
      noSuchTable: 'Il n’y a pas de table {table} à la manche {round} (tables 1 à {tables}).',
      notAtTable: '{player} n’est pas assis à la table {table}.',
      badWinner: 'Choisissez un seul gagnant pour la table {table}.',
      pointsTied:
        'La table {table} est à égalité ({points}) : indiquez le départage et qui l’a gagné.',
      winnerFewerPoints: 'À la table {table}, l’équipe gagnante a moins de points que l’autre.',
      engine: 'Les règles ne le permettent pas : {problems}',
      rulesLocked:
        'Des résultats sont déjà saisis : les règles du jeu sont verrouillées. Modifié : {fields}. Les réglages des prix restent modifiables.',
      unknownPlayer: '{player} n’est pas invité à cette soirée.',
      guestTwice: '{player} figure deux fois.',
      alreadyHere: '{player} joue déjà ce soir.',
      notSeated: '{player} n’est pas assis pendant cette manche.',
      alreadyLeaving: '{player} part déjà après cette manche.',
      dieDisabled: 'Le dé voyageur n’est pas utilisé ce soir (voir les réglages des prix).',
      noSuchPrize: 'Le prix {prize} n’est pas remis ce soir.',
      notTied: '{player} ne fait pas partie des ex æquo pour {prize}.',
    },
    store: {
      nightNotFound: 'La soirée {id} n’existe pas.',
      personNotFound: 'La fiche {id} n’existe pas.',
      nameEmpty: 'Un nom ne peut pas être vide.',
      mergeSame: 'Une fiche ne peut pas être fusionnée avec elle-même.',
      personMerged: '{name} a été fusionné avec une autre fiche ; utilisez celle-ci.',
      nothingToUndo: 'Rien à annuler.',
      nothingToRedo: 'Rien à rétablir.',
      importInvalid: 'Impossible d’importer ce fichier : {problem}. Rien n’a été importé.',
      importVersion:
        'Ce fichier vient d’une version plus récente de Bunco Night (format {found}). Rien n’a été importé.',
      mergeOverlap:
        '{name} a joué la même soirée que cette fiche : ce sont donc deux personnes différentes.',
      wrongNight: '{what} appartient à une autre soirée.',
    },
  },
  notices: {
    corrected:
      'Manche {round}, table {table} corrigée : les scores et le classement sont à jour ; les places déjà jouées ne changent pas.',
  },
  menu: {
    file: 'Fichier',
    quit: 'Quitter Bunco Night',
    edit: 'Édition',
    view: 'Affichage',
    help: 'Aide',
    about: 'À propos de Bunco Night',
    aboutDetail: 'Version {version}. Gère toute une soirée Bunco, sans connexion.',
  },
}
