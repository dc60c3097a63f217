// A charity Bunco's money and door (issue #37): the ledger, the raffle and the 50/50, the
// attendee import and the desk's search. Pure TypeScript, no platform imports.

/** Every refusal's message key (under 'errors.fundraiser.') and the function that throws one. */
export { FUNDRAISER_KEY_PREFIX, FUNDRAISER_REFUSALS, refuse } from './refusals'
/** A refusal's key. */
export type { FundraiserRefusal } from './refusals'
/** Money as checked whole minor units, and exact sums. */
export { MAX_AMOUNT_MINOR, addMinor, checkMinor, checkPositiveMinor, sumMinor } from './amounts'
/** The 50/50's split: half to its winner, the odd cent to the cause. */
export { splitFiftyFifty } from './fiftyFifty'
/** The 50/50's split's shape. */
export type { FiftyFiftySplit } from './fiftyFifty'
/** The log's closed lists. */
export {
  ENTRY_KINDS,
  PAYMENT_METHODS,
  PAYOUT_KINDS,
  REGISTRATION_SOURCES,
  TICKET_GAMES,
} from './events'
/** The log's events and the state they build. */
export type {
  Donation,
  EntryKind,
  FundraiserEvent,
  FundraiserSettings,
  FundraiserState,
  MoneyMethod,
  Payment,
  PaymentMethod,
  Payout,
  PayoutKind,
  Refund,
  Registration,
  RegistrationSource,
  TicketGame,
  TicketSale,
} from './events'
/** The ledger: a new fundraiser, one event applied, a whole log replayed. */
export {
  applyFundraiserEvent,
  applyFundraiserEvents,
  checkSettings,
  createFundraiser,
  entryPrice,
  replayFundraiser,
} from './ledger'
/** What a guest still owes at the door. */
export { stillDue } from './desk'
/** The 50/50's prize id and its sales so far. */
export { FIFTY_FIFTY_PRIZE, fiftyFiftySales } from './games'
/** The money raised, its parts and their check. */
export { moneyRaised } from './raised'
/** The money raised's shape. */
export type { MoneyRaised } from './raised'
/** Every money movement, and the treasurer's tables by method and by device. */
export { RAISED_PARTS, flowByDevice, flowByMethod, movements } from './movements'
/** Movement and table shapes. */
export type { FlowLine, Movement, RaisedPart } from './movements'
/** The cash drawer's count against the cash recorded. */
export { cashDrawer } from './drawer'
/** The drawer count's shape. */
export type { DrawerCount } from './drawer'
/** A raffle's ticket book: ranges, prizes, prices. */
export {
  MAX_RANGE_TICKETS,
  MAX_TICKET_NUMBER,
  addPrize,
  checkPrices,
  checkRange,
  emptyBook,
  rangeOf,
  rangeSize,
  sellRange,
  soldCount,
  soldIndexOf,
  ticketAtSoldIndex,
  ticketsPrice,
} from './raffle'
/** Ticket book shapes. */
export type {
  RaffleBook,
  RaffleDraw,
  RafflePrize,
  SoldRange,
  TicketPrices,
  TicketRange,
} from './raffle'
/** Draws: uniform over the tickets that can still win, recorded, redrawn when unclaimed. */
export {
  drawOf,
  drawTicket,
  eligibleCount,
  markUnclaimed,
  prizeWon,
  recordDraw,
} from './raffleDraws'
/** The random source a draw takes. */
export type { RandomIndex } from './raffleDraws'
/** The chi-square test of the draws' uniformity. */
export { chiSquareP, chiSquareStatistic, drawChiSquareP, logGamma, upperGammaQ } from './chiSquare'
/** The attendee import: read whole or refused whole, with its guesses and flags. */
export { amountOf, parseAttendeesCsv, paymentMethodOf } from './attendeesCsv'
/** The attendee import's shapes. */
export type { AttendeeCsvOptions, AttendeeList, AttendeeRow, RowFlag } from './attendeesCsv'
/** RFC 4180 records, the delimiter's guess, the binary check and the size bounds. */
export { CSV_DELIMITERS, CSV_LIMITS, guessDelimiter, looksBinary, parseCsv, stripBom } from './csv'
/** A delimiter. */
export type { CsvDelimiter } from './csv'
/** The fields of an attendee file and the header's guess. */
export { ATTENDEE_FIELDS, guessColumns, hasNameColumn } from './csvColumns'
/** Field and column map shapes. */
export type { AttendeeField, ColumnMap } from './csvColumns'
/** Duplicates and near-duplicates flagged. */
export { editDistance, flagDuplicates, nameKey } from './duplicates'
/** Duplicate flag shapes. */
export type { DuplicateFlag, DuplicateInput, DuplicateKind } from './duplicates'
/** Which encoding a file's bytes are in. */
export { guessEncoding, isValidUtf8 } from './encoding'
/** An encoding label. */
export type { TextEncodingLabel } from './encoding'
/** Names folded for comparing and searching. */
export { foldText, foldWords } from './fold'
/** The door desk's search-as-you-type. */
export { buildDeskIndex, searchDesk } from './deskSearch'
/** Desk search shapes. */
export type { DeskEntry, DeskHit, DeskIndex, DeskMatch } from './deskSearch'
/** The label sheets name tags print on, and where each tag goes. */
export { LABEL_SHEET, LABEL_SHEETS, labelBox, labelsPerSheet, tagPlaces } from './labelSheets'
/** A label sheet's shapes. */
export type { LabelSheet, LabelSheetKind } from './labelSheets'
/** A donation's receipt. */
export { donationReceipt } from './receipt'
/** A donation receipt's shape. */
export type { DonationReceipt } from './receipt'
/** The treasurer's report as data, and as a CSV a spreadsheet opens. */
export { REPORT_PARTS, treasurerReport } from './treasurerReport'
/** The treasurer's report's shapes. */
export type {
  DrawRow,
  FlowRow,
  PaymentRow,
  RefundRow,
  ReportNames,
  ReportPart,
  TreasurerReport,
} from './treasurerReport'
/** The treasurer's CSV. */
export { treasurerCsv } from './treasurerCsv'
/** CSV cells safe from formula injection, records, a whole file, and amounts as decimals. */
export { csvAmount, csvCell, csvDocument, csvRow } from './csvCells'
/** The log as kept and moved: each stored event's schema, and the whole log folded. */
export {
  FundraiserEntrySchema,
  FundraiserEventSchema,
  FundraiserSettingsSchema,
  MAX_FUNDRAISER_EVENTS,
  foldLog,
  foldOnto,
  readStoredEvent,
} from './stored'
/** One entry of the log: its seq, time, device and event. */
export type { FundraiserEntry } from './stored'
/** What the organiser and the desk ask for, and the events each becomes. */
export { FundraiserActionSchema, ID_PREFIXES, eventsOf } from './actions'
/** An action and what main adds to it. */
export type { ActionContext, FundraiserAction } from './actions'
/** The fundraiser as the screens read it. */
export { doorCounts, fundraiserView } from './views'
/** View shapes. */
export type { AttendeePreview, DoorCounts, FundraiserView } from './views'
/** An attendee list as registrations and the payments made before the night. */
export { attendeeEvents, entryKindOf } from './attendeeEvents'
/** Windows-1252 read as browsers read it (Node's own decoder reads it as Latin-1). */
export { decodeWindows1252 } from './windows1252'
