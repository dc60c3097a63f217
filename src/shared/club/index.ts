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
} from './actions'
/** Club action types. */
export type { ClubAction, ClubMoney, ClubRole, PaymentMethod } from './actions'
/** A club replayed from its log. */
export {
  applyClubAction,
  checkShares,
  entryOf,
  moneyOf,
  playingAt,
  replayClub,
  seasonEntries,
  seasonOf,
} from './state'
/** Club state types. */
export type { ClubEntry, ClubSeason, ClubState, Payment, Substitution } from './state'
/** The club's money night by night, and a season's ledger from it. */
export { clubMoney, clubSeasonLedger, settledAwards } from './clubMoney'
/** Club money types. */
export type { AwardsOf, EntryMoney } from './clubMoney'
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
/** A club action read with other ids (a merge, another computer's store). */
export { idsOf, remapClubAction } from './remap'
/** Club id map type. */
export type { ClubIdMap } from './remap'
