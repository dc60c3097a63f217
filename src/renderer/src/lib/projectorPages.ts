/** How the projector lays out table cards: a grid per page and the cards' text size. */
export interface CardLayout {
  cols: number
  rows: number
  /** Cards on one page (cols × rows, or fewer when every table fits). */
  perPage: number
  /** Text size of a card in CSS pixels; everything on a card scales with it. */
  fontPx: number
}

/** A card's size in units of its own text size: a heading and four one-line seats. */
export const CARD_EM = { width: 16, height: 12 } as const
/** Smallest text still readable on a TV across a room, and the largest worth using. */
export const FONT_PX = { min: 16, max: 34 } as const

function fontFor(width: number, height: number, cols: number, rows: number, gap: number): number {
  const cellW = (width - (cols - 1) * gap) / cols
  const cellH = (height - (rows - 1) * gap) / rows
  return Math.min(cellW / CARD_EM.width, cellH / CARD_EM.height, FONT_PX.max)
}

/**
 * Fits `tables` cards into a width × height area (pixels, `gap` between cards): all on one page
 * at the largest text that fits, or, when that text would be too small to read, pages of as
 * many cards as fit at the smallest readable size.
 */
export function fitCards(width: number, height: number, tables: number, gap: number): CardLayout {
  const count = Math.max(1, tables)
  let best: CardLayout = { cols: 1, rows: count, perPage: count, fontPx: 0 }
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols)
    const fontPx = fontFor(width, height, cols, rows, gap)
    if (fontPx > best.fontPx) best = { cols, rows, perPage: count, fontPx }
  }
  if (best.fontPx >= FONT_PX.min) return { ...best, fontPx: Math.floor(best.fontPx) }
  const cols = Math.max(1, Math.floor((width + gap) / (CARD_EM.width * FONT_PX.min + gap)))
  const rows = Math.max(1, Math.floor((height + gap) / (CARD_EM.height * FONT_PX.min + gap)))
  const fontPx = Math.max(FONT_PX.min, Math.floor(fontFor(width, height, cols, rows, gap)))
  return { cols, rows, perPage: cols * rows, fontPx }
}

/** The page count and the tables (1-based, inclusive) that page `page` shows. */
export function pageRange(
  tables: number,
  perPage: number,
  page: number,
): { pages: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(tables / perPage))
  const at = ((page % pages) + pages) % pages
  return { pages, first: at * perPage + 1, last: Math.min(tables, (at + 1) * perPage) }
}
