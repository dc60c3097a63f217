// jsPDF measures Helvetica with kerning it never prints, and gives a default width to a few
// WinAnsi letters it has no metrics for: both make text wider on paper than measured.

// Helvetica and Helvetica-Bold advance widths (thousandths of an em) missing from jsPDF.
const MISSING: Record<string, [number, number]> = {
  '¦': [260, 280],
  '²': [333, 333],
  '³': [333, 333],
  '¹': [333, 333],
  '¼': [834, 834],
  '½': [834, 834],
  '¾': [834, 834],
  Ð: [722, 722],
  '×': [584, 584],
  Ý: [667, 667],
  Þ: [667, 667],
  ð: [556, 611],
  ý: [500, 556],
  þ: [556, 611],
  Œ: [1000, 1000],
  œ: [944, 944],
  Š: [667, 667],
  š: [500, 556],
  Ž: [611, 611],
  ž: [500, 500],
  '€': [556, 556],
}

/** jsPDF rounds Helvetica widths to 1/100 em: measure this much wider to stay on the safe side. */
export const HELVETICA_SAFETY = 1.01

interface Metrics {
  Unicode: { widths: Record<string | number, number> & { fof?: number }; kerning: object }
}

interface FontLike {
  metadata: unknown
}

/** Gives this document's Helvetica fonts the widths a viewer prints with: no kerning, no gaps. */
export function fixHelveticaMetrics(doc: { getFont(name: string, style: string): FontLike }): void {
  for (const [style, column] of [
    ['normal', 0],
    ['bold', 1],
  ] as const) {
    const metadata = doc.getFont('helvetica', style).metadata as Metrics
    const { widths } = metadata.Unicode
    const fof = widths.fof ?? 1
    const fixed: Metrics['Unicode']['widths'] = { ...widths }
    for (const [ch, w] of Object.entries(MISSING))
      fixed[ch.charCodeAt(0)] = (w[column] * fof) / 1000
    // Per document: the shared tables of jsPDF stay untouched.
    metadata.Unicode = { ...metadata.Unicode, widths: fixed, kerning: {} }
  }
}
