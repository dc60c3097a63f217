// What two laptops did apart to one scheduled night, said to the host with the choice it has: a
// night started on two laptops (both kept, the season counts one until the host picks), or one
// removed from the schedule on a laptop that had not seen it played (it stays, marked).
import { countedStart } from '@shared/club'
import type { ClubChoice } from '@shared/sync/views'
import { readClub, type ClubDeps } from '../club/clubLog'
import { localNight, progressOf } from '../club/clubReads'

/** The club's scheduled nights that need the host's choice; `name` gives a laptop's name. */
export function clubChoices(
  deps: ClubDeps,
  clubId: string,
  name: (laptop: string) => string,
): ClubChoice[] {
  const { state } = readClub(deps, clubId)
  const out: ClubChoice[] = []
  for (const entry of state.entries.values()) {
    const { entryId, date } = entry
    if (entry.starts.length > 1) {
      const counted = countedStart(entry, (night) => progressOf(deps, night))?.night
      const starts = entry.starts.map((s) => ({
        night: s.night,
        nightId: localNight(deps, s.night),
        laptopName: name(s.laptop),
        counted: s.night === counted,
      }))
      out.push({ kind: 'startedTwice', entryId, date, starts })
    }
    if (entry.removedBy !== null)
      out.push({ kind: 'removedWhilePlayed', entryId, date, by: name(entry.removedBy) })
  }
  return out.sort((a, b) => a.date.localeCompare(b.date))
}
