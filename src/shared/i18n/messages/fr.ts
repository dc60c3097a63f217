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
