// A club season's report: its standings by the season's rules, then its ledger to the cent,
// per person and per night, with the season's totals.
import type { SeasonReport } from '@shared/club'
import { fill } from '@shared/i18n/pdf'
import { countText } from '@shared/i18n/plural'
import { finish, newCanvas, type Canvas } from './document'
import { ELLIPSIS } from './fitText'
import { formatDate } from './night'
import { money, numberPages, pageBottom } from './pages'
import { MARGIN } from './paper'
import { drawTable, tableStart, type TableColumn } from './table'
import type { PdfOptions } from './types'

type Standing = SeasonReport['standings'][number]
type Person = SeasonReport['people'][number]
type NightRow = SeasonReport['money'][number]

/** What a page's header line says: the club's and the season's names, then the dates. */
export interface SeasonHead {
  names: string[]
  dates: string
}

/** The club, the season and its dates, for the header line. */
export function seasonHead(
  canvas: Canvas,
  club: string,
  season: { name: string; start: string; end: string },
): SeasonHead {
  const { language } = canvas.options
  const dates = fill(canvas.texts.season.dates, {
    start: formatDate(season.start, language),
    end: formatDate(season.end, language),
  })
  return { names: [club, season.name].filter((p) => p.trim()), dates }
}

/**
 * The header line after `prefix`, fitted to `width` at `size`: the longer of the names is
 * shortened first, never the dates after them.
 */
function headLine(
  canvas: Canvas,
  head: SeasonHead,
  width: number,
  size: number,
  prefix = '',
): string {
  const names = head.names.map((n) => [...n])
  const text = (): string =>
    prefix +
    [
      ...names.map((n, i) =>
        n.length < [...(head.names[i] ?? '')].length
          ? `${n.join('').trimEnd()}${ELLIPSIS}`
          : n.join(''),
      ),
      head.dates,
    ].join(' · ')
  let line = text()
  while (!canvas.pen.fits(line, width, size)) {
    const longest = names.reduce((a, b) => (b.length > a.length ? b : a), names[0] ?? [])
    if (longest.length === 0) break
    longest.pop()
    line = text()
  }
  return line
}

/** The first page's title and the season's line; returns where the body starts. */
export function drawTitle(canvas: Canvas, title: string, head: SeasonHead): number {
  const { pen, page } = canvas
  const width = page.width - 2 * MARGIN
  pen.text(title, { x: MARGIN, y: MARGIN, w: width, h: 11 }, { size: 22, bold: true })
  const box = { x: MARGIN, y: 22, w: width, h: 5.5 }
  pen.text(headLine(canvas, head, width, 7.5), box, { size: 10, minSize: 7.5, grey: 90 })
  return 29
}

/** A later page: the title and the season's line again, small, so a loose page says what it is. */
export function laterPage(canvas: Canvas, title: string, head: SeasonHead): () => number {
  return () => {
    const { pen, page } = canvas
    pen.addPage()
    const box = { x: MARGIN, y: MARGIN, w: (page.width - 2 * MARGIN) * 0.8, h: 6 }
    const line = headLine(canvas, head, box.w, 7.5, `${title} · `)
    pen.text(line, box, { size: 9, minSize: 7.5, grey: 90 })
    return MARGIN + 10
  }
}

function rulesText(canvas: Canvas, report: SeasonReport): string {
  const { texts, options } = canvas
  const t = texts.season
  const { language } = options
  const { rules } = report
  return [
    countText(t.played, report.played, language, { nights: report.nights }),
    t.scoring[rules.scoring],
    rules.minNights > 1 ? countText(t.minNights, rules.minNights, language) : '',
    rules.dropWorst > 0 ? countText(t.dropWorst, rules.dropWorst, language) : '',
  ]
    .filter(Boolean)
    .join(texts.rules.gap)
}

function standingColumns(canvas: Canvas): TableColumn<Standing>[] {
  const t = canvas.texts.season
  const n = (header: string, value: (s: Standing) => number | string): TableColumn<Standing> => ({
    header,
    fit: true,
    min: 12,
    align: 'center',
    value: (s) => String(value(s)),
  })
  return [
    n(t.place, (s) => (s.place === null ? '–' : s.place)),
    { header: t.name, lines: 2, value: (s) => s.name },
    n(t.nights, (s) => s.nights),
    n(t.wins, (s) => s.wins),
    n(t.buncos, (s) => s.buncos),
    { ...n(t.score, (s) => s.score), bold: true },
    n(t.qualified, (s) => (s.qualified ? t.yes : t.no)),
    n(t.dropped, (s) => s.dropped.length),
  ]
}

/** Writes a section's heading, first moving to a new page when its table would start alone. */
function heading(
  canvas: Canvas,
  text: string,
  size: number,
  y: number,
  room: number,
  next: () => number,
): number {
  const { pen, page } = canvas
  const h = size * 0.55
  const top = y + h + 1 + room > pageBottom(canvas) ? next() : y
  pen.text(text, { x: MARGIN, y: top, w: page.width - 2 * MARGIN, h }, { size, bold: true })
  return top + h + 1
}

