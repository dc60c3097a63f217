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
