// A night out as a file: JSON for the whole night (its actions, people and seating), CSV for its
// standings. A damaged night exports as far as its log reads: the file then imports cleanly.
import { AppError } from '@shared/app-error'
import type { ExportedFile, Standing } from '@shared/views'
import { damagedNight } from '../night/eventRows'
import { movedSlidesOf } from '../slides/slidesMove'
import type { ExchangeDeps } from './exchangeDeps'
import { NIGHT_FILE_FORMAT, NIGHT_FILE_VERSION, type NightFile } from './exchangeFormat'

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'night'
  )
}

// A spreadsheet would run a cell starting with = + - @ as a formula: quote it as text.
function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The whole night as a JSON file, with its fundraiser's log and its slides when it has them. */
export function exportJson(deps: ExchangeDeps, nightId: number): ExportedFile {
  const log = deps.store.readable(nightId)
  const state = log.state
  if (!state) {
    if (log.damage) throw damagedNight(nightId, log.damage)
    throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
  }
  const names = new Map(deps.extras.players(nightId).map((p) => [p.player, p.person_id]))
  const roster = deps.people.names([...names.values()])
  const file: NightFile = {
    format: NIGHT_FILE_FORMAT,
    version: NIGHT_FILE_VERSION,
    exportedAt: deps.now().toISOString(),
    people: [...names.entries()].map(([player, id]) => ({
      player,
      name: roster.get(id) ?? player,
      note: deps.people.get(id)?.note ?? '',
    })),
    actions: log.actions.map(({ row, action }) => ({ at: row.created_at, action })),
    seating: state.played.map((p) => p.plan),
  }
  const fundraiser = deps.fundraiser.entries(nightId)
  if (fundraiser.length > 0) file.fundraiser = fundraiser
  const slides = movedSlidesOf(deps.slides, nightId)
  if (slides) file.slides = slides
  return {
    fileName: `${state.details.date}-${slug(state.details.title)}.bunco.json`,
    mimeType: 'application/json',
    content: `${JSON.stringify(file, null, 2)}\n`,
  }
}

/** The night's standings as a CSV file. */
export function exportCsv(
  deps: ExchangeDeps,
  nightId: number,
  standings: readonly Standing[],
): ExportedFile {
  const state = deps.store.state(nightId)
  const header = ['name', 'wins', 'losses', 'buncos', 'minis', 'wipeouts', 'points', 'rounds']
  const lines = standings.map((s) =>
    [s.name, s.wins, s.losses, s.buncos, s.minis, s.wipeouts, s.points, s.roundsPlayed]
      .map(csvCell)
      .join(','),
  )
  return {
    fileName: `${state.details.date}-${slug(state.details.title)}-standings.csv`,
    mimeType: 'text/csv',
    content: `${[header.join(','), ...lines].join('\r\n')}\r\n`,
  }
}
