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
    storeNotAFile:
      'The data file {file} is a folder, so the app cannot open it. Move that folder away and start the app again.',
    diskFull: 'The disk is full, so this was not saved. Free some space and try again.',
    storeCheckFailed:
      'The data file could not be checked at start (is it readable?). Nothing was changed.',
    storeMoveFailed: 'The damaged data file {file} could not be set aside. Nothing was changed.',
    backupFailed: 'The backup could not be written. Your data is safe in the main file.',
    backupNotFound: 'There is no backup called {name}.',
    backupDamaged: 'The backup {name} is damaged and cannot be restored.',
    restoreFailed: 'The backup could not be restored. Nothing was changed.',
    night: {
      alreadyCreated: 'This night already exists.',
      notCreated: 'This night has not been created yet.',
      notInSetup:
        'The night has already started; guests and seating can no longer be chosen this way.',
      notStarted: 'The night has not started yet.',
      notPlaying: 'The night is not being played right now.',
      notFinished: 'Roll-offs for prizes are entered once the night is finished.',
      nightOver: 'All rounds of this night have been played.',
      tooFewGuests: 'At least {minimum} players are needed; there would be {count}.',
      individualTooMany: 'Individual play is for 2 to 4 players at one table; {count} are chosen.',
      nothingPlayed: 'No round has been played yet, so there are no prizes to give.',
      roundInProgress:
        'Round {round} already has results. Finish it (or undo them) before ending the night.',
      roundCommitted: 'Round {round} is already closed. Use a correction to change it.',
      roundNotOpen: 'Round {round} has not started; the current round is {current}.',
      roundNotPlayed: 'Round {round} has not been played, so it cannot be corrected.',
      tableTwice: 'Table {table} is listed twice.',
      missingResults: 'Round {round} cannot be closed yet: no winner entered for table {tables}.',
      noSuchTable: 'There is no table {table} in round {round} (tables 1 to {tables}).',
      notAtTable: '{player} is not seated at table {table}.',
      badWinner: 'Choose exactly one winner for table {table}.',
      pointsTied: 'Table {table} is tied at {points}: mark the roll-off and who won it.',
      winnerFewerPoints: 'At table {table} the winning team has fewer points than the other team.',
      engine: 'The rules do not allow this: {problems}',
      rulesLocked:
        'Results are already in, so the game rules are locked. Changed: {fields}. Prize settings can still change.',
      unknownPlayer: '{player} is not a guest of this night.',
      guestTwice: '{player} is listed twice.',
      alreadyHere: '{player} is already playing tonight.',
      notSeated: '{player} is not seated in this round.',
      alreadyLeaving: '{player} is already leaving after this round.',
      dieDisabled: 'The traveling die is not used tonight (see the prize settings).',
      noSuchPrize: 'The prize {prize} is not awarded tonight.',
      notTied: '{player} is not one of the players tied for {prize}.',
    },
    store: {
      nightNotFound: 'Night {id} does not exist.',
      personNotFound: 'Roster entry {id} does not exist.',
      nameEmpty: 'A name cannot be empty.',
      mergeSame: 'An entry cannot be merged into itself.',
      personMerged: '{name} was merged into another entry; use that one.',
      nothingToUndo: 'There is nothing to undo.',
      nothingToRedo: 'There is nothing to redo.',
      importInvalid: 'This file cannot be imported: {problem}. Nothing was imported.',
      importVersion:
        'This file comes from a newer version of Bunco Night (format {found}). Nothing was imported.',
      mergeOverlap:
        '{name} played in the same night as this entry, so they must be different people.',
      wrongNight: '{what} belongs to another night.',
    },
  },
  notices: {
    corrected:
      'Round {round}, table {table} corrected: scores and standings are updated; the seating already played stays as it was.',
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
