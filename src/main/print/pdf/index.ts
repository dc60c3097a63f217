// The printable documents of a night: one entry point, one input shape.
import type { PdfNight } from './night'
import { results } from './results'
import { ruleSheet } from './ruleSheet'
import { scoreSheets } from './scoreSheets'
import { seatingChart } from './seatingChart'
import { tableCards } from './tableCards'
import { tableSigns } from './tableSigns'
import { tallies } from './tallies'
import type { DocumentKind, PdfOptions } from './types'

/** What to print and how: the night, the document kinds, language, paper, hooks. */
export type { ClubDocumentKind, DocumentKind, PdfOptions } from './types'
/** Every document kind, in the order the print screen lists them. */
export { DOCUMENT_KINDS } from './types'
/** A night to print: its state and the name of each player key. */
export type { PdfNight } from './night'
/** A text as drawn, with its box, reported to `options.inspect`. */
export type { Box, DrawnText } from './pen'
/** The documents of a club's season: its report (standings and ledger) and its schedule. */
export { seasonReportPdf } from './season'
/** A season's schedule: date, host, place and notes of each night. */
export { schedulePdf } from './schedule'
/** A fundraiser's printables: name tags, a donation's receipt, the treasurer's report. */
export * from './fundraiser'
/** Where the Japanese font is looked for; pass `options.fontsFolder` to override. */
export { defaultFontFolders, findFontsFolder } from './fonts'

const RENDERERS: Record<
  DocumentKind,
  (night: PdfNight, options: PdfOptions) => Promise<Uint8Array>
> = {
  scoreSheets,
  tallies,
  rules: ruleSheet,
  tableCards,
  tableSigns,
  seatingChart,
  results,
}

/**
 * Renders one document of a night to PDF bytes. Large batches report `options.onProgress` and
 * yield to the event loop between sheets. Table cards and the seating chart need a seating
 * (a started night) and reject otherwise.
 */
export function renderDocument(
  kind: DocumentKind,
  input: PdfNight,
  options: PdfOptions,
): Promise<Uint8Array> {
  return RENDERERS[kind](input, options)
}