/** The season's standings and ledger, flowing over pages with their headers repeated. */
export async function seasonReportPdf(
  report: SeasonReport,
  options: PdfOptions,
): Promise<Uint8Array> {
  const canvas = newCanvas('season', options)
  const { pen, page, texts } = canvas
  const t = texts.season
  const width = page.width - 2 * MARGIN
  const cash = (minor: number): string => money(canvas, minor, report.currency)
  const line = seasonHead(canvas, report.clubName, {
    name: report.seasonName,
    start: report.start,
    end: report.end,
  })
  const next = laterPage(canvas, t.title, line)
  const bottom = pageBottom(canvas)
  let y = drawTitle(canvas, t.title, line)
  const about = { x: MARGIN, y, w: width, h: 9 }
  pen.text(rulesText(canvas, report), about, { size: 9.5, maxLines: 2, valign: 'top' })
  y += 11
  const standings = standingColumns(canvas)
  y = heading(canvas, t.standings, 13, y, tableStart(canvas, standings, report.standings), next)
  if (report.standings.length === 0) {
    pen.text(t.noStandings, { x: MARGIN, y, w: width, h: 6 }, { size: 10, maxLines: 2 })
    y += 8
  } else y = drawTable(canvas, standings, report.standings, { y, bottom, newPage: next }) + 6

  y = heading(canvas, t.ledger, 13, y, 20, next)
  const amount = (header: string, value: (r: Person) => number): TableColumn<Person> => ({
    header,
    fit: true,
    min: 26,
    align: 'right',
    value: (r) => cash(value(r)),
  })
  const people: TableColumn<Person>[] = [
    { header: t.name, lines: 2, value: (r) => r.name },
    amount(t.paidIn, (r) => r.paidIn),
    amount(t.won, (r) => r.won),
    { ...amount(t.net, (r) => r.net), bold: true },
  ]
  const everyone: Person = {
    personId: 0,
    name: t.total,
    paidIn: report.totals.paidIn,
    won: report.totals.paidOut,
    net: report.totals.paidOut - report.totals.paidIn,
  }
  y = heading(canvas, t.byPerson, 11, y, tableStart(canvas, people, report.people), next)
  if (report.people.length === 0) {
    pen.text(t.noMoney, { x: MARGIN, y, w: width, h: 6 }, { size: 10, maxLines: 2 })
    y += 8
  } else y = drawTable(canvas, people, report.people, { y, bottom, newPage: next }, everyone) + 5

  const night = (header: string, value: (r: NightRow) => number | null): TableColumn<NightRow> => ({
    header,
    fit: true,
    min: 26,
    align: 'right',
    value: (r) => {
      const v = value(r)
      return v === null ? '' : cash(v)
    },
  })
  const nights: TableColumn<NightRow>[] = [
    {
      header: t.date,
      lines: 2,
      value: (r) =>
        r.entryId
          ? `${formatDate(r.date, options.language)}${r.settled ? '' : ` ${t.notSettled}`}`
          : t.total,
    },
    night(t.pot, (r) => (r.entryId ? r.pot : null)),
    night(t.paidOut, (r) => r.paidOut),
    night(t.carried, (r) => (r.entryId ? r.carried : null)),
    night(t.kept, (r) => r.kept),
  ]
  const sum: NightRow = {
    nightId: 0,
    entryId: '',
    date: '',
    settled: true,
    pot: report.totals.pot,
    paidOut: report.totals.paidOut,
    carried: report.totals.carried,
    kept: report.totals.kept,
    held: report.totals.held,
  }
  if (report.money.length > 0) {
    y = heading(canvas, t.byNight, 11, y, tableStart(canvas, nights, report.money), next)
    y = drawTable(canvas, nights, report.money, { y, bottom, newPage: next }, sum) + 5
  }
  y = drawTotals(canvas, report, y, next)
  if (report.mismatches.length > 0) {
    if (y + 10 > bottom) y = next()
    const box = { x: MARGIN, y, w: width, h: 10 }
    pen.text(t.mismatch, box, { size: 10, bold: true, maxLines: 2, valign: 'top' })
  }
  numberPages(canvas)
  return Promise.resolve(finish(canvas))
}

/** The season's totals: label and amount, the amounts right-aligned in one column. */
function drawTotals(canvas: Canvas, report: SeasonReport, top: number, next: () => number): number {
  const t = canvas.texts.season
  const cash = (minor: number): string => money(canvas, minor, report.currency)
  const rows: { label: string; value: string }[] = [
    { label: t.totalPaidIn, value: cash(report.totals.paidIn) },
    ...(report.totals.dues > 0 ? [{ label: t.dues, value: cash(report.totals.dues) }] : []),
    { label: t.paidOut, value: cash(report.totals.paidOut) },
    { label: t.kept, value: cash(report.totals.kept) },
    { label: t.stillCarried, value: cash(report.totals.carried) },
  ]
  const columns: TableColumn<{ label: string; value: string }>[] = [
    { header: t.totals, lines: 2, value: (r) => r.label },
    { header: '', fit: true, min: 26, align: 'right', bold: true, value: (r) => r.value },
  ]
  const flow = { y: top, bottom: pageBottom(canvas), newPage: next }
  return drawTable(canvas, columns, rows, flow, undefined, true)
}
