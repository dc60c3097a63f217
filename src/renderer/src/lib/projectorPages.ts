/** How the projector lays out table cards: a grid per page and the cards' text size. */
export interface CardLayout {
  cols: number
  rows: number
  /** Cards on one page (cols × rows, or fewer when every table fits). */
  perPage: number
  /** Text size of a card in CSS pixels; everything on a card scales with it. */
  fontPx: number
}

/** A card's width in units of its own text size. */
export const CARD_EM = { width: 16 } as const
/** Letters of a name that fit on one line of a card (at the card's width, slightly smaller text). */
export const NAME_LINE_CHARS = 26

/** A card's height in units of its text size: a heading and four seats of `lines` lines each. */
export function cardHeightEm(lines: number): number {
  return 3 + 4 * (1.25 * Math.max(1, lines) + 0.75)
}

/** The lines the longest name takes on a card: names wrap rather than being cut short. */
export function nameLines(names: readonly string[]): number {
  const longest = Math.max(0, ...names.map((n) => [...n].length))
  return Math.max(1, Math.ceil(longest / NAME_LINE_CHARS))
}
/**
 * Smallest card text still readable on a TV across a room (its smallest parts, at 0.9 em, stay
 * at 24 px or more), and the largest worth using.
 */
export const FONT_PX = { min: 27, max: 40 } as const

function fontFor(
  width: number,
  height: number,
  cols: number,
  rows: number,
  gap: number,
  cardEm: number,
): number {
  const cellW = (width - (cols - 1) * gap) / cols
  const cellH = (height - (rows - 1) * gap) / rows
  return Math.min(cellW / CARD_EM.width, cellH / cardEm, FONT_PX.max)
}

/**
 * Fits `tables` cards, their names taking `lines` lines, into a width × height area (pixels,
 * `gap` between cards): all on one page
 * at the largest text that fits, or, when that text would be too small to read, pages of as
 * many cards as fit at the smallest readable size.
 */
export function fitCards(
  width: number,
  height: number,
  tables: number,
  gap: number,
  lines = 1,
): CardLayout {
  const count = Math.max(1, tables)
  const cardEm = cardHeightEm(lines)
  let best: CardLayout = { cols: 1, rows: count, perPage: count, fontPx: 0 }
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols)
    const fontPx = fontFor(width, height, cols, rows, gap, cardEm)
    if (fontPx > best.fontPx) best = { cols, rows, perPage: count, fontPx }
  }
  if (best.fontPx >= FONT_PX.min) return { ...best, fontPx: Math.floor(best.fontPx) }
  const cols = Math.max(1, Math.floor((width + gap) / (CARD_EM.width * FONT_PX.min + gap)))
  const rows = Math.max(1, Math.floor((height + gap) / (cardEm * FONT_PX.min + gap)))
  const fontPx = Math.max(FONT_PX.min, Math.floor(fontFor(width, height, cols, rows, gap, cardEm)))
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
