import type { FundraiserErrorTexts } from './types'

/** Ablehnungen eines Benefizabends auf Deutsch (unter errors.fundraiser). */
export const fundraiserErrorsDe: FundraiserErrorTexts = {
  money: {
    notWhole:
      '{field}: {got} ist kein ganzer Betrag. Geld wird in der kleinsten Einheit der Währung gezählt, nie in Bruchteilen davon.',
    negative: '{field}: Ein Betrag kann nicht negativ sein ({got}).',
    zero: '{field}: Der Betrag kann nicht null sein.',
    tooLarge: '{field}: {got} ist mehr, als ein Benefizabend je einnimmt. Bitte den Betrag prüfen.',
  },
  settings: {
    currency:
      '„{got}“ ist keine Währung, die dieser Computer kennt. Bitte einen Code aus drei Buchstaben wie EUR, USD, GBP oder JPY verwenden.',
  },
  event: {
    idTwice: 'Das ist schon erfasst ({id}): Nichts wird doppelt gezählt.',
    unknown: '„{got}“ ist keine Auswahl, die der Benefizabend kennt.',
    time: '„{got}“ ist kein lesbares Datum mit Uhrzeit.',
    text: '{field}: Der Text fehlt oder ist länger als 500 Zeichen.',
  },
  registration: {
    unknown: 'Dieser Gast steht nicht auf der Liste (an einem anderen Einlass entfernt?).',
    name: 'Ein Gast braucht einen Vornamen oder einen Nachnamen.',
    freePriced: 'Ein Freiplatz kostet nichts: Er kann nicht {price} kosten.',
    alreadyArrived:
      'Dieser Gast ist schon eingelassen (vielleicht am anderen Einlass): Nichts wurde doppelt gezählt.',
    notArrived: 'Dieser Gast ist nicht eingelassen, es gibt also keine Ankunft zurückzunehmen.',
    arrivedNoShow: 'Dieser Gast ist angekommen und kann nicht als nicht erschienen gelten.',
    alreadyNoShow: 'Dieser Gast ist schon als nicht erschienen markiert.',
  },
  payment: {
    unknown: 'Diese Zahlung steht nicht in den Büchern des Abends.',
    method: '„{got}“ ist keine Zahlungsart, die hier angenommen wird.',
    moreThanDue:
      'Es sind nur noch {due} offen, {got} ist mehr: Den Rest bitte als Spende erfassen.',
    freeNotZero: 'Ein Freiplatz nimmt kein Geld ein ({got} wurde eingegeben).',
  },
  refund: {
    moreThanPaid: 'Von dieser Zahlung können nur noch {left} erstattet werden, {got} ist mehr.',
    free: 'Ein Freiplatz hat nichts eingenommen, es gibt also nichts zu erstatten.',
  },
  raffle: {
    range:
      '{first} bis {last} ist keine Losreihe: Bitte ganze Zahlen bis 9.999.999 verwenden, die erste nicht größer als die letzte.',
    rangeTooLong:
      'Die Lose {first} bis {last} sind mehr als {max} in einem Verkauf: Bitte die Nummern prüfen.',
    rangeOverlap:
      'Die Lose {first} bis {last} überschneiden sich mit den schon verkauften Losen {soldFirst} bis {soldLast}: Kein Los wird zweimal verkauft.',
    ticketNotSold: 'Los {ticket} wurde nicht verkauft und kann nicht gewinnen.',
    noTicketSold: 'Es ist noch kein Los verkauft, es gibt also nichts zu ziehen.',
    noTicketLeft:
      'Alle {sold} verkauften Lose haben schon gewonnen, und heute gewinnt kein Los zweimal.',
    ticketWonBefore: 'Los {ticket} hat schon gewonnen, und heute gewinnt ein Los nur einmal.',
    ticketUnclaimed:
      'Los {ticket} wurde schon gezogen und sein Preis nicht abgeholt: Es kann nicht mehr gewinnen.',
    prizeUnknown: 'Dieser Preis steht nicht auf der Liste der Tombola.',
    prizeTwice: 'Dieser Preis steht schon auf der Liste.',
    prizeDrawn: 'Dieser Preis wurde schon gezogen.',
    drawUnknown: 'Diese Ziehung steht nicht in den Büchern.',
    drawNotStanding:
      'Diese Ziehung ist schon als nicht abgeholt markiert; ihr Preis wird neu gezogen.',
    drawPaid: 'Der 50/50-Gewinner ist ausgezahlt: Diese Ziehung bleibt.',
    strip: 'Ein Streifen hat mindestens zwei Lose, {size} geht also nicht.',
    salesClosed: 'Die 50/50-Ziehung ist gelaufen: Dafür können keine Lose mehr verkauft werden.',
    random:
      'Die Zufallsziehung ergab eine unmögliche Antwort ({got} von {n}). Nichts wurde gezogen: Bitte noch einmal versuchen.',
  },
  payout: {
    fiftyFiftyNotDrawn: 'Die 50/50-Ziehung hat noch nicht stattgefunden: Es gibt keinen Gewinner.',
    fiftyFiftyAmount: 'Dem 50/50-Gewinner stehen genau {due} zu, nicht {got}.',
    fiftyFiftyTwice: 'Der 50/50-Gewinner wurde schon ausgezahlt.',
  },
  csv: {
    empty: 'Diese Datei enthält keine Gäste. Nichts wurde importiert.',
    binary: 'Diese Datei ist keine Textliste (CSV). Nichts wurde importiert.',
    tooLarge:
      'Diese Datei ist länger als {max} Zeichen, zu lang für eine Gästeliste. Nichts wurde importiert.',
    tooManyRows: 'Diese Datei hat mehr als {max} Zeilen. Nichts wurde importiert.',
    tooManyColumns: 'Eine Zeile dieser Datei hat mehr als {max} Spalten. Nichts wurde importiert.',
    unclosedQuote:
      'Zeile {record} öffnet ein Anführungszeichen, das nie geschlossen wird. Nichts wurde importiert.',
    noNameColumn: 'Keine Spalte dieser Datei enthält Namen: Bitte die Spalte mit den Namen wählen.',
    noSuchColumn: 'Spalte {column}, gewählt für {field}, gibt es in dieser Datei nicht.',
  },
  label: {
    position:
      'Auf diesem Bogen gibt es kein Etikett {position}: Bitte eines von 1 bis {labels} wählen.',
  },
  donation: {
    unknown: 'Diese Spende steht nicht in den Büchern des Abends.',
  },
  log: {
    notStarted: 'Dieser Abend ist noch kein Benefizabend: Bitte zuerst einen daraus machen.',
    damaged:
      'Eintrag Nr. {seq} des Benefizabends ist beschädigt oder fehlt, seinen Beträgen ist nicht mehr zu trauen. Nichts wurde geändert.',
    refused: 'Eintrag Nr. {seq} des Benefizabends passt nicht zu den vorigen: {reason}',
  },
  import: {
    rowNoName:
      'Zeile {row} enthält keinen Namen: Bitte auslassen oder die Spalte mit den Namen wählen.',
  },
}
