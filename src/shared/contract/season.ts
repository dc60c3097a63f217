import { nightSchemas as n } from '../schemas/night'
import type { SeasonRow } from '../views'
import { call } from './call'

/** The season's calls: standings over the nights played. */
export const seasonCalls = {
  'season:standings': call(n.seasonStandings).returns<SeasonRow[]>(),
}
