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

/**
 * Ann creates a club of four (typed on the club screen), puts a night on its calendar, does
 * `beforeShare` (a night started, say), shares it through the folder panel as "Ann’s laptop";
 * Bea's laptop joins it from the folder as "Bea’s laptop".
 */
export async function clubSharedByTwo(
  ann: Page,
  bea: Page,
  club: { name: string; date: string; place: string },
  beforeShare: (clubId: string, entryId: string) => Promise<void> = () => Promise.resolve(),
): Promise<{ clubId: string; entryId: string }> {
  await ann.getByTestId('nav-club').click()
  await ann.getByTestId('club-name').pressSequentially(club.name)
  await ann.getByTestId('club-create-button').click()
  await ann.getByTestId('club-title').waitFor()
  const clubId = (await pageCall<{ clubId: string }[]>(ann, 'club:list', {}))[0]?.clubId ?? ''
  for (const name of ['Ann', 'Bea', 'Cal', 'Dot']) {
    await ann.getByTestId('club-person-name').pressSequentially(name)
    await ann.getByTestId('club-person-add').click()
    await ann.getByText(name, { exact: true }).first().waitFor()
  }
  const year = club.date.slice(0, 4)
  const { entryId } = await nightOnCalendar(ann, clubId, year, club.date, club.place)
  await beforeShare(clubId, entryId)
  await ann.getByTestId('club-tab-folder').click()
  await ann.getByTestId('sync-laptop-name').pressSequentially('Ann’s laptop')
  await ann.getByTestId('sync-pick').click()
  await ann.getByTestId('sync-folder').waitFor()
  await bea.getByTestId('nav-club').click()
  await bea.getByTestId('join-laptop-name').pressSequentially('Bea’s laptop')
  await bea.getByTestId('join-pick').click()
  await bea.getByTestId('club-title').waitFor()
  return { clubId, entryId }
}
