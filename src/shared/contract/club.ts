import { clubSchemas as c } from '../club/calls'
import type { ClubSummary, ClubView, SeasonReport } from '../club/views'
import type { ExportedFile, NightView, SavedFile } from '../views'
import { call, NoArgs } from './call'

/** The club's calls: its people, seasons, schedule, RSVPs and money, and its nights. */
export const clubCalls = {
  'club:list': call(NoArgs).returns<ClubSummary[]>(),
  'club:create': call(c.create).returns<ClubView>(),
  'club:get': call(c.ref).returns<ClubView>(),
  'club:act': call(c.act).returns<ClubView>(),
  'club:season': call(c.season).returns<ClubView>(),
  'club:entry': call(c.entry).returns<ClubView>(),
  'club:startNight': call(c.startNight).returns<NightView>(),
  'club:report': call(c.seasonRef).returns<SeasonReport>(),
  'club:calendar': call(c.calendar).returns<ExportedFile>(),
  /** A season's report or schedule as PDF: saved (SavedFile), or opened to print with `open`. */
  'club:print': call(c.print).returns<SavedFile | { opened: boolean; pages: number }>(),
}
