// The label sheets name tags print on: where each label sits on its page, so a tag lands inside
// its die-cut label, and a sheet already partly used can take one tag at a chosen label.
import type { PaperSize } from '../settings'
import { refuse } from './refusals'

/** The label sheets the app prints name tags on, in the order the print screen lists them. */
export const LABEL_SHEETS = ['avery5395', 'l7165'] as const
/** One of LABEL_SHEETS. */
export type LabelSheetKind = (typeof LABEL_SHEETS)[number]

/** A sheet of labels: the paper, the grid, and the labels' size and place in millimetres. */
export interface LabelSheet {
  paper: PaperSize
  columns: number
  rows: number
  /** A label's width and height. */
  width: number
  height: number
  /** The first label's top left corner, from the page's top left. */
  left: number
  top: number
  /** From one label's left (top) edge to the next one's. */
  pitchX: number
  pitchY: number
  /** The radius of a label's rounded corners. */
  corner: number
}

const INCH = 25.4

/** Each sheet's geometry, as the makers' templates give it. */
export const LABEL_SHEET: Readonly<Record<LabelSheetKind, LabelSheet>> = {
  // Avery 5395 name badges: Letter, 2 × 4 labels of 3⅜" × 2⅓"
  avery5395: {
    paper: 'letter',
    columns: 2,
    rows: 4,
    width: 3.375 * INCH,
    height: (7 / 3) * INCH,
    left: 0.6875 * INCH,
    top: (7 / 12) * INCH,
    pitchX: 3.75 * INCH,
    pitchY: 2.5 * INCH,
    corner: 0.1875 * INCH,
  },
  // L7165 size: A4, 2 × 4 labels of 99.1 × 67.7 mm, no gap between rows
  l7165: {
    paper: 'a4',
    columns: 2,
    rows: 4,
    width: 99.1,
    height: 67.7,
    left: 4.65,
    top: 13.1,
    pitchX: 101.6,
    pitchY: 67.7,
    corner: 3,
  },
}

/** How many labels one sheet holds. */
export function labelsPerSheet(sheet: LabelSheet): number {
  return sheet.columns * sheet.rows
}

/** A label's box on its page; positions count from 0 across, then down. */
export function labelBox(
  sheet: LabelSheet,
  position: number,
): { x: number; y: number; w: number; h: number } {
  const column = position % sheet.columns
  const row = Math.floor(position / sheet.columns) % sheet.rows
  return {
    x: sheet.left + column * sheet.pitchX,
    y: sheet.top + row * sheet.pitchY,
    w: sheet.width,
    h: sheet.height,
  }
}

/** Where each of `count` tags goes: its sheet (from 0) and label, the first at `startAt`. */
export function tagPlaces(
  sheet: LabelSheet,
  count: number,
  startAt = 0,
): { page: number; position: number }[] {
  const per = labelsPerSheet(sheet)
  // a label past the sheet's last would waste a sheet, or print on a label already used
  if (!Number.isInteger(startAt) || startAt < 0 || startAt >= per)
    refuse('label.position', { position: String(startAt + 1), labels: per })
  const first = startAt
  return Array.from({ length: count }, (_, i) => ({
    page: Math.floor((first + i) / per),
    position: (first + i) % per,
  }))
}
