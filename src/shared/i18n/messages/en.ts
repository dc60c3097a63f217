/** English texts: the reference catalogue every other language must match key for key. */
export const en = {
  app: {
    name: 'Bunco Night',
    tagline: 'Your Bunco party, seated, scored and settled.',
  },
  nav: {
    home: 'Home',
    settings: 'Settings',
    main: 'Main navigation',
  },
  home: {
    title: 'Welcome',
    intro:
      'Register your guests, choose your house rules and let the app seat every table, keep the score and award the prizes.',
    aboutTitle: 'About this copy',
    version: 'Version',
    dataFolder: 'Data folder',
    databaseFile: 'Database file',
    schemaVersion: 'Database schema',
    locale: 'System language',
    loading: 'Loading…',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    paperSize: 'Paper size',
    paper: { letter: 'Letter (US)', a4: 'A4' },
    theme: 'Theme',
    themes: { system: 'Same as the system', light: 'Light', dark: 'Dark' },
    saved: 'Saved.',
  },
  languages: { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' },
  errors: {
    title: 'Something went wrong',
    dismiss: 'Dismiss',
    unknownCall: 'The app asked for an action it does not know: {name}.',
    invalidArgs: 'This could not be saved: {problems}',
    forbidden: 'This window is not allowed to make that request.',
    internal: 'An unexpected error occurred. Nothing was changed. ({detail})',
    storage: 'The data file could not be written. Nothing was changed. ({detail})',
    databaseTooNew:
      'This data file was written by a newer version of Bunco Night (schema {found}; this version knows up to {supported}). Please update the app.',
  },
  menu: {
    file: 'File',
    quit: 'Quit Bunco Night',
    edit: 'Edit',
    view: 'View',
    help: 'Help',
    about: 'About Bunco Night',
    aboutDetail: 'Version {version}. Runs a whole Bunco party, offline.',
  },
}

/** The shape every language catalogue must have. */
export type Messages = typeof en
