// The columns of the treasurer's report's tables: amounts right-aligned in the cause's currency,
// methods and statuses in the document's language, names wrapping rather than cut.
import type { TreasurerReport } from '@shared/fundraiser/treasurerReport'
import type { Canvas } from '../document'
import { money } from '../pages'
import type { TableColumn } from '../table'
import { timeOf } from './when'

type Of<K extends keyof TreasurerReport> = TreasurerReport[K] extends readonly (infer R)[]
  ? R
  : never

/** A line of an amount and what it is: a part of the money raised, or of the drawer's count. */
export interface PartRow {
  label: string
  amountMinor: number
}

/** A line of a table by method or by device, named in the document's language. */
export interface FlowShown {
  label: string
  inMinor: number
  outMinor: number
  netMinor: number
}

/** Every table's columns. */
export interface ReportColumns {
  parts: TableColumn<PartRow>[]
  byMethod: TableColumn<FlowShown>[]
  byDevice: TableColumn<FlowShown>[]
  payments: TableColumn<Of<'payments'>>[]
  refunds: TableColumn<Of<'refunds'>>[]
  donations: TableColumn<Of<'donations'>>[]
  sales: TableColumn<Of<'sales'>>[]
  draws: TableColumn<Of<'draws'>>[]
  payouts: TableColumn<Of<'payouts'>>[]
}

/** The tables' columns, in one document's language and the report's currency. */
export function columnsFor(canvas: Canvas, report: TreasurerReport): ReportColumns {
  const words = canvas.texts.fundraiser
  const t = words.treasurer
  const cash = (minor: number): string => money(canvas, minor, report.currency)
  const amount = <R>(header: string, value: (r: R) => number): TableColumn<R> => ({
    header,
    fit: true,
    min: 24,
    align: 'right',
    value: (r) => cash(value(r)),
  })
  const fitted = <R>(header: string, value: (r: R) => string): TableColumn<R> => ({
    header,
    fit: true,
    value,
  })
  const wraps = <R>(header: string, value: (r: R) => string, lines = 2): TableColumn<R> => ({
    header,
    lines,
    value,
  })
  const flow = (header: string): TableColumn<FlowShown>[] => [
    wraps<FlowShown>(header, (r) => r.label),
    amount<FlowShown>(t.moneyIn, (r) => r.inMinor),
    amount<FlowShown>(t.moneyOut, (r) => r.outMinor),
    { ...amount<FlowShown>(t.net, (r) => r.netMinor), bold: true },
  ]
  return {
    parts: [
      wraps<PartRow>(t.part, (r) => r.label),
      {
        ...amount<PartRow>(t.amount, (r) => r.amountMinor),
        bold: true,
      },
    ],
    byMethod: flow(t.method),
    byDevice: flow(t.device),
    payments: [
      wraps<Of<'payments'>>(t.guest, (r) => r.guest, 3),
      fitted<Of<'payments'>>(t.method, (r) => words.methods[r.method]),
      wraps<Of<'payments'>>(t.device, (r) => r.device),
      amount<Of<'payments'>>(t.paid, (r) => r.amountMinor),
      amount<Of<'payments'>>(t.refunded, (r) => r.refundedMinor),
    ],
    refunds: [
      wraps<Of<'refunds'>>(t.guest, (r) => r.guest, 3),
      fitted<Of<'refunds'>>(t.method, (r) => words.methods[r.method]),
      wraps<Of<'refunds'>>(t.device, (r) => r.device),
      amount<Of<'refunds'>>(t.amount, (r) => r.amountMinor),
    ],
    donations: [
      wraps<Of<'donations'>>(t.donor, (r) => r.donor ?? t.anonymous, 3),
      fitted<Of<'donations'>>(t.method, (r) => words.methods[r.method]),
      wraps<Of<'donations'>>(t.device, (r) => r.device),
      amount<Of<'donations'>>(t.amount, (r) => r.amountMinor),
      wraps<Of<'donations'>>(t.note, (r) => r.note, 4),
    ],
    sales: [
      fitted<Of<'sales'>>(t.game, (r) => t.games[r.game]),
      fitted<Of<'sales'>>(t.first, (r) => String(r.first)),
      fitted<Of<'sales'>>(t.last, (r) => String(r.last)),
      fitted<Of<'sales'>>(t.count, (r) => String(r.count)),
      wraps<Of<'sales'>>(t.seller, (r) => r.seller),
      wraps<Of<'sales'>>(t.buyer, (r) => r.buyer ?? ''),
      fitted<Of<'sales'>>(t.method, (r) => words.methods[r.method]),
      amount<Of<'sales'>>(t.amount, (r) => r.amountMinor),
    ],
    draws: [
      fitted<Of<'draws'>>(t.game, (r) => t.games[r.game]),
      wraps<Of<'draws'>>(t.prize, (r) => r.prize || t.games[r.game], 3),
      fitted<Of<'draws'>>(t.ticket, (r) => String(r.ticket)),
      fitted<Of<'draws'>>(t.time, (r) => timeOf(r.at, canvas.options.language)),
      wraps<Of<'draws'>>(t.status, (r) => t.statuses[r.status]),
      wraps<Of<'draws'>>(t.buyer, (r) => r.buyer ?? ''),
    ],
    payouts: [
      wraps<Of<'payouts'>>(t.kind, (r) => t.kinds[r.kind]),
      fitted<Of<'payouts'>>(t.method, (r) => words.methods[r.method]),
      wraps<Of<'payouts'>>(t.device, (r) => r.device),
      amount<Of<'payouts'>>(t.amount, (r) => r.amountMinor),
      wraps<Of<'payouts'>>(t.note, (r) => r.note, 3),
    ],
  }
}
