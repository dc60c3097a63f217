/** English refusals of a fundraiser night (under errors.fundraiser), one per FUNDRAISER_REFUSALS key. */
export const fundraiserErrorsEn = {
  money: {
    notWhole:
      '{field}: {got} is not a whole amount. Money is counted in the currency’s smallest unit, never in parts of it.',
    negative: '{field}: an amount cannot be negative ({got}).',
    zero: '{field}: the amount cannot be zero.',
    tooLarge: '{field}: {got} is more than any fundraiser takes. Check the amount.',
  },
  settings: {
    currency:
      '“{got}” is not a currency this computer knows. Use a three-letter code such as USD, EUR, GBP or JPY.',
  },
  event: {
    idTwice: 'This was recorded already ({id}): it is not counted twice.',
    unknown: '“{got}” is not a choice the fundraiser knows.',
    time: '“{got}” is not a date and time the app can read.',
    text: '{field}: the text is missing, or longer than 500 characters.',
  },
  registration: {
    unknown: 'This guest is not on the list (removed at another desk?).',
    name: 'A guest needs a first name or a surname.',
    freePriced: 'A free place costs nothing: it cannot be priced at {price}.',
    alreadyArrived:
      'This guest is checked in already (perhaps at the other desk): nothing was counted twice.',
    notArrived: 'This guest is not checked in, so there is no arrival to undo.',
    arrivedNoShow: 'This guest has arrived, so they cannot be marked as a no-show.',
    alreadyNoShow: 'This guest is marked as a no-show already.',
  },
  payment: {
    unknown: 'That payment is not in the fundraiser’s records.',
    method: '“{got}” is not a way of paying that the desk takes here.',
    moreThanDue: 'Only {due} is still due, and {got} is more: record the rest as a donation.',
    freeNotZero: 'A free place takes no money ({got} was entered).',
  },
  refund: {
    moreThanPaid: 'Only {left} of this payment can still be refunded, and {got} is more.',
    free: 'A free place took no money, so there is nothing to refund.',
  },
  raffle: {
    range:
      '{first} to {last} is not a range of tickets: use whole numbers up to 9,999,999, the first no higher than the last.',
    rangeTooLong: 'Tickets {first} to {last} are more than {max} in one sale: check the numbers.',
    rangeOverlap:
      'Tickets {first} to {last} overlap tickets {soldFirst} to {soldLast}, sold already: a ticket is never sold twice.',
    ticketNotSold: 'Ticket {ticket} was not sold, so it cannot win.',
    noTicketSold: 'No ticket has been sold yet, so there is nothing to draw.',
    noTicketLeft:
      'All {sold} tickets sold have won already, and tonight a ticket cannot win twice.',
    ticketWonBefore: 'Ticket {ticket} has won already, and tonight a ticket wins only once.',
    ticketUnclaimed:
      'Ticket {ticket} was drawn before and its prize went unclaimed: it cannot win again.',
    prizeUnknown: 'That prize is not on the raffle’s list.',
    prizeTwice: 'That prize is on the list already.',
    prizeDrawn: 'That prize has been drawn already.',
    drawUnknown: 'That draw is not in the records.',
    drawNotStanding: 'That draw was marked unclaimed already, and its prize is drawn again.',
    drawPaid: 'The 50/50 winner has been paid, so that draw stands.',
    strip: 'A strip holds at least two tickets, so {size} cannot be one.',
    salesClosed: 'The 50/50 has been drawn: no more tickets can be sold for it.',
    random:
      'The random draw gave an impossible answer ({got} of {n}). Nothing was drawn: try again.',
  },
  payout: {
    fiftyFiftyNotDrawn: 'The 50/50 has not been drawn yet, so there is no winner to pay.',
    fiftyFiftyAmount: 'The 50/50 winner is owed exactly {due}, not {got}.',
    fiftyFiftyTwice: 'The 50/50 winner has been paid already.',
  },
  csv: {
    empty: 'This file holds no guests. Nothing was imported.',
    binary: 'This file is not a list in text (CSV). Nothing was imported.',
    tooLarge:
      'This file is longer than {max} characters, too long for a list of guests. Nothing was imported.',
    tooManyRows: 'This file has more than {max} rows. Nothing was imported.',
    tooManyColumns: 'A row of this file has more than {max} columns. Nothing was imported.',
    unclosedQuote: 'Row {record} opens a quotation mark that never closes. Nothing was imported.',
    noNameColumn: 'No column of this file holds names: choose the column with the names.',
    noSuchColumn: 'Column {column}, chosen for {field}, is not in this file.',
  },
  label: {
    position: 'There is no label {position} on this sheet: choose one from 1 to {labels}.',
  },
  donation: {
    unknown: 'That donation is not in the fundraiser’s records.',
  },
  log: {
    notStarted: 'This night is not a fundraiser yet: make it one first.',
    damaged:
      'The fundraiser’s record no. {seq} is damaged or missing, so its money cannot be trusted. Nothing was changed.',
    refused: 'The fundraiser’s record no. {seq} does not fit the ones before it: {reason}',
  },
  import: {
    rowNoName: 'Row {row} holds no name: leave it out, or choose the column with the names.',
  },
}
