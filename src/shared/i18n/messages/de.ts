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
    storeNotAFile:
      'Die Datendatei {file} ist ein Ordner, daher kann die App sie nicht öffnen. Verschieben Sie den Ordner und starten Sie die App neu.',
    diskFull:
      'Die Festplatte ist voll, daher wurde nichts gespeichert. Geben Sie Speicher frei und versuchen Sie es erneut.',
    storeCheckFailed:
      'Die Datendatei konnte beim Start nicht geprüft werden (ist sie lesbar?). Nichts wurde geändert.',
    storeMoveFailed:
      'Die beschädigte Datendatei {file} konnte nicht beiseitegelegt werden. Nichts wurde geändert.',
    backupFailed:
      'Die Sicherung konnte nicht geschrieben werden. Ihre Daten sind in der Hauptdatei sicher.',
    backupNotFound: 'Es gibt keine Sicherung namens {name}.',
    backupDamaged: 'Die Sicherung {name} ist beschädigt und kann nicht wiederhergestellt werden.',
    restoreFailed: 'Die Sicherung konnte nicht wiederhergestellt werden. Nichts wurde geändert.',
    night: {
      alreadyCreated: 'Diesen Abend gibt es bereits.',
      notCreated: 'Dieser Abend wurde noch nicht angelegt.',
      notInSetup: 'Der Abend hat schon begonnen; Gäste und Plätze werden nicht mehr so gewählt.',
      notStarted: 'Der Abend hat noch nicht begonnen.',
      notPlaying: 'Der Abend läuft gerade nicht.',
      notFinished: 'Stechen um Preise werden eingetragen, wenn der Abend beendet ist.',
      nightOver: 'Alle Runden dieses Abends sind gespielt.',
      tooFewGuests: 'Es braucht mindestens {minimum} Spieler; es wären {count}.',
      individualTooMany:
        'Einzelspiel ist für 2 bis 4 Spieler an einem Tisch; gewählt sind {count}.',
      nothingPlayed: 'Es wurde noch keine Runde gespielt, also gibt es keine Preise.',
      roundInProgress:
        'Runde {round} hat schon Ergebnisse. Schließen Sie sie ab (oder machen Sie sie rückgängig), bevor der Abend endet.',
      roundCommitted:
        'Runde {round} ist bereits abgeschlossen. Ändern Sie sie über eine Korrektur.',
      roundNotOpen: 'Runde {round} hat nicht begonnen; aktuell ist Runde {current}.',
      roundNotPlayed: 'Runde {round} wurde nicht gespielt und kann nicht korrigiert werden.',
      tableTwice: 'Tisch {table} kommt zweimal vor.',
      missingResults:
        'Runde {round} kann noch nicht abgeschlossen werden: kein Sieger für Tisch {tables}.',
      noSuchTable: 'In Runde {round} gibt es keinen Tisch {table} (Tische 1 bis {tables}).',
      notAtTable: '{player} sitzt nicht an Tisch {table}.',
      badWinner: 'Wählen Sie genau einen Sieger für Tisch {table}.',
      pointsTied:
        'Tisch {table} steht unentschieden ({points}): Stechen markieren und wer es gewonnen hat.',
      winnerFewerPoints: 'An Tisch {table} hat das Siegerteam weniger Punkte als das andere Team.',
      engine: 'Die Regeln erlauben das nicht: {problems}',
      rulesLocked:
        'Es gibt schon Ergebnisse, die Spielregeln sind gesperrt. Geändert: {fields}. Preiseinstellungen bleiben änderbar.',
      unknownPlayer: '{player} ist an diesem Abend kein Gast.',
      guestTwice: '{player} steht zweimal in der Liste.',
      alreadyHere: '{player} spielt heute Abend schon mit.',
      notSeated: '{player} sitzt in dieser Runde nicht am Tisch.',
      alreadyLeaving: '{player} geht bereits nach dieser Runde.',
      dieDisabled: 'Der Wanderwürfel wird heute nicht verwendet (siehe Preiseinstellungen).',
      noSuchPrize: 'Der Preis {prize} wird heute nicht vergeben.',
      notTied: '{player} gehört nicht zu den Gleichstehenden bei {prize}.',
    },
    store: {
      nightNotFound: 'Abend {id} gibt es nicht.',
      personNotFound: 'Eintrag {id} gibt es nicht.',
      nameEmpty: 'Ein Name darf nicht leer sein.',
      mergeSame: 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden.',
      personMerged: '{name} wurde mit einem anderen Eintrag zusammengeführt; verwenden Sie diesen.',
      nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
      nothingToRedo: 'Es gibt nichts wiederherzustellen.',
      importInvalid:
        'Diese Datei kann nicht importiert werden: {problem}. Es wurde nichts importiert.',
      importVersion:
        'Diese Datei stammt von einer neueren Version von Bunco Night (Format {found}). Es wurde nichts importiert.',
      mergeOverlap:
        '{name} hat am selben Abend wie dieser Eintrag gespielt, es sind also verschiedene Personen.',
      wrongNight: '{what} gehört zu einem anderen Abend.',
    },
  },
  notices: {
    corrected:
      'Runde {round}, Tisch {table} korrigiert: Punkte und Rangliste sind aktualisiert; bereits gespielte Sitzordnungen bleiben unverändert.',
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
