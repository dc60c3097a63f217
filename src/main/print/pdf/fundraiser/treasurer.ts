// The treasurer's report: the money raised and its parts (summing to it to the cent), the 50/50's
// split, money by method and by desk device, the cash drawer, then every payment, refund,
// donation, ticket sale, draw and payout, flowing over numbered pages with their headers repeated.
import type { TreasurerReport } from '@shared/fundraiser/treasurerReport'
import { fill } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from '../document'
import { money, numberPages, pageBottom } from '../pages'
import { MARGIN } from '../paper'
import { drawTitle, laterPage } from '../season'
import { drawTable, tableStart, type TableColumn } from '../table'
import type { PdfOptions } from '../types'
import { columnsFor, type FlowShown, type PartRow } from './treasurerTables'
import { dayOf } from './when'

/** Where the next section starts, and how to begin a new page. */
interface Flow {
  y: number
  next: () => number
}

/** A section's heading, moved to a new page with its table when the table would start alone. */
function heading(canvas: Canvas, flow: Flow, text: string, room: number): number {
  const { pen, page } = canvas
  const top = flow.y + 8 + room > pageBottom(canvas) ? flow.next() : flow.y
  pen.text(text, { x: MARGIN, y: top, w: page.width - 2 * MARGIN, h: 7 }, { size: 12, bold: true })
  return top + 8
}

/** A sentence under a table, or in place of an empty one; returns where the next thing goes. */
function sentence(canvas: Canvas, flow: Flow, text: string, y: number): number {
  const { pen, page } = canvas
  const top = y + 10 > pageBottom(canvas) ? flow.next() : y
  const box = { x: MARGIN, y: top, w: page.width - 2 * MARGIN, h: 10 }
  pen.text(text, box, { size: 9.5, grey: 60, maxLines: 2, valign: 'top' })
  return top + 11
}

/** A titled table, or the words for none; returns where the next section starts. */
function section<R>(
  canvas: Canvas,
  flow: Flow,
  title: string,
  columns: TableColumn<R>[],
  rows: readonly R[],
  total?: R,
): number {
  const words = canvas.texts.fundraiser.treasurer
  const room = rows.length > 0 ? tableStart(canvas, columns, rows) : 10
  const y = heading(canvas, flow, title, room)
  if (rows.length === 0) return sentence(canvas, flow, words.none, y) + 2
  const bottom = pageBottom(canvas)
  return drawTable(canvas, columns, rows, { y, bottom, newPage: flow.next }, total) + 7
}

/** Renders the treasurer's report on the options' paper, printed on `printedOn` (an ISO date). */
export async function treasurerReportPdf(
  report: TreasurerReport,
  options: PdfOptions & { printedOn: string },
): Promise<Uint8Array> {
  const canvas = newCanvas('treasurerReport', options)
  const words = canvas.texts.fundraiser
  const t = words.treasurer
  const cash = (minor: number): string => money(canvas, minor, report.currency)
  const title = words.titles.treasurerReport
  const line = {
    names: [report.cause],
    dates: fill(t.printed, { date: dayOf(options.printedOn, options.language) }),
  }
  const flow: Flow = { y: drawTitle(canvas, title, line) + 2, next: laterPage(canvas, title, line) }
  const c = columnsFor(canvas, report)
  const parts: PartRow[] = report.parts.map((p) => ({
    label: t.parts[p.part],
    amountMinor: p.amountMinor,
  }))
  const total = { label: t.total, amountMinor: report.totalMinor }
  flow.y = section(canvas, flow, t.summary, c.parts, parts, total) - 5
  const ff = report.fiftyFifty
  const split = fill(t.fiftyFifty, {
    sales: cash(ff.salesMinor),
    winner: cash(ff.winnerMinor),
    paid: cash(ff.paidMinor),
    kept: cash(ff.keptMinor),
  })
  flow.y = sentence(
    canvas,
    flow,
    `${fill(t.goal, { goal: cash(report.goalMinor) })} · ${split}`,
    flow.y,
  )
  if (report.mismatches.length > 0) flow.y = sentence(canvas, flow, t.mismatch, flow.y)
  flow.y += 3
  const shown = (rows: readonly FlowShown[]): { rows: FlowShown[]; total: FlowShown } => ({
    rows: [...rows],
    total: {
      label: t.sum,
      inMinor: rows.reduce((a, r) => a + r.inMinor, 0),
      outMinor: rows.reduce((a, r) => a + r.outMinor, 0),
      netMinor: rows.reduce((a, r) => a + r.netMinor, 0),
    },
  })
  const methods = shown(report.byMethod.map((r) => ({ ...r, label: words.methods[r.key] })))
  const devices = shown(report.byDevice.map((r) => ({ ...r, label: r.key })))
  flow.y = section(canvas, flow, t.byMethod, c.byMethod, methods.rows, methods.total)
  flow.y = section(canvas, flow, t.byDevice, c.byDevice, devices.rows, devices.total)
  const drawer = report.drawer
  if (drawer) {
    const counts: PartRow[] = [
      { label: t.float, amountMinor: drawer.floatMinor },
      { label: t.expected, amountMinor: drawer.expectedMinor },
      { label: t.counted, amountMinor: drawer.countedMinor },
    ]
    const difference = { label: t.difference, amountMinor: drawer.differenceMinor }
    flow.y = section(canvas, flow, t.drawer, c.parts, counts, difference)
  } else flow.y = sentence(canvas, flow, t.noCount, heading(canvas, flow, t.drawer, 10)) + 2
  flow.y = section(canvas, flow, t.payments, c.payments, report.payments)
  flow.y = section(canvas, flow, t.refunds, c.refunds, report.refunds)
  flow.y = section(canvas, flow, t.donations, c.donations, report.donations)
  flow.y = section(canvas, flow, t.sales, c.sales, report.sales)
  flow.y = section(canvas, flow, t.draws, c.draws, report.draws)
  section(canvas, flow, t.payouts, c.payouts, report.payouts)
  numberPages(canvas)
  return Promise.resolve(finish(canvas))
}
