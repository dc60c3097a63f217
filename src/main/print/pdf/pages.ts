// What every flowing document shares: "Page 1 of 2" at the foot of each page, and amounts.
import { formatMoney } from '@shared/bunco/money'
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from './document'
import { MARGIN } from './paper'

/** "Page 1 of 2" on every page, once all pages exist (nothing on a one-page document). */
export function numberPages(canvas: Canvas): void {
  const { doc, page, pen, texts } = canvas
  const total = pen.page
  if (total < 2) return
  const width = page.width - 2 * MARGIN
  for (let n = 1; n <= total; n++) {
    doc.setPage(n)
    pen.forgetState()
    pen.page = n
    const text = fill(texts.common.page, { n, total })
    pen.text(
      text,
      { x: MARGIN + width * 0.7, y: page.height - MARGIN + 1, w: width * 0.3, h: 5 },
      { size: 8.5, grey: 90, align: 'right' },
    )
  }
}

/** Where a page's text must end: the page number sits in the bottom margin's upper half. */
export function pageBottom(canvas: Canvas): number {
  return canvas.page.height - MARGIN - 2
}

/** An amount of minor units as the document's language writes it ("24,00 €"). */
export function money(canvas: Canvas, minor: number, currency: string): string {
  return formatMoney(minor, currency, canvas.options.language)
}
