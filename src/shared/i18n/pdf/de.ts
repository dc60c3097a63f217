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
    guest: 'Gast',
    table: 'Tisch {n}',
    headTable: 'Kopftisch',
    round: 'Runde {n}',
    set: 'Satz {n}',
    setRound: 'Satz {set}, Runde {round}',
    rollFor: 'Gesucht: {face}er',
    seats: { N: 'Nord', E: 'Ost', S: 'Süd', W: 'West' },
    seatShort: { N: 'N', E: 'O', S: 'S', W: 'W' },
    teams: { NS: 'N–S', EW: 'O–W' },
    page: 'Seite {n} von {total}',
  },
  scoreSheet: {
    title: 'Spielzettel',
    name: 'Name',
    start: 'Erster Platz',
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
    hint: 'Nach jeder Runde G oder V einkreisen (beide Partner gleich) und die eigenen Buncos zählen.',
  },
  tally: {
    title: 'Tischzettel',
    playTo: 'Gespielt wird bis {target} Punkte',
    round: 'Runde',
    target: 'Zahl',
    team: 'Team {team}',
    player: 'Platz {seat}',
    winner: 'Sieger',
    hint: 'Die Punkte jedes Teams laufend addieren; am Rundenende den Sieger ankreuzen.',
    hintAlone: 'Die Punkte jedes Spielers laufend addieren; am Rundenende den Sieger ankreuzen.',
    alone: 'Wer zuerst {target} erreicht, gewinnt die Runde sofort.',
    head: {
      headTable:
        'Läuten, sobald ein Team an diesem Tisch {target} erreicht: Die Runde endet überall.',
      anyBuncoEndsRound:
        'Läuten, sobald ein Team hier {target} erreicht oder jemand einen Bunco würfelt: Die Runde endet überall.',
      eachTableToTarget: 'Dieser Tisch spielt für sich bis {target}.',
    },
    other: {
      headTable: 'Weiterwürfeln, bis der Kopftisch läutet; mehr als {target} ist erlaubt.',
      anyBuncoEndsRound:
        'Aufhören, wenn die Glocke läutet; selbst läuten, wenn hier jemand einen Bunco würfelt.',
      eachTableToTarget: 'Dieser Tisch spielt für sich bis {target}.',
    },
  },
  rules: {
    title: 'Hausregeln',
    sections: {
      night: 'Der Abend',
      scoring: 'Punkte',
      roundEnd: 'Ende einer Runde',
      moving: 'Tische und Partner',
      movingAlone: 'Tische',
      sheet: 'Ihr Spielzettel',
      die: 'Wanderwürfel',
      prizes: 'Preise',
    },
    night: {
      sets: '{sets} Sätze zu je sechs Runden, insgesamt {rounds} Runden. Runde 1 eines Satzes sucht die Einsen, Runde 2 die Zweien und so weiter bis zu den Sechsen; jeder Satz beginnt wieder bei 1.',
      oneSet:
        'Ein Satz mit sechs Runden: Runde 1 sucht die Einsen, Runde 2 die Zweien und so weiter bis zu den Sechsen.',
      teams:
        'Vier Personen pro Tisch in zwei Teams: Partner sitzen sich gegenüber (Nord mit Süd gegen Ost mit West).',
      individual: 'Jeder spielt für sich, an einem einzigen Tisch.',
      ghosts:
        'Füllen die Gäste den letzten Tisch nicht, wird ein leerer Stuhl zum Geist: Sein Partner würfelt auch für ihn. Ein Geist gewinnt nie einen Preis.',
    },
    scoring: {
      dice3: 'Gewürfelt wird mit drei Würfeln. Jeder Würfel mit der Zahl der Runde zählt 1 Punkt.',
      dice4: 'Gewürfelt wird mit vier Würfeln. Jeder Würfel mit der Zahl der Runde zählt 1 Punkt.',
      bunco3: 'Zeigen alle drei Würfel die Zahl der Runde, ist das ein Bunco: 21 Punkte insgesamt.',
      bunco4:
        'Zeigen alle vier Würfel die Zahl der Runde, ist das ein Bunco: 21 Punkte, und die Runde endet an allen Tischen.',
      mini: 'Ein Dreierpasch einer anderen Zahl ist ein Mini-Bunco und zählt 5 Punkte.',
      miniLow7:
        'Ein Dreierpasch einer anderen Zahl ist ein Mini-Bunco: 7 Punkte, wenn diese Zahl kleiner ist als die der Runde, sonst 5.',
      mini4:
        'Ein Viererpasch einer anderen Zahl: 5 Punkte, wenn sie kleiner ist als die der Runde, 7, wenn größer.',
      turn: 'Sie behalten die Würfel, solange Ihre Würfe punkten. Ein Wurf ohne Punkte beendet Ihren Zug: Die Würfel gehen an den linken Nachbarn.',
      wipeoutOn:
        'Wipeout: Drei Einsen in einer Runde, die nicht die Einsen sucht, löschen die Punkte Ihres Teams in dieser Runde, und die Würfel gehen weiter.',
      wipeoutOff: 'Heute kein Wipeout: Drei Einsen sind ein Dreierpasch wie jeder andere.',
      own: 'Ein Bunco gehört dem Spieler, der ihn gewürfelt hat, nicht dem Partner.',
      miniNotBunco: 'Ein Mini-Bunco zählt nicht als Bunco.',
    },
    roundEnd: {
      headTable:
        'Die Runde endet für alle, sobald ein Team am Kopftisch {target} Punkte hat und läutet; wer gerade würfelt, beendet seinen Zug. Die anderen Tische dürfen über {target} kommen, und ein Bunco dort ändert nichts.',
      anyBuncoEndsRound:
        'Die Runde endet für alle, sobald ein Team am Kopftisch {target} Punkte hat oder jemand an irgendeinem Tisch einen Bunco würfelt; wer gerade würfelt, beendet seinen Zug.',
      eachTableToTarget: 'Jeder Tisch spielt für sich, bis eines seiner Teams {target} Punkte hat.',
      individual: 'Wer zuerst {target} Punkte erreicht, gewinnt die Runde sofort.',
      winner:
        'An jedem Tisch holt sich das punktstärkere Team die Runde. Punkte werden nie übertragen: Jede Runde beginnt bei 0.',
      tie: 'Bei Gleichstand am Tisch gibt es ein Stechen: Der Schreiber beginnt, jeder hat einen Zug, und das wiederholt sich, bis ein Team vorne liegt.',
    },
    moving: {
      progressive:
        'Kopftisch: Die Sieger bleiben, die Verlierer gehen an Tisch 2. Andere Tische: Die Sieger steigen einen Tisch auf, die Verlierer einen ab; am letzten Tisch bleiben die Verlierer sitzen.',
      headLosersToBottom:
        'Kopftisch: Die Sieger bleiben, die Verlierer wechseln an den letzten Tisch. Andere Tische: Die Sieger steigen einen Tisch auf, die Verlierer bleiben.',
      mix: 'Zwei Sieger, die an ihrem Tisch bleiben, trennen sich und spielen gegeneinander, jeder mit einem Neuankömmling. Die Partner werden so gewählt, dass niemand zwei Runden hintereinander denselben Partner hat und jeder möglichst viele Partner trifft.',
      classic:
        'Zwei Sieger, die an ihrem Tisch bleiben, trennen sich und spielen gegeneinander, jeder mit einem Neuankömmling. Ein Team, das an einen Tisch kommt, an dem niemand geblieben ist, bleibt zusammen.',
      individual: 'Niemand wechselt den Tisch.',
    },
    sheet: {
      base: 'Kreisen Sie nach jeder Runde G (gewonnen) oder V (verloren) auf Ihrem Spielzettel ein; beide Partner bekommen dasselbe Zeichen. Zählen Sie jeden Bunco, den Sie selbst würfeln.',
      baseAlone:
        'Kreisen Sie nach jeder Runde G (gewonnen) oder V (verloren) auf Ihrem Spielzettel ein. Zählen Sie jeden Bunco, den Sie selbst würfeln.',
      minis: 'Zählen Sie auch Ihre Mini-Buncos.',
      wipeouts: 'Zählen Sie auch Ihre Wipeouts.',
    },
    die: {
      on: 'Der Wanderwürfel geht an den, der {trigger} würfelt. Wer ihn am Ende des Abends hat, gewinnt seinen Preis.',
      off: 'Heute kein Wanderwürfel.',
      bunco: 'einen Bunco',
      face: 'drei {face}er',
    },
    prizes: {
      overall: 'Gesamtsieger des Abends: wer die meisten Rundensiege hat.',
      item: '{n}. {prize} ({tie})',
      tie: {
        chain: 'Gleichstand: {chain}',
        share: 'bei Gleichstand geteilt',
        rollOff: 'Gleichstand: Stechen',
      },
      then: ', dann ',
      endShared: 'sonst geteilt',
      breakers: { buncos: 'meiste Buncos', points: 'meiste Punkte', rollOff: 'Stechen' },
      rollOff:
        'Stechen um einen Preis: Jeder Gleichstehende würfelt einmal mit drei Würfeln; die höchste Summe gewinnt, bei Gleichstand an der Spitze wird neu gewürfelt.',
      onePrizeOn:
        'Ein Preis pro Person: Wer schon einen weiter oben stehenden Preis hat, wird übersprungen.',
      onePrizeOff: 'Eine Person kann mehrere Preise gewinnen.',
      none: 'Heute keine Preise.',
    },
  },
  prizes: {
    mostWins: 'Meiste Siege',
    mostBuncos: 'Meiste Buncos',
    mostLosses: 'Meiste Niederlagen',
    evenSplit: 'Gleich viele Siege wie Niederlagen',
    lastBunco: 'Letzter Bunco des Abends',
    travelingDie: 'Wanderwürfel',
    mostMinis: 'Meiste Mini-Buncos',
  },
  cards: {
    partners: 'Partner sitzen sich gegenüber',
    fold: 'Hier falten',
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
    decidedBy: {
      outright: 'eindeutig',
      buncos: 'nach Buncos',
      points: 'nach Punkten',
      rollOff: 'nach Stechen',
      shared: 'geteilt',
    },
    tied: 'Gleichstand: {names}',
    after: 'Nach {played} von {total} Runden.',
    provisional: 'Der Abend ist nicht beendet: Die Preise sind vorläufig.',
    nothing: 'Es wurde noch keine Runde gespielt.',
  },
}
