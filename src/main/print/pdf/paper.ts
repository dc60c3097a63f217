import type { PaperSize } from '@shared/settings'

/** A page's width and height in millimetres, portrait. */
export interface PageSize {
  width: number
  height: number
}

/** Portrait sizes of the paper formats the app prints on. */
export const PAPER: Record<PaperSize, PageSize> = {
  letter: { width: 215.9, height: 279.4 },
  a4: { width: 210, height: 297 },
}

/** The white border kept around every page (most printers cannot print closer to the edge). */
export const MARGIN = 10

/** Points per millimetre: jsPDF font sizes are in points, the layout is in millimetres. */
export const PT = 25.4 / 72
