import type { Messages } from './en'

/** Deutsche Texte. */
export const de: Messages = {
  app: {
    name: 'Bunco Night',
    tagline: 'Ihr Bunco-Abend: Plätze, Punkte und Preise, alles geregelt.',
  },
  nav: {
    home: 'Start',
    settings: 'Einstellungen',
    main: 'Hauptnavigation',
  },
  home: {
    title: 'Willkommen',
    intro:
      'Gäste eintragen, Hausregeln wählen: Die App setzt jeden Tisch, führt die Punkte und vergibt die Preise.',
    aboutTitle: 'Über diese Installation',
    version: 'Version',
    dataFolder: 'Datenordner',
    databaseFile: 'Datendatei',
    schemaVersion: 'Datenbankschema',
    locale: 'Systemsprache',
    loading: 'Wird geladen …',
  },
  settings: {
    title: 'Einstellungen',
    language: 'Sprache',
    paperSize: 'Papierformat',
    paper: { letter: 'Letter (US)', a4: 'A4' },
    theme: 'Darstellung',
    themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
    saved: 'Gespeichert.',
  },
  languages: { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' },
  errors: {
    title: 'Etwas ist schiefgegangen',
    dismiss: 'Schließen',
    unknownCall: 'Die App hat eine unbekannte Aktion angefordert: {name}.',
    invalidArgs: 'Speichern nicht möglich: {problems}',
    forbidden: 'Dieses Fenster darf diese Anfrage nicht stellen.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Nichts wurde geändert. ({detail})',
    storage: 'Die Datendatei konnte nicht geschrieben werden. Nichts wurde geändert. ({detail})',
    databaseTooNew:
      'Diese Datendatei stammt von einer neueren Version von Bunco Night (Schema {found}; diese Version kennt bis {supported}). Bitte aktualisieren Sie die App.',
  },
  menu: {
    file: 'Datei',
    quit: 'Bunco Night beenden',
    edit: 'Bearbeiten',
    view: 'Ansicht',
    help: 'Hilfe',
    about: 'Über Bunco Night',
    aboutDetail: 'Version {version}. Führt einen ganzen Bunco-Abend, ganz ohne Internet.',
  },
}
