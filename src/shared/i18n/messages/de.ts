import { clockDe } from '../clock/de'
import { clubDe } from '../club/de'
import { fundraiserDe } from '../fundraiser/de'
import { fundraiserErrorsDe } from '../fundraiser/errorsDe'
import { fundraiserScreenDe } from '../fundraiser/screenDe'
import { phonesDe } from '../phones/de'
import { playoffDe } from '../playoff/de'
import { slidesDe } from '../slides/de'
import { toolsDe } from '../tools/de'
import type { Messages } from './en'

/** Deutsche Texte. */
export const de: Messages = {
  app: {
    name: 'Bunco Night',
    tagline: 'Ihr Bunco-Abend: Plätze, Punkte und Preise, alles geregelt.',
  },
  nav: {
    roster: 'Gästeliste',
    season: 'Saison',
    night: 'Laufender Abend',
    home: 'Start',
    settings: 'Einstellungen',
    main: 'Hauptnavigation',
  },
  home: {
    delete: 'Löschen',
    confirmDelete:
      '„{title}“ endgültig löschen? Vorher wird eine Sicherung aller Daten angelegt; sie lässt sich in den Einstellungen wiederherstellen.',
    deleteYes: 'Löschen',
    importNight: 'Abend importieren (JSON) …',
    imported: '„{title}“ importiert.',
    newNight: 'Neuen Abend beginnen',
    continueNight: '„{title}“ fortsetzen',
    recentNights: 'Letzte Abende',
    noNights: 'Noch keine Abende. Legen Sie los!',
    status: {
      setup: 'In Vorbereitung',
      playing: 'Läuft',
      finished: 'Beendet',
    },
    progress: '{played} von {total} Runden',
    title: 'Willkommen',
    intro:
      'Gäste eintragen, Hausregeln wählen: Die App setzt jeden Tisch, führt die Punkte und vergibt die Preise.',
    aboutTitle: 'Über diese Installation',
    aboutHint:
      'Was ein Fehlerbericht braucht: die Version dieser Kopie, ihre Datenbank und wo ihre Daten liegen.',
    version: 'Version',
    dataFolder: 'Datenordner',
    databaseFile: 'Datendatei',
    schemaVersion: 'Datenbankschema',
    locale: 'Systemsprache',
    loading: 'Wird geladen …',
    damaged: 'Beschädigt: nur lesbar',
    importReading: 'Die Datei wird gelesen…',
    importing: 'Der Abend wird geprüft: {done} von {total} Aktionen…',
  },
  common: {
    no: 'Nein',
    yes: 'Ja',
    ghost: 'Geist',
    table: 'Tisch {n}',
    round: 'Runde {n}',
    teamNS: 'Nord–Süd',
    teamEW: 'Ost–West',
    saving: 'Wird gespeichert …',
    saved: 'Alles gespeichert',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    add: 'Hinzufügen',
    save: 'Speichern',
    search: 'Suchen',
  },
  newNight: {
    title: 'Neuer Abend',
    search: 'Gast suchen oder hinzufügen',
    suggestions: 'Passende Gäste',
    addPerson: '„{name}“ zur Gästeliste hinzufügen',
    sameName:
      'Jemand namens {name} stand schon in der Liste: Prüfen Sie, ob es dieselbe Person ist.',
    pasteTitle: 'Namensliste einfügen',
    pasteHint: 'Ein Name pro Zeile (oder durch Kommas getrennt)',
    pasteAdd: 'Diese Gäste hinzufügen',
    chosen: 'Gäste heute: {n}',
    remove: '{name} entfernen',
    defaultTitle: 'Bunco-Abend am {date}',
    ownRules: 'eigene Regeln',
    nightTitle: 'Titel',
    date: 'Datum',
    venue: 'Ort',
    guests: 'Gäste',
    preview: '{tables}, {ghosts}',
    rules: 'Hausregeln',
    preset: 'Ausgehend von',
    start: 'Alle setzen und beginnen',
    needTwo: 'Wählen Sie mindestens zwei Gäste.',
    inProgress:
      '„{title}“ läuft noch ({played} von {total} Runden). Ein neuer Abend beendet ihn nicht: Er bleibt auf der Startseite zum Fortsetzen.',
    titleTaken: 'Ein anderer Abend hat diesen Titel: Dieser wird als „{title}“ gespeichert.',
  },
  presets: {
    classic: 'Klassisch',
    bottom: 'Verlierer gehen ganz nach unten',
    quick: 'Schneller Abend mit 11 Punkten',
    hints: {
      classic:
        'Das übliche Spiel: 4 Sätze bis 21 Punkte, Sieger rücken einen Tisch auf, Verlierer einen ab.',
      bottom: 'Wie klassisch, aber die Verlierer am Kopftisch gehen bis an den letzten Tisch.',
      quick: 'Ein kürzerer Abend: 2 Sätze, und eine Runde endet bei 11 Punkten.',
    },
  },
  rules: {
    game: 'Das Spiel',
    sets: 'Sätze',
    target: 'Punkte bis Rundenende',
    roundEnd: 'Eine Runde endet',
    movement: 'Tischwechsel',
    partners: 'Partner',
    play: 'Spielweise',
    groups: 'Tischgruppen',
    betweenGroups: 'Zwischen den Gruppen',
    roundClock: clockDe.rules.roundClock,
    roundMinutes: clockDe.rules.roundMinutes,
    moveSeconds: clockDe.rules.moveSeconds,
    values: {
      headTable: 'wenn der Kopftisch das Ziel erreicht',
      anyBuncoEndsRound: 'beim ersten Bunco an irgendeinem Tisch',
      eachTableToTarget: 'wenn jeder Tisch das Ziel erreicht',
      progressive: 'einer hoch, einer runter',
      headLosersToBottom: 'Kopftisch-Verlierer ganz nach unten',
      losersMove: 'Sieger bleiben, Verlierer rücken auf',
      winnersMove: 'Verlierer bleiben, Sieger rücken auf',
      mix: 'von der App gemischt',
      classic: 'nur Bleibende werden getrennt',
      team: 'in Zweierteams',
      individual: 'jeder für sich',
      stay: 'alle bleiben in ihrer Gruppe',
      headWinnersUp: 'die Gewinner des Kopftischs steigen eine Gruppe auf',
      ...clockDe.rules.values,
    },
    hints: {
      recordMinis: 'Die Spielzettel haben ein Feld für Mini-Buncos.',
      recordWipeouts: 'Die Spielzettel haben ein Feld für Nullrunden.',
    },
    lowTriple7: 'Kleiner Drilling zählt 7',
    wipeout: 'Nullrunde',
    fourDice: 'Vier Würfel',
    recordMinis: 'Mini-Buncos notieren',
    recordWipeouts: 'Nullrunden notieren',
    prizeHints: {
      mostWins: 'Für die Person mit den meisten gewonnenen Runden.',
      mostBuncos: 'Für die Person mit den meisten Buncos.',
      mostLosses: 'Ein Trostpreis für die Person mit den meisten verlorenen Runden.',
      evenSplit: 'Für alle, die genau so viele Runden gewonnen wie verloren haben.',
      lastBunco: 'Für die Person, die den letzten Bunco des Abends würfelt.',
      travelingDie: 'Für die Person, die am Ende des Abends den Wanderwürfel hat.',
      mostMinis: 'Für die Person mit den meisten Mini-Buncos.',
    },
    prizeOrder: 'Die Preise werden in dieser Reihenfolge vergeben.',
    ifTied: 'Bei Gleichstand',
    tie: {
      chain: 'nach der Reihenfolge für Gleichstände',
      share: 'Preis teilen',
      rollOff: 'Stechen',
    },
    moveUp: '{name} nach oben',
    moveDown: '{name} nach unten',
    tieBreak: 'Reihenfolge bei Gleichstand',
    tieBreakHint:
      'Für Preise, die ihr folgen: ein Schritt nach dem anderen; bleibt ein Gleichstand, wird der Preis geteilt.',
    breakers: { buncos: 'Meiste Buncos', points: 'Meiste Punkte', rollOff: 'Stechen' },
    passOn: 'Der Würfel wandert weiter',
    passOnBunco: 'bei jedem Bunco',
    passOnFace: 'bei einem Drilling der {n}, in jeder Runde',
    prizes: 'Preise',
    travelingDie: 'Wanderwürfel',
    onePrizePerPerson: 'Ein Preis pro Person',
  },
  prizes: {
    mostWins: 'Meiste Siege',
    mostBuncos: 'Meiste Buncos',
    mostLosses: 'Meiste Niederlagen',
    evenSplit: 'Gleich viele Siege wie Niederlagen',
    lastBunco: 'Letzter Bunco des Abends',
    travelingDie: 'Inhaber des Wanderwürfels',
    mostMinis: 'Meiste Mini-Buncos',
  },
  night: {
    allPlayed: 'Alle {n} Runden sind gespielt',
    done: {
      text: 'Beenden Sie den Abend, um die Preise zu vergeben (der Fernseher zeigt sie auch). Ein Ergebnis stimmt nicht? Rückgängig holt die letzte Runde zurück, oder korrigieren Sie es im Verlauf.',
      finish: 'Abend beenden und Preise vergeben',
      over: 'Der Abend ist vorbei.',
      seePrizes: 'Zu den Preisen',
    },
    setRound: 'Satz {set} · Runde {round} ({n} von {total})',
    rollingFor: 'Gewürfelt wird auf {n}',
    playTo: 'Bis {points} Punkte',
    tabs: 'Bereiche des Abends',
    tab: {
      seating: 'Sitzordnung',
      entry: 'Ergebnisse eintragen',
      standings: 'Rangliste',
      history: 'Verlauf',
      prizes: 'Preise',
      print: 'Drucken',
      phones: 'Tisch-Handys',
      fundraiser: 'Benefizabend',
      slides: 'Folien',
      setup: 'Gäste & Regeln',
    },
  },
  seating: {
    keyboardHint:
      'Eine Tischnummer und dann N (Nord–Süd) oder O (Ost–West) tragen auch hier den Sieger dieses Tisches ein, wie unter Ergebnisse eintragen.',
    typedWon: 'Tisch {table}: {who} hat gewonnen – gespeichert.',
    seat: 'Platz {seat}',
    leaving: 'geht nach dieser Runde',
    newGuest: 'neu',
    search: 'Gast finden',
    foundAt: '{name} sitzt an Tisch {table}',
    noMatch: 'Niemand mit diesem Namen sitzt am Tisch.',
    stays: 'bleibt',
    fromTable: 'von Tisch {n}',
    headTable: 'Kopftisch',
    group: 'Gruppe {n}',
  },
  entry: {
    refused: {
      fewerPoints:
        'Nicht gespeichert: {picked} kann mit weniger Punkten nicht gewinnen ({ns}–{ew}). Ändern Sie zuerst die Punkte oder klicken Sie auf {leader}.',
      tied: 'Nicht gespeichert: Gleichstand bei {points} Punkten. Würfeln Sie unten ein Stechen aus und tragen Sie ein, wer gewann.',
    },
    die: {
      title: 'Wanderwürfel',
      with: 'Der Würfel ist bei {names}.',
      nobody: 'Noch hat niemand den Würfel.',
      passTo: 'Weitergeben an',
      pass: 'Weitergeben',
      buncoHint:
        'Am Ende jeder Runde wandert er zu der Person mit dem letzten Bunco; geben Sie ihn hier weiter, wenn er anders den Besitzer wechselt.',
      faceHint:
        'Am Ende jeder Runde wandert er zu der Person mit dem letzten Drilling der {n} (in den Details jedes Tisches gezählt); geben Sie ihn hier weiter, wenn er anders den Besitzer wechselt.',
    },
    title: 'Ergebnisse der Runde eintragen',
    keyboardHint:
      'Siegerteam anklicken, oder (in diesem Bereich) eine Tischnummer und dann N (Nord–Süd) oder O (Ost–West) tippen; Enter schließt die Runde, sobald alle Tische eingetragen sind.',
    typed: 'Tisch {n} …',
    lastRound: 'Letzte Runde abschließen',
    nextRound: 'Nächste Runde',
    missing: { one: 'Es fehlt noch Tisch {tables}', other: 'Es fehlen noch die Tische {tables}' },
    winner: 'Siegerteam',
    details: 'Punkte, Buncos und Stechen',
    pointsFor: 'Punkte für {team}',
    rollOff: 'Stechen',
    tie: 'Gleichstand! Stechen, dann den Sieger eintragen.',
    rollOffWon: '{team} gewinnt das Stechen',
    letAppRoll: 'Die App würfeln lassen',
    appRolled: 'Die App hat gewürfelt: {throws}. {team} gewinnt das Stechen.',
    unusualYes: 'Ja, diese Zahl speichern',
    countsWait:
      'Noch nicht gespeichert: Siegerteam wählen, dann werden diese Zählungen mit ihm gespeichert.',
    rollOffDone: 'Durch Stechen entschieden.',
    player: 'Spieler',
    buncos: 'Buncos',
    minis: 'Mini-Buncos',
    wipeouts: 'Nullrunden',
    travels: 'Drillinge der {n} (Würfel)',
    less: '{what}: einer weniger für {name}',
    more: '{what}: einer mehr für {name}',
  },
  standings: {
    empty: 'Die Rangliste erscheint, sobald die erste Runde abgeschlossen ist.',
    name: 'Name',
    wins: 'Siege',
    losses: 'Niederlagen',
    buncos: 'Buncos',
    minis: 'Minis',
    points: 'Punkte',
    partners: 'Bisherige Partner',
  },
  history: {
    correctTitle: 'Frühere Runde korrigieren',
    kinds: {
      buncos: 'Buncos',
      minis: 'Mini-Buncos',
      wipeouts: 'Nullrunden',
      travels: 'Drillinge für den Wanderwürfel',
    },
    correctHint:
      'Runde und richtigen Sieger wählen: Punkte und Rangliste folgen, bereits gespielte Sitzordnungen bleiben.',
    undone: 'rückgängig gemacht',
    says: {
      create: 'Abend „{title}“ angelegt',
      details: 'Angaben geändert',
      rules: 'Hausregeln geändert',
      guests: '{count} Gäste gewählt',
      start: 'Abend begonnen, erste Sitzordnung ausgelost',
      result: 'Runde {round}, Tisch {table}: {names} gewinnen',
      resultPoints: 'Runde {round}, Tisch {table}: {names} gewinnen ({ns}–{ew})',
      results: 'Ergebnisse für Runde {round} eingetragen',
      commit: 'Runde {round} abgeschlossen, nächste Sitzordnung ausgelost',
      correct: 'Runde {round}, Tisch {table} korrigiert: {names} gewinnen',
      correctPoints: 'Runde {round}, Tisch {table} korrigiert: {names} gewinnen ({ns}–{ew})',
      resultRollOff: 'Runde {round}, Tisch {table}: {names} gewinnen das Stechen',
      correctRollOff: 'Runde {round}, Tisch {table} korrigiert: {names} gewinnen das Stechen',
      count: 'Runde {round}, Tisch {table}: {name}, {what}: {n}',
      counts: 'Runde {round}, Tisch {table}: Zählungen geändert für {names}',
      unchanged: 'Runde {round}, Tisch {table}: erneut eingetragen, unverändert',
      arrive: '{name} ist gekommen',
      leave: '{name} geht',
      leaveNow: '{name} ist vor Beginn der Runde gegangen; ein Geist übernimmt den Platz',
      passDie: '{name} hat den Wanderwürfel bekommen',
      finish: 'Abend beendet',
      rollOffs: '{name} hat das Stechen um {prize} gewonnen',
      rollOffsNone: 'Stechen um einen Preis entschieden',
      undo: 'Rückgängig gemacht',
    },
  },
  setup: {
    title: 'Dieser Abend hat noch nicht begonnen',
    guests: 'Gäste: {names}',
  },
  guests: {
    confirmLeave: '{name} geht nach dieser Runde, ein Geist übernimmt den Platz. Sicher?',
    confirmLeaveWhen:
      '{name} geht, ein Geist übernimmt den Platz. Jetzt, bevor diese Runde gespielt wird (noch ist kein Ergebnis eingetragen), oder nach ihr?',
    leaveNow: 'Jetzt, vor dieser Runde',
    leaveAfter: 'Nach dieser Runde',
    arriveLaterHint:
      'Es sind schon Ergebnisse eingetragen: Der Gast setzt sich ab der nächsten Runde dazu. Ein neuer Name wird auch in die Liste aufgenommen.',
    arriveNowHint:
      'Noch ist kein Ergebnis eingetragen: Der Gast übernimmt schon in dieser Runde einen leeren Platz (einen Geist). Ein neuer Name wird auch in die Liste aufgenommen.',
    arriveNow: 'Jetzt platzieren',
    title: 'Gäste kommen und gehen',
    arrive: 'Ein Gast kommt',
    arriveButton: 'Ab nächster Runde setzen',
    arriving: '{name} spielt ab der nächsten Runde mit.',
    leaving: '{name} geht nach dieser Runde; ein Geist übernimmt den Platz.',
    leave: 'Ein Gast geht',
  },
  prizesPanel: {
    confirmFinish:
      'Es sind noch {left} Runden zu spielen. Den Abend jetzt beenden und die Preise vergeben?',
    nobody: 'Niemand erfüllt die Bedingung',
    rollOffNeeded: 'Gleichstand zwischen {names}: ein Stechen entscheidet.',
    sameRollOff:
      'Dasselbe Stechen wie für {prize} entscheidet: Wer hat den letzten Bunco gewürfelt?',
    shared: 'Geteilt von {names}',
    finishHint:
      '{played} von {total} Runden gespielt. Beenden Sie den Abend, um die Preise zu vergeben.',
    finish: 'Abend beenden',
    skipped: { pointsMissing: '{step} nicht gewertet: nicht in jeder Runde notiert bei {names}.' },
    decidedBy: {
      buncos: 'Gleichstand nach Buncos entschieden.',
      points: 'Gleichstand nach Punkten entschieden.',
      rollOff: 'Gleichstand durch Stechen entschieden.',
      shared: 'Die Gleichstehenden teilen ihn.',
    },
    wonRollOff: '{name} gewinnt das Stechen',
    ceremony: 'Ansicht für die Preisverleihung',
    printResults: 'Ergebnisse drucken',
    exportJson: 'Abend speichern (JSON)',
    exportCsv: 'Rangliste speichern (CSV)',
    savedTo: 'Gespeichert unter {path}',
  },
  roster: {
    title: 'Gästeliste',
    newPerson: 'Neue Person',
    showArchived: 'Archivierte zeigen',
    name: 'Name',
    nights: 'Abende',
    actions: 'Aktionen',
    rename: 'Umbenennen',
    unarchive: 'Wiederherstellen',
    archive: 'Archivieren',
    mergeTitle: 'Zwei Einträge für eine Person?',
    mergeFrom: 'Diesen Eintrag …',
    mergeInto: '… mit diesem zusammenführen',
    merge: 'Zusammenführen',
  },
  season: {
    title: 'Saisonwertung',
    from: 'Von',
    to: 'Bis',
    empty: 'In diesem Zeitraum wurden keine Runden gespielt.',
    nights: 'Abende',
    prizes: 'Preise',
    order:
      'Geordnet nach Siegen, dann Buncos, dann Name; wer in beidem gleich ist, teilt den Platz.',
  },
  projector: {
    charity: {
      raised: '{amount} gesammelt',
      goal: 'von {amount}',
      cause: 'Für {cause}',
      label: 'Gesammeltes Geld im Verhältnis zum Ziel',
      raffle: 'Tombola-Ziehung',
      fiftyFifty: '50/50-Ziehung',
      drawing: 'Ziehung …',
      ticket: 'Los {ticket}',
      donor: 'Gespendet von {donor}',
      half: 'Gewinnt {amount}',
      buyer: 'Gekauft von {buyer}',
      noBuyer: 'Prüfen Sie Ihre Lose!',
      last: 'Letzte Ziehung',
      notStarted: 'Willkommen! Die erste Runde beginnt gleich.',
    },
    hidden: 'Rangliste verborgen bis zur Preisvergabe',
    prizes: 'Preise',
    rollOffPending: 'Stechen steht noch aus',
    nobody: 'Niemand',
    shared: 'Geteilt',
    open: 'Beamer-Ansicht öffnen',
    roundOver: 'Runde {n} ist vorbei: Suchen Sie Ihren neuen Tisch!',
    waiting: 'Warten auf den Beginn des Abends …',
    over: 'Der Abend ist vorbei!',
    dieHolder: 'Wanderwürfel: {name}',
    top: 'Spitze',
    seating: 'Sitzplan dieser Runde',
    page: 'Tische {first}–{last} von {total}',
  },
  print: {
    intro:
      'Drucken Sie die Zettel, bevor die Gäste kommen, und die Ergebnisse nach der letzten Runde. Jedes Dokument öffnet sich in einem Vorschaufenster mit Drucktaste oder kann als PDF gespeichert werden.',
    blanks: 'Leere Spielzettel für Nachzügler',
    open: 'Vorschau und Druck',
    save: 'Als PDF speichern …',
    progress: '{done} von {total} Seiten fertig',
    working: 'Wird vorbereitet …',
    opened: 'Im Vorschaufenster angezeigt ({pages}).',
    notOpened: 'Die Vorschau ließ sich nicht öffnen; speichern Sie die Datei stattdessen.',
    kinds: {
      scoreSheets: 'Spielzettel',
      tallies: 'Tischzettel',
      rules: 'Regelblatt',
      tableCards: 'Tischkarten',
      seatingChart: 'Sitzplan',
      results: 'Ergebnisse',
      tableSigns: slidesDe.signs.title,
    },
    hints: {
      scoreSheets: 'Einer pro Gast, mit einer Zeile je Runde.',
      tallies: 'Einer pro Tisch für den laufenden Stand jedes Teams.',
      rules: 'Die Hausregeln des Abends auf einer Seite.',
      tableCards: 'Eine Karte pro Tisch mit den vier Namen.',
      seatingChart: 'Alle Tische auf einer Seite.',
      results: 'Rangliste und Preise des Abends.',
      tableSigns: slidesDe.signs.hint,
    },
  },
  storage: {
    recoveredTitle: 'Ihre Datendatei war beschädigt',
    recoveredText:
      'Sie wurde unverändert als {file} beiseitegelegt, und die App hat mit einer neuen Datei begonnen. Sie können unten eine Sicherung wiederherstellen.',
    keptData:
      'Ihr Journal war beschädigt und wurde (mit einer Kopie der Datei) als {file} beiseitegelegt; die Daten in der Datei selbst bleiben erhalten. Eine Sicherung kann auch wiederhergestellt werden.',
    backupsTitle: 'Sicherungen',
    backupsHint:
      'Die App sichert Ihre Daten nach jeder Runde und beim Beenden und behält jede Runde des laufenden Abends sowie die letzten 10 anderen. Beim Wiederherstellen startet die App mit dieser Sicherung neu; Ihr jetziger Stand wird vorher gesichert.',
    backupNow: 'Jetzt sichern',
    backedUp: 'Sicherung erstellt.',
    confirmRestore: 'Die Sicherung vom {when} wiederherstellen? Die App startet damit neu.',
    restoreYes: 'Ja, wiederherstellen',
    cancel: 'Abbrechen',
    restore: 'Diese Sicherung wiederherstellen',
    noBackups: 'Es gibt keine Sicherungen zum Wiederherstellen.',
    restarting: 'Wird wiederhergestellt … die App startet mit der Sicherung neu.',
    reasons: {
      round: 'nach einer Runde',
      quit: 'beim Beenden',
      manual: 'von Hand',
      'before-restore': 'vor einer Wiederherstellung',
      'before-open': 'wie beim Start vorgefunden',
    },
    unreadableTitle: 'Einige gespeicherte Einstellungen konnten nicht gelesen werden',
    unreadableText:
      'Sie sind in der Datendatei beschädigt; bis Sie sie ändern, gelten ihre Standardwerte: {values}.',
    storedValue: 'der gespeicherte Wert „{key}“',
  },
  settings: {
    title: 'Einstellungen',
    language: 'Sprache',
    paperSize: 'Papierformat',
    paper: { letter: 'Letter (US)', a4: 'A4' },
    theme: 'Darstellung',
    themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
    textSize: 'Schriftgröße',
    textSizeHint:
      'Großdruck: Die Bildschirme der App sowie die gedruckten Spielzettel und Strichlisten werden damit größer. Handys behalten ihre eigene Größe, die auf jedem Handy eingestellt wird.',
    textSizes: { standard: 'Normal', large: 'Groß', largest: 'Sehr groß' },
    saved: 'Gespeichert.',
  },
  counts: {
    sets: { one: '{n} Satz', other: '{n} Sätze' },
    guests: { one: '{n} Gast', other: '{n} Gäste' },
    tables: { one: '{n} Tisch', other: '{n} Tische' },
    ghosts: {
      one: '{n} leerer Platz, gespielt von einem Geist',
      other: '{n} leere Plätze, gespielt von Geistern',
    },
    wins: { one: '{n} Sieg', other: '{n} Siege' },
    losses: { one: '{n} Niederlage', other: '{n} Niederlagen' },
    buncos: { one: '{n} Bunco', other: '{n} Buncos' },
    minis: { one: '{n} Mini-Bunco', other: '{n} Mini-Buncos' },
    pages: { one: '{n} Seite', other: '{n} Seiten' },
  },
  languages: { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' },
  names: {
    alreadyGuest: '{name} ist heute schon Gast.',
    onRoster:
      '{name} steht schon in der Liste: oben auswählen oder eine andere Person mit diesem Namen hinzufügen.',
    alreadyPlaying: '{name} spielt heute schon mit.',
    pickOne: 'Welche Person namens {name} ist gekommen?',
    someoneElse: 'Jemand anderes namens {name} …',
    tellApart:
      'Woran man diese Person namens {name} erkennt: ein Anfangsbuchstabe oder ein paar Worte',
    noteNeeded:
      'Tippen Sie einen Anfangsbuchstaben oder ein paar Worte: Sie stehen überall neben dem Namen.',
    addNamesake: 'Diese Person namens {name} hinzufügen',
    tooLong: 'Ein Name hat höchstens {max} Zeichen; dieser hat {count}.',
  },
  numbers: {
    notWhole: '„{label}“ braucht eine ganze Zahl von {min} bis {max}.',
    tooSmall: '„{label}“ ist mindestens {min} (eine ganze Zahl von {min} bis {max}).',
    tooBig: '„{label}“ ist höchstens {max} (eine ganze Zahl von {min} bis {max}).',
    fixFirst: 'Korrigieren Sie zuerst die oben markierten Zahlen.',
  },
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
        'Runde {round} hat erst Ergebnisse einiger Tische (fehlende Tische: {tables}). Tragen Sie die übrigen ein oder machen Sie diese Ergebnisse rückgängig, bevor der Abend endet.',
      roundCommitted:
        'Runde {round} ist bereits abgeschlossen. Ändern Sie sie über eine Korrektur.',
      roundNotOpen: 'Runde {round} hat nicht begonnen; aktuell ist Runde {current}.',
      roundNotPlayed: 'Runde {round} wurde nicht gespielt und kann nicht korrigiert werden.',
      tableTwice: 'Tisch {table} kommt zweimal vor.',
      missingResults:
        'Runde {round} kann noch nicht abgeschlossen werden: kein Sieger für Tisch {tables}.',
      noSuchTable: 'In Runde {round} gibt es keinen Tisch {table} (Tische 1 bis {tables}).',
      count: {
        wipeoutsOff: '{player} kann keine Nullrunde haben: Nullrunden gibt es heute nicht.',
        onesRound:
          '{player} kann in Runde {round} keine Nullrunde haben: Sie sucht die Einsen, und gleiche Einsen sind dort ein Bunco.',
        buncoEnds:
          '{player} kann nicht {count} Buncos in einer Runde haben: Heute beendet ein Bunco die Runde sofort.',
        targetBuncos:
          '{player} kann nicht {count} Buncos in einer Runde haben: Allein bis {target} Punkte sind es höchstens {most}.',
        targetMinis:
          '{player} kann nicht {count} Mini-Buncos in einer Runde haben: Allein bis {target} Punkte sind es höchstens {most}.',
        tableBuncoEnds:
          'Tisch {table} kann nicht {count} Buncos in einer Runde haben: Heute beendet der erste Bunco die Runde sofort.',
        unusualBuncos:
          '{count} Buncos für {player} in einer Runde sind ungewöhnlich (20.000 simulierte Runden ergaben nie mehr als {most}): Der Gastgeber bestätigt das in der Ergebniseingabe.',
        unusualMinis:
          '{count} Mini-Buncos für {player} in einer Runde sind ungewöhnlich (20.000 simulierte Runden ergaben nie mehr als {most}): Der Gastgeber bestätigt das in der Ergebniseingabe.',
        unusualWipeouts:
          '{count} Nullrunden für {player} in einer Runde sind ungewöhnlich (20.000 simulierte Runden ergaben nie mehr als {most}): Der Gastgeber bestätigt das in der Ergebniseingabe.',
      },
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
      leaveNowTooLate:
        'Runde {round} hat schon Ergebnisse, daher kann {player} erst danach gehen; ab der nächsten Runde übernimmt ein Geist den Platz.',
      dieDisabled: 'Der Wanderwürfel wird heute nicht verwendet (siehe Preiseinstellungen).',
      noSuchPrize: 'Der Preis {prize} wird heute nicht vergeben.',
      notTied: '{player} gehört nicht zu den Gleichstehenden bei {prize}.',
    },
    sync: {
      lock: {
        foreign:
          'Die Sperrdatei dieses Ordners (club.json) stammt nicht von Bunco Night: Es wurde nichts gelesen.',
        newer:
          'Dieser Ordner wurde von einem neueren Bunco Night gesperrt: Aktualisieren Sie diesen Computer, um ihn zu lesen.',
        unreadable:
          'Die Sperrdatei des Ordners wird noch kopiert: Versuchen Sie es gleich noch einmal.',
      },
      notShared: 'Dieser Club wird auf diesem Computer über keinen Ordner geteilt.',
      versionGone:
        'Diese Fassung des Abends liegt nicht mehr im Club-Ordner. Sehen Sie erneut in den Ordner und wählen Sie dann.',
      noDialog: 'Dieser Computer kann hier keine Ordnerauswahl zeigen.',
      locked:
        'Dieser Ordner ist mit einer Passphrase gesperrt: Geben Sie die Passphrase des Clubs ein, um ihn zu lesen.',
      wrongPassphrase: 'Diese Passphrase öffnet diesen Ordner nicht.',
      folderGone:
        'Der gemeinsame Ordner ist nicht zu finden: Ist das Laufwerk oder der Stick angeschlossen?',
      noClub:
        'Dieser Ordner enthält noch keinen Club: Teilen Sie einen Club von dem Laptop aus, der ihn hat.',
    },
    club: {
      notFound: 'Diesen Club gibt es auf diesem Computer nicht.',
      refused: 'Das geht im Club nicht: {problems}',
    },
    fundraiser: fundraiserErrorsDe,
    store: {
      nightNotFound: 'Abend {id} gibt es nicht.',
      personNotFound: 'Eintrag {id} gibt es nicht.',
      nameEmpty: 'Ein Name darf nicht leer sein.',
      mergeSame: 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden.',
      personMerged: '{name} wurde mit einem anderen Eintrag zusammengeführt; verwenden Sie diesen.',
      nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
      nothingToRedo: 'Es gibt nichts wiederherzustellen.',
      importNotNight:
        'Diese Datei ist kein von Bunco Night gespeicherter Abend. Es wurde nichts importiert.',
      importInvalid:
        'Diese Datei kann nicht importiert werden: {problem}. Es wurde nichts importiert.',
      importVersion:
        'Diese Datei stammt von einer neueren Version von Bunco Night (Format {found}). Es wurde nichts importiert.',
      mergeOverlap:
        '{name} hat am selben Abend wie dieser Eintrag gespielt, es sind also verschiedene Personen.',
      wrongNight: '{what} gehört zu einem anderen Abend.',
      nightDamaged:
        'Dieser Abend ist beschädigt und kann nicht mehr geändert werden: Seine gespeicherte Aktion Nr. {event} {problem} Was davor liegt, kann weiterhin angesehen und als Datei gespeichert werden.',
      damage: {
        notJson: 'ist nicht lesbar (kein gültiges JSON).',
        notAction: 'ist keine Aktion, die die App kennt (bei „{where}“).',
        refused: 'wird von den Regeln abgelehnt: {reason}',
        rules: 'Die Spielregeln erlauben das nicht.',
      },
      importTooBig:
        'Diese Datei ist größer als {size} MB und damit zu groß für einen von Bunco Night gespeicherten Abend. Es wurde nichts importiert.',
      importTooMany:
        'Diese Datei enthält {count} Aktionen; ein von Bunco Night gespeicherter Abend hat höchstens {max}. Es wurde nichts importiert.',
      importRefused:
        'Diese Datei kann nicht importiert werden, ihre Aktion Nr. {action} wird abgelehnt: {reason} Es wurde nichts importiert.',
      importUnknownPlayer:
        'Diese Datei kann nicht importiert werden: Sie nennt einen Spieler ({player}), der nicht unter ihren Personen ist. Es wurde nichts importiert.',
      importNoCreate:
        'Diese Datei kann nicht importiert werden: Sie beginnt nicht mit dem Anlegen des Abends. Es wurde nichts importiert.',
      importPersonTwice:
        'Diese Datei kann nicht importiert werden: Sie führt den Spieler {player} zweimal auf. Es wurde nichts importiert.',
    },
    text: {
      forbiddenChar:
        'Der Text enthält ein unsichtbares Zeichen ({char}), das die Leserichtung verändern oder das Layout stören kann. Entfernen Sie es und versuchen Sie es erneut.',
    },
    storeCopyFailed:
      'Die Datendatei konnte vor dem Öffnen nicht in die Sicherungen kopiert werden und wurde unverändert gelassen. Schaffen Sie Platz (oder prüfen Sie den Sicherungsordner) und starten Sie die App neu.',
    startFailed:
      'Bunco Night konnte nicht starten ({detail}). Ihre gespeicherten Daten bleiben unverändert erhalten.',
    importFailed: 'Die Datei konnte nicht geprüft werden ({detail}). Es wurde nichts importiert.',
  },
  notices: {
    appRolled: 'Die App hat für „{prize}“ gewürfelt: {throws}. {name} gewinnt.',
    leftNow:
      '{name} ist gegangen: Ab dieser Runde spielt ein Geist den Platz, die Sitzordnung ist angepasst.',
    undid: 'Rückgängig gemacht: {what}',
    rollOffDropped:
      'Das Stechen um „{prize}“ muss wiederholt werden: {player} hat jetzt einen weiter oben stehenden Preis.',
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
    closeWindow: 'Fenster schließen',
    services: 'Dienste',
    hide: 'Bunco Night ausblenden',
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    window: 'Fenster',
    minimize: 'Im Dock ablegen',
    zoom: 'Zoomen',
    front: 'Alle nach vorne bringen',
    projectorNextScreen: 'Projektor auf den nächsten Bildschirm, Vollbild',
    saveReport: 'Bericht für die Entwickler speichern…',
    reportSaved:
      'Bericht gespeichert als {file}. Hängen Sie ihn an Ihre Fehlermeldung an: Er enthält die Versionen der App, die Prüfung des Datenordners und das Ende des Protokolls, ohne Namen von Gästen.',
  },
  fundraiser: { ...fundraiserDe, screen: fundraiserScreenDe },
  tools: toolsDe,
  clock: clockDe,
  playoff: playoffDe,
  slides: slidesDe,
  phones: phonesDe,
  club: clubDe,
  transfer: {
    newClubs: 'Clubs, die hinzukämen: {names}.',
    updatedClubs: 'Clubs hier, die aktualisiert würden: {names}.',
    importedClubs: 'Clubs: {added} hinzugefügt, {updated} aktualisiert.',
    title: 'Auf einen anderen Computer umziehen',
    hint: 'Speichern Sie alles (die Gästeliste, jeden Abend und die Einstellungen) in einer Datei und öffnen Sie diese Datei in Bunco Night auf dem anderen Computer. Personen und Abende, die er schon hat, werden erkannt und nie doppelt hinzugefügt; die Saisonwertung umfasst dann die Abende beider Computer.',
    export: 'Alles in eine Datei speichern',
    savedTo: 'Gespeichert als {path}.',
    open: 'Datei von einem anderen Computer öffnen …',
    fileFrom: 'Diese Datei wurde am {when} gespeichert.',
    toAdd: 'Hinzuzufügen: {people} und {nights}.',
    alreadyHere: 'Schon vorhanden: {people} und {nights}.',
    newPeople: 'Neue Personen: {names}',
    newNights: 'Neue Abende: {titles}',
    nameTwins:
      'Hier trägt schon jemand den Namen von {names}: Sie bleiben verschiedene Personen. Ist es dieselbe Person, führen Sie die Einträge in der Gästeliste zusammen.',
    otherNights:
      'Schon vorhanden, mit anderen Ergebnissen; sie bleiben, wie sie auf diesem Computer sind: {titles}',
    nothingNew: 'Alles aus dieser Datei ist schon auf diesem Computer.',
    takeSettings: 'Auch ihre Einstellungen übernehmen (Sprache, Papierformat, Darstellung)',
    import: 'Importieren',
    cancel: 'Abbrechen',
    imported:
      'Importiert: {people} und {nights}. Vorher wurde eine Sicherung der Daten dieses Computers erstellt.',
    count: {
      people: { one: '{n} Person', other: '{n} Personen' },
      nights: { one: '{n} Abend', other: '{n} Abende' },
    },
    errors: {
      notTransferFile:
        'Diese Datei ist keine „Auf einen anderen Computer umziehen“-Datei von Bunco Night. Es wurde nichts importiert.',
      invalid: 'Diese Datei kann nicht importiert werden: {problem}. Es wurde nichts importiert.',
      newerVersion:
        'Diese Datei stammt aus einer neueren Version von Bunco Night (Format {found}). Es wurde nichts importiert.',
      tooBig: 'Diese Datei ist zu groß für eine Bunco-Night-Datei.',
    },
  },
}
