// The treasurer's report as a CSV a spreadsheet opens: one section after another (the money
// raised and its parts, by method, by device, then every payment, refund, donation, sale, draw and
// payout, and the cash count), each with its own header row, amounts as plain decimals.
import { minorDigits } from '../bunco/money'
import type { PdfFundraiserTexts } from '../i18n/pdf/fundraiser/types'
import { csvAmount, csvDocument } from './csvCells'
import type { TreasurerReport } from './treasurerReport'

type Row = readonly string[]

/** The report's CSV in the words given (pdfTexts[language].fundraiser), with its BOM and CRLFs. */
export function treasurerCsv(report: TreasurerReport, words: PdfFundraiserTexts): string {
  const t = words.treasurer
  const digits = minorDigits(report.currency)
  const cash = (minor: number): string => csvAmount(minor, digits)
  const method = (m: keyof PdfFundraiserTexts['methods']): string => words.methods[m]
  const section = (title: string, header: Row, rows: readonly Row[]): Row[] => [
    [title],
    header,
    ...rows,
    [],
  ]
  const flow = (title: string, key: string, rows: TreasurerReport['byDevice']): Row[] =>
    section(
      title,
      [key, t.moneyIn, t.moneyOut, t.net],
      rows.map((r) => [r.key, cash(r.inMinor), cash(r.outMinor), cash(r.netMinor)]),
    )
  const drawer = report.drawer
  const rows: Row[] = [
    [words.titles.treasurerReport, report.cause],
    [t.currency, report.currency],
    [],
    ...section(
      t.summary,
      [t.part, t.amount],
      [
        ...report.parts.map((p) => [t.parts[p.part], cash(p.amountMinor)]),
        [t.total, cash(report.totalMinor)],
      ],
    ),
    ...flow(
      t.byMethod,
      t.method,
      report.byMethod.map((r) => ({ ...r, key: method(r.key) })),
    ),
    ...flow(t.byDevice, t.device, report.byDevice),
    ...section(
      t.payments,
      [t.record, t.guest, t.method, t.device, t.paid, t.refunded],
      report.payments.map((p) => [
        p.paymentId,
        p.guest,
        method(p.method),
        p.device,
        cash(p.amountMinor),
        cash(p.refundedMinor),
      ]),
    ),
    ...section(
      t.refunds,
      [t.record, t.payment, t.guest, t.method, t.device, t.amount],
      report.refunds.map((r) => [
        r.refundId,
        r.paymentId,
        r.guest,
        method(r.method),
        r.device,
        cash(r.amountMinor),
      ]),
    ),
    ...section(
      t.donations,
      [t.record, t.donor, t.method, t.device, t.amount, t.note],
      report.donations.map((d) => [
        d.donationId,
        d.donor ?? t.anonymous,
        method(d.method),
        d.device,
        cash(d.amountMinor),
        d.note,
      ]),
    ),
    ...section(
      t.sales,
      [t.record, t.game, t.first, t.last, t.count, t.seller, t.buyer, t.method, t.device, t.amount],
      report.sales.map((s) => [
        s.saleId,
        t.games[s.game],
        String(s.first),
        String(s.last),
        String(s.count),
        s.seller,
        s.buyer ?? '',
        method(s.method),
        s.device,
        cash(s.amountMinor),
      ]),
    ),
    ...section(
      t.draws,
      [t.record, t.game, t.prize, t.ticket, t.time, t.status, t.buyer],
      report.draws.map((d) => [
        d.drawId,
        t.games[d.game],
        d.prize || t.games[d.game],
        String(d.ticket),
        d.at,
        t.statuses[d.status],
        d.buyer ?? '',
      ]),
    ),
    ...section(
      t.payouts,
      [t.record, t.kind, t.method, t.device, t.amount, t.note],
      report.payouts.map((p) => [
        p.payoutId,
        t.kinds[p.kind],
        method(p.method),
        p.device,
        cash(p.amountMinor),
        p.note,
      ]),
    ),
    ...(drawer
      ? section(
          t.drawer,
          [t.float, t.expected, t.counted, t.difference],
          [
            [
              cash(drawer.floatMinor),
              cash(drawer.expectedMinor),
              cash(drawer.countedMinor),
              cash(drawer.differenceMinor),
            ],
          ],
        )
      : section(t.drawer, [t.noCount], [])),
  ]
  return csvDocument(rows)
}
