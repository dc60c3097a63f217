// A club season's schedule to pin up: each night's date in the language, host, place and notes.
import type { ClubEntryView, ClubSeasonView, ClubView } from '@shared/club'
import { finish, newCanvas } from './document'
import { formatDate } from './night'
import { numberPages, pageBottom } from './pages'
import { MARGIN } from './paper'
import { drawTitle, laterPage, seasonHead } from './season'
import { drawTable, type TableColumn } from './table'
import type { PdfOptions } from './types'

/** The schedule of one of the club's seasons, in date order as the club keeps it. */
export async function schedulePdf(
  club: ClubView,
  season: ClubSeasonView,
  options: PdfOptions,
): Promise<Uint8Array> {
  const canvas = newCanvas('schedule', options)
  const { pen, page, texts } = canvas
  const t = texts.schedule
  const { language } = options
  const line = seasonHead(canvas, club.name, season)
  const y = drawTitle(canvas, t.title, line) + 2
  const width = page.width - 2 * MARGIN
  if (season.entries.length === 0) {
    pen.text(t.empty, { x: MARGIN, y, w: width, h: 6 }, { size: 11, maxLines: 2 })
  } else {
    const host = (e: ClubEntryView): string =>
      e.host === null ? '' : (club.names[e.host] ?? '').replace(/\s+/g, ' ').trim()
    const columns: TableColumn<ClubEntryView>[] = [
      { header: t.date, fit: true, value: (e) => formatDate(e.date, language) },
      // as many lines as the longest a host may type (200 characters of place, 500 of notes)
      { header: t.host, lines: 3, value: host },
      { header: t.place, lines: 8, weight: 1.3, value: (e) => e.place },
      { header: t.notes, lines: 30, weight: 2, value: (e) => e.notes },
    ]
    const flow = { y, bottom: pageBottom(canvas), newPage: laterPage(canvas, t.title, line) }
    drawTable(canvas, columns, season.entries, flow)
  }
  numberPages(canvas)
  return Promise.resolve(finish(canvas))
}
