import type { Handlers } from '@shared/contract'
import type { Language } from '@shared/settings'
import { actOnClub, createClub, saveEntry, saveSeason, startClubNight } from './clubActions'
import type { ClubDeps } from './clubLog'
import { clubSummaries, clubView, seasonReport } from './clubViews'
import { seasonCalendar } from './calendar'

// club:print is served with the other printables (print/handlers.ts): it needs the host's hooks
type ClubCalls = Exclude<Extract<keyof Handlers, `club:${string}`>, 'club:print'>

/** The club calls: each change returns the club as it now is. */
export function clubHandlers(deps: ClubDeps, language: () => Language): Pick<Handlers, ClubCalls> {
  return {
    'club:list': () => clubSummaries(deps),
    'club:create': (a) => clubView(deps, createClub(deps, a.name, a.money)),
    'club:get': (a) => clubView(deps, a.clubId),
    'club:act': (a) => clubView(deps, actOnClub(deps, a.clubId, a.action)),
    'club:season': ({ clubId, ...season }) => clubView(deps, saveSeason(deps, clubId, season)),
    'club:entry': ({ clubId, ...entry }) => clubView(deps, saveEntry(deps, clubId, entry)),
    'club:startNight': (a) => startClubNight(deps, a.clubId, a.entryId),
    'club:report': (a) => seasonReport(deps, a.clubId, a.seasonId),
    'club:calendar': (a) => seasonCalendar(deps, a.clubId, a.seasonId, a.language ?? language()),
  }
}
