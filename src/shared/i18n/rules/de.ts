import { playoffDe } from '../playoff/de'
import type { RuleTexts } from './format'

/** Das Regelblatt auf Deutsch: alles, was die Spiellogik über die Hausregeln sagen kann. */
export const de: RuleTexts = {
  title: 'Hausregeln',
  sections: {
    setup: 'Vorbereitung',
    night: 'Der Abend',
    scoring: 'Punkte',
    roundEnd: 'Ende einer Runde',
    moving: 'Tische und Partner',
    movingAlone: 'Tische',
    sheet: 'Ihr Spielzettel',
    die: 'Wanderwürfel',
    prizes: 'Preise',
  },
  gap: ' ',
  then: ', dann ',
  say: {
    'setup.gear': 'Jeder Tisch bekommt {dice} Würfel, einen Zählblock und einen Stift.',
    'setup.gearAlone': 'Der Tisch bekommt {dice} Würfel, einen Zählblock und einen Stift.',
    'setup.bell': 'Der Kopftisch (Tisch 1) bekommt dazu eine Glocke.',
    'setup.scorekeeper':
      'An jedem Tisch führt eine Person den Zählblock und würfelt zuerst; danach gehen die Würfel nach links weiter.',
    'setup.scorekeeperAlone':
      'Eine Person führt den Zählblock und würfelt zuerst; danach gehen die Würfel nach links weiter.',
    'setup.callBunco': 'Wer einen Bunco würfelt, ruft laut „Bunco!“.',
    'night.sets':
      '{sets} Sätze zu je sechs Runden, insgesamt {rounds} Runden. Jede Runde sucht ihre eigene Zahl: Runde 1 eines Satzes die Einsen, bis zu den Sechsen in Runde 6; jeder Satz beginnt wieder bei den Einsen.',
    'night.oneSet':
      'Ein Satz mit sechs Runden. Jede Runde sucht ihre eigene Zahl: Runde 1 die Einsen, bis zu den Sechsen in Runde 6.',
    'night.teams':
      'Vier Personen pro Tisch in zwei Teams: Partner sitzen sich gegenüber (Nord mit Süd gegen Ost mit West).',
    'night.individual': 'Jeder spielt für sich, an einem einzigen Tisch.',
    'night.ghosts':
      'Ein leerer Stuhl wird zum Geist: Sein Partner würfelt auch für ihn. Ein Geist gewinnt nie einen Preis.',
    'night.comeAndGo':
      'Geister bleiben auf die Tische verteilt: Ein Spieler kann dafür den Platz mit einem tauschen. Wer vor Beginn einer Runde geht, ist ab ihr ein Geist.',
    'scoring.dice':
      'Gewürfelt wird mit {dice} Würfeln. Jeder Würfel mit der Zahl der Runde zählt 1 Punkt.',
    'scoring.bunco':
      'Zeigen alle {dice} Würfel die Zahl der Runde, ist das ein Bunco: 21 Punkte insgesamt.',
    'scoring.mini':
      'Ein Mini-Bunco sind {count} gleiche Würfel einer anderen Zahl: {points} Punkte.',
    'scoring.miniSplit':
      'Ein Mini-Bunco sind {count} gleiche Würfel einer anderen Zahl: {lower} Punkte, wenn diese Zahl kleiner ist als die der Runde, {higher}, wenn sie größer ist.',
    'scoring.miniWipeout':
      'Ein Mini-Bunco sind {count} gleiche Würfel einer anderen Zahl außer der Eins: {points} Punkte ({count} Einsen sind eine Nullrunde).',
    'scoring.miniSplitWipeout':
      'Ein Mini-Bunco sind {count} gleiche Würfel einer anderen Zahl außer der Eins: {lower} Punkte, wenn diese Zahl kleiner ist als die der Runde, {higher}, wenn sie größer ist ({count} Einsen sind eine Nullrunde).',
    'scoring.turn':
      'Sie behalten die Würfel, solange Ihre Würfe punkten. Ein Wurf ohne Punkte beendet Ihren Zug, und die Würfel gehen nach links weiter.',
    'scoring.wipeout':
      'Nullrunde: {count} Einsen in einer Runde, die nicht die Einsen sucht, löschen die Punkte Ihres Teams in dieser Runde, und die Würfel gehen weiter.',
    'scoring.wipeoutAlone':
      'Nullrunde: {count} Einsen in einer Runde, die nicht die Einsen sucht, löschen Ihre Punkte in dieser Runde, und die Würfel gehen weiter.',
    'scoring.noWipeout':
      'Heute keine Nullrunde: {count} Einsen außerhalb der Einser-Runde sind ein Mini-Bunco wie jeder andere.',
    'scoring.own':
      'Ein Bunco zählt für die Person, die am Zug ist, nie für den Partner. Würfelt ein Partner im Zug eines Geists, zählt dieser Bunco für den Geist, nicht für den Partner.',
    'scoring.miniNotBunco': 'Ein Mini-Bunco zählt nicht als Bunco.',
    'end.headTarget':
      'Die Runde endet an allen Tischen, sobald ein Team am Kopftisch {target} Punkte erreicht und läutet.',
    'end.headBunco': 'Ein Bunco am Kopftisch lässt die Glocke ebenfalls läuten, egal wie es steht.',
    'end.finishTurn':
      'Wenn die Glocke läutet, beendet die Person mit den Würfeln ihren Zug und würfelt weiter, bis ein Wurf nichts bringt; wer an einem anderen Tisch schon mit seinem Zug begonnen hat, beendet ihn ebenfalls.',
    'end.othersPassTarget':
      'Die anderen Tische dürfen über {target} Punkte kommen, und ein Bunco dort beendet die Runde nicht.',
    'end.buncoStopsAll':
      'Ein Bunco an irgendeinem Tisch beendet die Runde sofort an allen Tischen: Niemand spielt seinen Zug zu Ende.',
    'end.eachTable':
      'Jeder Tisch spielt für sich, bis eines seiner Teams {target} Punkte hat; die Person mit den Würfeln beendet dann ihren Zug.',
    'end.individual':
      'Wer zuerst {target} Punkte erreicht, gewinnt die Runde sofort; niemand würfelt danach noch.',
    'end.winner':
      'An jedem Tisch gewinnt das Team mit mehr Punkten die Runde. Jede Runde beginnt wieder bei 0.',
    'end.tie':
      'Bei Gleichstand am Tisch gibt es ein Stechen: Der Schreiber beginnt, jeder hat einen Zug, und das wiederholt sich, bis ein Team vorne liegt.',
    'move.line': '{where}: {winners}, {losers}.',
    'move.part.head': 'Kopftisch',
    'move.part.middle': 'Tische dazwischen',
    'move.part.last': 'Letzter Tisch',
    'move.part.others': 'Alle anderen Tische',
    'move.winners.stay': 'die Sieger bleiben',
    'move.winners.up': 'die Sieger rücken einen Tisch auf',
    'move.winners.down': 'die Sieger rücken einen Tisch ab',
    'move.winners.last': 'die Sieger gehen an den letzten Tisch',
    'move.losers.stay': 'die Verlierer bleiben',
    'move.losers.up': 'die Verlierer rücken einen Tisch auf',
    'move.losers.down': 'die Verlierer rücken einen Tisch ab',
    'move.losers.last': 'die Verlierer gehen an den letzten Tisch',
    'move.oneTable':
      'Mit nur einem Tisch wechselt niemand den Tisch; in jeder Runde rückt eine Person einen Stuhl weiter, so wechseln die Partner.',
    'move.split':
      'Das Team, das an seinem Tisch bleibt, trennt sich: Die beiden spielen gegeneinander, jeder mit einem Neuankömmling als Partner.',
    'move.mix':
      'Die Partner werden so gewählt, dass niemand zwei Runden hintereinander denselben Partner hat und jeder möglichst viele Partner trifft.',
    'move.classic':
      'Ein Team, das an einen Tisch kommt, an dem niemand geblieben ist, bleibt zusammen.',
    'move.individual': 'Niemand wechselt den Tisch.',
    'move.groups':
      'Die Tische bilden {groups} Gruppen; jede Gruppe hat ihren eigenen Kopftisch, und Tisch- und Partnerwechsel finden innerhalb der Gruppe statt, wie an einem eigenen Abend.',
    'move.groupsStay': 'Alle bleiben den ganzen Abend in ihrer Gruppe.',
    'move.groupsWinnersUp':
      'Nach jeder Runde tauschen die Gewinner am Kopftisch jeder Gruppe die Plätze mit den Verlierern am letzten Tisch der Gruppe darüber.',
    'clock.bellOnly':
      'Jede Runde dauert {minutes} Minuten auf der Uhr des Gastgebers; nur ihre Glocke beendet sie, weder Punkte noch ein Bunco.',
    'clock.bellOrScore':
      'Eine Runde endet auch, wenn ihre {minutes} Minuten auf der Uhr des Gastgebers um sind.',
    'clock.atBell':
      'Bei dieser Glocke hören alle nach dem laufenden Wurf auf; das vordere Team gewinnt, ein Gleichstand geht ins Stechen unten.',
    'clock.move':
      'Zwischen den Runden gibt es {seconds} Sekunden für den Tischwechsel; dann startet die Uhr der nächsten Runde von selbst.',
    'clock.hostStarts': 'Der Gastgeber startet die Uhr jeder Runde, sobald alle sitzen.',
    'clock.moveOnly': 'Zwischen den Runden gibt es {seconds} Sekunden für den Tischwechsel.',
    'sheet.marks':
      'Kreisen Sie nach jeder Runde G (gewonnen) oder V (verloren) auf Ihrem Spielzettel ein; Partner bekommen dasselbe Zeichen.',
    'sheet.marksAlone':
      'Kreisen Sie nach jeder Runde G (gewonnen) oder V (verloren) auf Ihrem Spielzettel ein.',
    'sheet.buncos': 'Zählen Sie jeden Bunco, der in Ihrem eigenen Zug fällt.',
    'sheet.minis': 'Zählen Sie auch Ihre Mini-Buncos.',
    'sheet.wipeouts': 'Zählen Sie auch Ihre Nullrunden.',
    'die.off': 'Heute kein Wanderwürfel.',
    'die.passes': 'Der Wanderwürfel geht an den, der {trigger} würfelt.',
    'die.trigger.bunco': 'einen Bunco',
    'die.trigger.face': '{count} {face}er',
    'die.prize': 'Wer ihn nach der letzten Runde hat, gewinnt seinen Preis.',
    'die.noPrize': 'Heute gibt es für ihn keinen Preis: Er ist nur zum Spaß dabei.',
    'prizes.overall': 'Gesamtsieger des Abends: wer die meisten Runden gewonnen hat.',
    'prizes.item': '{n}. {prize} ({tie})',
    'prizes.tie.chain': 'Gleichstand: {chain}',
    'prizes.tie.share': 'bei Gleichstand geteilt',
    'prizes.tie.rollOff': 'Gleichstand: Stechen',
    'prizes.breaker.buncos': 'meiste Buncos',
    'prizes.breaker.points': 'meiste Punkte',
    'prizes.breaker.rollOff': 'Stechen',
    'prizes.endShared': 'sonst geteilt',
    'prizes.rollOff':
      'Stechen um einen Preis: Jeder Gleichstehende würfelt einmal mit drei Würfeln; die höchste Summe gewinnt, bei Gleichstand an der Spitze wird neu gewürfelt.',
    'prizes.pointsNote':
      'Punkte entscheiden einen Gleichstand nur, wenn sie in jeder Runde jedes Gleichstehenden notiert wurden; sonst wird dieser Schritt übersprungen.',
    'prizes.onePrize':
      'Ein Preis pro Person: Wer schon einen weiter oben stehenden Preis hat, wird übersprungen.',
    'prizes.manyPrizes': 'Eine Person kann mehrere Preise gewinnen.',
    'prizes.playoff': playoffDe.rule,
    'prizes.none': 'Heute keine Preise.',
    'count.3': 'drei',
    'count.4': 'vier',
    'prize.mostWins': 'Meiste Siege',
    'prize.mostBuncos': 'Meiste Buncos',
    'prize.mostLosses': 'Meiste Niederlagen',
    'prize.evenSplit': 'Gleich viele Siege wie Niederlagen',
    'prize.lastBunco': 'Letzter Bunco des Abends',
    'prize.travelingDie': 'Inhaber des Wanderwürfels',
    'prize.mostMinis': 'Meiste Mini-Buncos',
  },
}
