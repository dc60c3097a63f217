// A club's season of one year with one night on its schedule, made through the page's calls as
// the club screen makes them: where the club e2e tests that share a folder start.
import type { ClubView } from '@shared/club'
import type { Page } from 'playwright-core'
import { pageCall } from './pageHelpers'

/** Adds the season `year` (wins, no minimum) and one scheduled night on `date` at `place`. */
export async function nightOnCalendar(
  page: Page,
  clubId: string,
  year: string,
  date: string,
  place: string,
): Promise<{ view: ClubView; entryId: string }> {
  const season = await pageCall<ClubView>(page, 'club:season', {
    clubId,
    name: year,
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    rules: { scoring: 'wins', placementPoints: [], minNights: 0, dropWorst: 0 },
  })
  const view = await pageCall<ClubView>(page, 'club:entry', {
    clubId,
    seasonId: season.seasons[0]?.seasonId,
    date,
    host: null,
    place,
    notes: '',
  })
  return { view, entryId: view.seasons[0]?.entries[0]?.entryId ?? '' }
}
