// The club's rules: who comes to the next night, the season's standings, the season's money.

/** The next night's list: who comes, seats to fill for full tables, who to ask. */
export { RSVP_ANSWERS, rsvpSummary } from './rsvp'
/** RSVP types. */
export type { RsvpAnswer, RsvpInput, RsvpSummary } from './rsvp'
/** A season's standings by wins or placement points, with qualification and dropped nights. */
export { SEASON_SCORINGS, nightScore, seasonStandings } from './season'
/** Season standings types. */
export type { SeasonLine, SeasonNight, SeasonNightLine, SeasonRules, SeasonScoring } from './season'
/** The season's ledger: per person paid in, won, net; per night pot, paid out, carried, kept. */
export { seasonLedger } from './ledger'
/** Ledger types. */
export type {
  NightLedger,
  NightMoney,
  Paid,
  PersonLedger,
  PersonPayout,
  SeasonLedger,
} from './ledger'
/** A club's log: the actions a host takes, and their schemas. */
export {
  CLUB_ROLES,
  ClubActionSchema,
  ClubHostActionSchema,
  ClubMoneySchema,
  ClubUidSchema,
  CurrencySchema,
  MinorSchema,
  PAYMENT_METHODS,
  PotShareSchema,
  SeasonRulesSchema,
  ClubRecordSchema,
  LegacyClubActionSchema,
  SettledPayoutSchema,
  UidSchema,
} from './actions'
/** Club action types. */
export type {
  ClubAction,
  ClubMoney,
  ClubRecord,
  ClubRole,
  LegacyClubAction,
  PaymentMethod,
  SettledPayout,
} from './actions'
/** A club replayed from its log. */
export { applyClubAction, replayClub } from './state'
/** What a replayed club is made of, and the reads its parts share. */
export {
  checkShares,
  countedStart,
  entryOf,
  inClub,
  moneyOf,
  playingAt,
  seasonEntries,
  seasonOf,
} from './model'
/** Club state types. */
export type {
  ActionMeta,
  ClubEntry,
  ClubSeason,
  ClubState,
  Payment,
  Settlement,
  StartedNight,
  Substitution,
} from './model'
/** The club's money night by night, settled once, and a season's ledger from it. */
export {
  carryNow,
  clubLedger,
  clubMoney,
  clubSeasonLedger,
  settledAwards,
  splitOf,
} from './clubMoney'
/** Club money types. */
export type { EntryMoney, MoneyReads } from './clubMoney'
/** What the host's screens are shown of a club. */
export type {
  ClubEntryView,
  ClubPerson,
  ClubSeasonView,
  ClubSummary,
  ClubView,
  NightMoneyView,
  SeasonNightMoney,
  SeasonReport,
} from './views'
/** A club action read with other ids (a merge, another computer's store, the club's record). */
export { idsOf, legacyToRecord, remapClubAction, toLocal, toRecord, uidsOf } from './remap'
