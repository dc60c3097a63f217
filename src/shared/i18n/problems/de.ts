import type { ProblemTexts } from './format'

/** Deutsche Texte der Probleme, die die Spiellogik meldet. */
export const de: ProblemTexts = {
  where: {
    round: 'Runde {round}: ',
    table: 'Tisch {table}: ',
    roundTable: 'Runde {round}, Tisch {table}: ',
  },
  names: {
    sets: 'Sätze',
    target: 'Punkte bis Rundenende',
    roundEnd: 'Eine Runde endet',
    movement: 'Tischwechsel',
    partners: 'Partner',
    play: 'Spielweise',
    lowTriple7: 'Kleiner Drilling zählt 7',
    wipeout: 'Nullrunde',
    fourDice: 'Vier Würfel',
    recordMinis: 'Mini-Buncos notieren',
    recordWipeouts: 'Nullrunden notieren',
    onePrizePerPerson: 'Ein Preis pro Person',
    travelingDie: 'Wanderwürfel',
    prizes: 'Preise',
    tieBreak: 'Reihenfolge bei Gleichstand',
    buncos: 'Buncos',
    minis: 'Mini-Buncos',
    wipeouts: 'Nullrunden',
    travels: 'Würfe für den Wanderwürfel',
    lastBunco: 'letzter Bunco',
    dieHolder: 'Inhaber des Wanderwürfels',
  },
  codes: {
    'rules.notObject': 'Die Hausregeln müssen eine Sammlung von Optionen sein, nicht {got}.',
    'rules.unknown': '„{option}“ ist keine Hausregel.',
    'rules.range':
      'Die Einstellung „{option}“ muss eine ganze Zahl von {min} bis {max} sein, nicht {got}.',
    'rules.choice': 'Die Einstellung „{option}“ muss {allowed} sein, nicht {got}.',
    'rules.toggle': 'Die Option „{option}“ ist an oder aus, nicht {got}.',
    'rules.prizesList': 'Die Preise müssen eine Liste sein, nicht {got}.',
    'rules.prizeEntry': 'Preis Nummer {index} ist keine Preiseinstellung: {got}.',
    'rules.prizeCategory': 'Preis Nummer {index} muss einer von {allowed} sein, nicht {got}.',
    'rules.prizeTwice': 'Der Preis {prize} steht zweimal in der Liste.',
    'rules.prizeEnabled': 'Der Preis {prize} ist an oder aus, nicht {got}.',
    'rules.prizeTie':
      'Ein Gleichstand beim Preis {prize} wird mit {allowed} entschieden, nicht {got}.',
    'rules.tieBreak':
      'Die Reihenfolge bei Gleichstand nennt Schritte aus {allowed}, jeden einmal, nicht {got}.',
    'rules.travelingDie': 'Die Einstellung des Wanderwürfels ist ungültig: {got}.',
    'rules.dieEnabled': 'Der Wanderwürfel ist an oder aus, nicht {got}.',
    'rules.passOn':
      'Der Wanderwürfel wandert bei einem Bunco oder bei einer Augenzahl von 1 bis 6, nicht {got}.',
    'rules.diePrizeNeedsDie':
      'Der Preis für den Wanderwürfel braucht den eingeschalteten Wanderwürfel.',
    'rules.minisPrizeNeedsMinis':
      'Der Preis für die meisten Mini-Buncos braucht notierte Mini-Buncos.',
    'players.idText': 'Jeder Spieler braucht einen Namen, nicht {got}.',
    'players.idGhost': '{got} ist für Geister reserviert.',
    'players.idTwice': '{player} steht zweimal in der Liste.',
    'players.tooFew': 'Bunco braucht mindestens 2 Spieler; es sind {count}.',
    'players.individualCount':
      'Jeder für sich spielen 2 bis 4 Personen an einem Tisch; es sind {count}.',
    'players.tableTooFew': 'Jeder für sich braucht mindestens 2 Spieler am Tisch.',
    'players.scorekeeperEmpty': 'Der Platz {seat} des Schreibers ist leer.',
    'players.rollOffEmpty': 'Ein Stechen braucht mindestens einen Spieler.',
    'players.rollOffTwice': 'Ein Stechen nennt denselben Spieler zweimal.',
    'dice.face': 'Die Zahl der Runde muss eine Augenzahl von 1 bis 6 sein, nicht {got}.',
    'dice.count': 'Ein Wurf braucht {need} Würfel; angegeben waren {got}.',
    'dice.value': 'Ein Würfel zeigt 1 bis 6, nicht {got}.',
    'changes.alreadySeated': '{player} sitzt schon an einem Tisch.',
    'changes.notSeated': '{player} saß in der letzten Runde nicht am Tisch.',
    'changes.leaveTwice': '{player} geht zweimal.',
    'changes.tooFew': 'Bunco braucht mindestens 2 Spieler; es blieben nur {count}.',
    'changes.individualCount':
      'Jeder für sich spielen 2 bis 4 Personen an einem Tisch; es wären {count}.',
    'plan.roundNumber': 'Die Rundennummer muss 1 oder mehr sein, nicht {got}.',
    'plan.setFace': 'Runde {round} gehört zu Durchgang {set} und zielt auf {face}er.',
    'plan.noTables': 'Die Sitzordnung hat keine Tische.',
    'plan.individualOneTable': 'Jeder für sich wird an einem Tisch gespielt.',
    'plan.tableOrder': 'Die Tische müssen der Reihe nach von 1 bis {tables} nummeriert sein.',
    'plan.seatEmpty': 'Platz {seat} ist leer.',
    'plan.seatTwice': '{player} sitzt auf zwei Plätzen.',
    'plan.ghostTeam': 'Team {team} besteht aus zwei Geistern.',
    'result.unknownPlayer': '{player} sitzt nicht an diesem Tisch ({field}).',
    'result.count': 'Die {field} von {player} müssen eine ganze Zahl ab 0 sein, nicht {got}.',
    'result.twoWinners': 'Bitte einen Sieger angeben, nicht {got}.',
    'result.noWinner': 'Es wurde kein Sieger angegeben.',
    'result.badTeam': 'Sieger ist Nord–Süd oder Ost–West, nicht {got}.',
    'result.points': 'Die Punkte müssen ganze Zahlen ab 0 sein, nicht {got}.',
    'result.tiedNoRollOff':
      'Gleichstand bei {points} Punkten: der Sieger muss aus einem Stechen kommen.',
    'result.fewerPoints': 'Das Siegerteam {winner} hat weniger Punkte ({ns}–{ew}).',
    'result.badSeat': 'Sieger ist ein Platz, N, O, S oder W, nicht {got}.',
    'result.emptySeat': 'Der Platz {seat} des Siegers ist leer.',
    'result.noSuchTable': 'Es gibt keinen Tisch {table}; die Runde hat die Tische 1 bis {tables}.',
    'result.tableTwice': 'Dieser Tisch hat zwei Ergebnisse.',
    'result.missing': 'Tisch {table} hat kein Ergebnis.',
    'result.unknownMarked': '{player} hat in dieser Runde nicht gespielt ({field}).',
    'history.roundNumber': 'Die Sitzordnung nennt Runde {got}.',
    'history.seed': 'Die Sitzordnung wurde für einen anderen Abend ausgelost.',
    'history.empty': 'Es wurde noch keine Runde gespielt.',
    'night.over': 'Der Abend ist vorbei: alle {rounds} Runden sind gespielt.',
    'table.roundOver': 'Die Runde an Tisch {table} ist vorbei.',
    'table.notOver': 'Die Runde an Tisch {table} ist noch nicht vorbei.',
    'solo.target': 'Eine Runde geht bis 21 oder 11 Punkte, nicht {got}.',
    'solo.rounds': 'Ein Spiel hat 6 oder 12 Runden, nicht {got}.',
    'solo.speed': 'Der Computer spielt normal oder schnell, nicht {got}.',
    'solo.paused': 'Das Spiel ist angehalten.',
    'solo.roundOver': 'Die Runde ist vorbei: zuerst die nächste beginnen.',
    'solo.notOver': 'Die Runde ist noch nicht vorbei, oder das Spiel ist zu Ende.',
    'keeper.rounds': 'Ein geführter Tisch spielt 1 bis 48 Runden, nicht {got}.',
    'keeper.noBell':
      'Nur ein Tisch, der das Rundenende nicht bestimmt, hört die Glocke des Kopftischs, und nur während gespielt wird.',
    'keeper.noStop':
      'Nur eine Regel, bei der ein Bunco alle Tische stoppt, hält diesen Tisch an, und nur während gespielt wird.',
    'keeper.nothingToUndo': 'Es gibt nichts rückgängig zu machen.',
    'keeper.lastRound': 'Das war die letzte Runde.',
    'keeper.nightMoved':
      'Der Abend ist jetzt bei Runde {now}; dieser Tisch hat Runde {kept} geführt.',
    'keeper.tableGone': 'Tisch {table} spielt in dieser Runde des Abends nicht.',
    'keeper.alreadySent': 'Das Ergebnis dieser Runde wurde schon an den Abend geschickt.',
    'keeper.waitNight':
      'Runde {round} des Abends ist noch nicht abgeschlossen: die nächste Sitzordnung steht fest, sobald der Gastgeber weitergeht.',
    'pot.amount':
      'Der Topf muss eine ganze Zahl von Cent (oder Yen) sein, von 0 bis 100.000.000.000, nicht {got}.',
    'pot.percent':
      'Der Anteil des Preises {prize} muss ein Prozentsatz von 0 bis 100 mit höchstens zwei Nachkommastellen sein, nicht {got}.',
    'pot.percentSum': 'Die Anteile der Preise ergeben {got} %, mehr als der ganze Topf.',
    'pot.prizeTwice': 'Der Preis {prize} hat zwei Anteile am Topf.',
    'pot.unsettled':
      'Für den Preis {prize} steht noch ein Stechen aus, bevor der Topf aufgeteilt werden kann.',
    'money.currency':
      '„{got}“ ist keine Währung, die dieser Computer kennt; nehmen Sie einen Code aus drei Buchstaben wie EUR, USD oder JPY.',
    'money.negative': 'Ein Betrag kann nicht negativ sein: „{got}“.',
    'money.notAmount':
      '„{got}“ ist kein Betrag: tippen Sie Ziffern, mit Komma oder Punkt vor den Cent.',
    'money.decimals': '„{got}“ hat zu viele Nachkommastellen: diese Währung hat {digits}.',
    'money.tooLarge': '„{got}“ ist mehr, als die App in einem Topf zählt.',
    'club.exists': 'Diesen Club gibt es schon.',
    'club.notCreated': 'Diesen Club gibt es (noch) nicht.',
    'club.unknownEntry': 'Dieser Abend steht nicht im Terminplan des Clubs.',
    'club.unknownSeason': 'Diese Saison gehört nicht zu diesem Club.',
    'club.entryOutside':
      'Der {date} liegt außerhalb der Saison, die vom {start} bis zum {end} läuft.',
    'club.seasonDates': 'Die Saison kann nicht enden ({end}), bevor sie beginnt ({start}).',
    'club.seasonEmpty':
      'Diese Saison hat noch keinen Abend: Tragen Sie zuerst einen Abend in den Terminplan ein.',
    'club.entryPlayed': 'Der Abend vom {date} wurde gespielt; er bleibt im Terminplan.',
    'club.nightTwice': 'Diese Partie ist schon der Clubabend vom {date}.',
    'club.subIsMember':
      '{person} ist Mitglied des Clubs: Mitglieder kommen als sie selbst, nicht als Ersatz.',
    'club.notInClub': '{person} ist weder Mitglied noch Ersatz in diesem Club.',
    'club.subForMember': '{person} ist kein Mitglied, also muss niemand einspringen.',
    'club.subForComing': '{person} kommt an diesem Abend, also muss niemand einspringen.',
    'club.subForTaken': '{sub} springt an diesem Abend schon für {person} ein.',
    'club.memberReplaced':
      'Für {person} springt an diesem Abend jemand ein; entfernen Sie zuerst den Ersatz.',
    'playoff.field': 'Ein Finalfeld hat {allowed} Spieler, nicht {got}.',
    'playoff.tooFew':
      'Ein Finalfeld mit {field} braucht mindestens {field} Spieler; gespielt haben {players}.',
    'playoff.rollOffPicks':
      'Um die letzten {places} Plätze würfeln {players} aus; die Gewinner müssen {places} von ihnen sein, nicht {got}.',
    'playoff.tableUnplayed': 'Tisch {table} der Endrunde hat noch keinen Gewinner.',
    'groups.tooSmall':
      '{tables} Tische ergeben keine {groups} Gruppen mit je mindestens {min} Tischen.',
    'groups.noTable': 'Tisch {table} gehört zu keiner Gruppe.',
    'groups.individual': 'Tischgruppen brauchen Teamspiel: Im Einzelspiel gibt es nur einen Tisch.',
  },
}
