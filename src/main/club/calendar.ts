// The season's schedule as an iCalendar file (RFC 5545, see icsText.ts): one all-day event per
// scheduled night, with the host and the place, that a phone's calendar imports. Each event's
// UID is the night's id on the schedule, so importing twice updates.
import { seasonEntries, seasonOf } from '@shared/club'
import { translate } from '@shared/i18n'
import type { Language } from '@shared/settings'
import type { ExportedFile } from '@shared/views'
import { nameOf, readClub, refuseClub, type ClubDeps } from './clubLog'
import { problem } from '@shared/bunco/errors'
import { icsCalendar, type IcsEvent } from './icsText'

// a file name from the club's own words, without what file systems refuse
function fileName(text: string): string {
  return (
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 100) || 'bunco'
  )
}

/** The season's calendar file, in the host's language; refuses a season with no nights. */
export function seasonCalendar(
  deps: ClubDeps,
  clubId: string,
  seasonId: string,
  language: Language,
): ExportedFile {
  const { state } = readClub(deps, clubId)
  const season = seasonOf(state, seasonId)
  const entries = seasonEntries(state, seasonId)
  if (entries.length === 0) refuseClub(deps, [problem('club.seasonEmpty')])
  const say = (key: string, params: Record<string, string>): string =>
    translate(language, `club.calendar.${key}`, params)
  const events: IcsEvent[] = entries.map((entry) => {
    const host = entry.host === null ? null : nameOf(deps, entry.host)
    const lines = [
      host ? say('hostLine', { host }) : null,
      entry.notes ? say('notesLine', { notes: entry.notes }) : null,
    ].filter((l): l is string => l !== null)
    return {
      uid: `${entry.entryId}@bunco-night`,
      date: entry.date,
      summary: host
        ? say('title', { club: state.name, host })
        : say('titleNoHost', { club: state.name }),
      ...(lines.length > 0 ? { description: lines.join('\n') } : {}),
      ...(entry.place ? { location: entry.place } : {}),
    }
  })
  return {
    fileName: `${fileName(say('fileName', { club: state.name, season: season.name }))}.ics`,
    mimeType: 'text/calendar',
    content: icsCalendar(`${state.name} · ${season.name}`, events, deps.now()),
  }
}
