import { de as deRules } from '../rules/de'
import { de as ui } from '../messages/de'
import { prizeNames } from '../rules/names'
import type { PdfTexts } from './en'

/** Deutsche Texte der PDFs. */
export const de: PdfTexts = {
  documents: {
    scoreSheets: 'Spielzettel',
    tallies: 'Tischzettel',
    rules: 'Hausregeln',
    tableCards: 'Tischkarten',
    seatingChart: 'Sitzplan',
    results: 'Ergebnisse',
  },
  common: {
    ghost: 'Geist',
    ghostSeat: 'Geist (leerer Platz)',
    guest: 'Gast',
    table: 'Tisch {n}',
    headTable: 'Kopftisch',
    round: 'Runde {n}',
    set: 'Satz {n}',
    // the screen's words, so a round reads the same on screen and on paper
    setRound: ui.night.setRound,
    rollFor: 'Gesucht: {face}er',
    seats: { N: 'Nord', E: 'Ost', S: 'Süd', W: 'West' },
    seatShort: { N: 'N', E: 'O', S: 'S', W: 'W' },
    teams: { NS: 'N–S', EW: 'O–W' },
    page: 'Seite {n} von {total}',
  },
  scoreSheet: {
    title: 'Spielzettel',
    name: 'Name',
    start: 'Erster Sitzplatz',
    startAt: 'Tisch {table}, {seat}',
    round: 'Runde',
    target: 'Zahl',
    win: 'G',
    loss: 'V',
    buncos: 'Buncos',
    minis: 'Mini',
    wipeouts: 'Wipeouts',
    wins: 'Gewonnen',
    losses: 'Verloren',
  },
  tally: {
    title: 'Tischzettel',
    playToBell: 'Gespielt wird, bis der Kopftisch läutet',
    playTo: 'Gespielt wird bis {target} Punkte',
    round: 'Runde',
    target: 'Zahl',
    team: 'Team {team}',
    player: 'Platz {seat}',
    winner: 'Sieger',
    hint: 'Nach jedem Zug mit Punkten den neuen Stand des Teams ins nächste Kästchen schreiben; am Rundenende den Sieger ankreuzen.',
    hintAlone:
      'Nach jedem Zug mit Punkten den neuen Stand des Spielers ins nächste Kästchen schreiben; am Rundenende den Sieger ankreuzen.',
  },
  rules: deRules,
  prizes: prizeNames(deRules),
  cards: {
    seatsFor: 'Sitzplätze für {round}',
    partners: 'Partner sitzen sich gegenüber',
    fold: 'Hier falten',
  },
  phones: {
    table: 'Scannen, um die Ergebnisse dieses Tisches zu senden',
    guest: 'Scannen, um den eigenen Platz und die Rangliste zu sehen',
  },
  chart: {
    title: 'Sitzplan',
  },
  results: {
    title: 'Ergebnisse',
    standings: 'Rangliste',
    rank: 'Nr.',
    name: 'Name',
    wins: 'Siege',
    losses: 'Niederlagen',
    buncos: 'Buncos',
    minis: 'Mini',
    wipeouts: 'Wipeouts',
    points: 'Punkte',
    rounds: 'Runden',
    prizes: 'Preise',
    status: {
      won: 'Vergeben',
      shared: 'Geteilt',
      needsRollOff: 'Stechen nötig',
      none: 'Nicht vergeben',
    },
    leading: {
      won: 'In Führung',
      shared: 'Gemeinsam in Führung',
      needsRollOff: 'Gleichstand an der Spitze',
      none: 'Noch niemand',
    },
    skipped: {
      pointsMissing: 'Punkte nicht gewertet: nicht in jeder Runde notiert bei {names}',
    },
    decidedBy: {
      outright: 'eindeutig',
      buncos: 'nach Buncos',
      points: 'nach Punkten',
      rollOff: 'nach Stechen',
      shared: 'geteilt',
    },
    tied: 'Gleichstand: {names}',
    counts: {
      wins: { one: '{n} Sieg', other: '{n} Siege' },
      losses: { one: '{n} Niederlage', other: '{n} Niederlagen' },
      buncos: { one: '{n} Bunco', other: '{n} Buncos' },
      minis: { one: '{n} Mini-Bunco', other: '{n} Mini-Buncos' },
    },
    nobody: 'Diesen Preis erfüllt niemand.',
    noStandings:
      'Noch ist keine Runde gespielt, also hat niemand einen Platz: Die Ergebnisse nach Runde 1 erneut drucken.',
    after: 'Nach {played} von {total} Runden.',
    provisional: 'Der Abend ist nicht beendet: Die Preise sind vorläufig.',
    nothing: 'Es wurde noch keine Runde gespielt.',
  },
}
