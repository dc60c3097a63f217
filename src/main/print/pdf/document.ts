// A new jsPDF document set up for the night's paper and language, and its bytes when done.
import { jsPDF } from 'jspdf'
import { pdfTexts, type PdfTexts } from '@shared/i18n/pdf'
import { fontSource } from './fonts'
import { PAPER, PT, type PageSize } from './paper'
import { Pen } from './pen'
import type { ClubDocumentKind, DocumentKind, FundraiserDocumentKind, PdfOptions } from './types'

/** A document being drawn: the pen, the page size (after orientation) and the texts. */
export interface Canvas {
  pen: Pen
  doc: jsPDF
  /** The page drawn on: the paper's size, or smaller by `scale` for large print. */
  page: PageSize
  /** Large print's enlargement of the page (1: none). */
  scale: number
  texts: PdfTexts
  options: PdfOptions
}

/** The documents large print enlarges: the sheets guests and tables write on. */
const LARGE_PRINT_KINDS: ReadonlySet<string> = new Set(['scoreSheets', 'tallies'])

// Large print draws a smaller page enlarged to the paper, as a photocopier's enlargement does: every
// size grows by `scale` and the layout, measured on the smaller page, still fits. jsPDF writes y
// from the paper's bottom, so the enlargement keeps the page's top-left corner in place.
function enlargePage(doc: jsPDF, scale: number): void {
  const paperHeight = doc.internal.pageSize.getHeight()
  doc.setCurrentTransformationMatrix(
    doc.Matrix(scale, 0, 0, scale, 0, (paperHeight / PT) * (1 - scale)),
  )
}

// the paper's size as it lies: portrait, or turned sideways
function sheetOf(options: PdfOptions, orientation: 'portrait' | 'landscape'): PageSize {
  const paper = PAPER[options.paper]
  return orientation === 'portrait' ? paper : { width: paper.height, height: paper.width }
}

/** Starts a document of the given kind on the options' paper, portrait or landscape. */
export function newCanvas(
  kind: DocumentKind | ClubDocumentKind | FundraiserDocumentKind,
  options: PdfOptions,
  orientation: 'portrait' | 'landscape' = 'portrait',
): Canvas {
  const doc = new jsPDF({
    unit: 'mm',
    format: options.paper,
    orientation,
    compress: true,
    putOnlyUsedFonts: true,
  })
  const texts = pdfTexts[options.language]
  doc.setDocumentProperties({ title: texts.documents[kind], creator: 'Bunco Night' })
  doc.setLanguage(options.language)
  doc.setLineWidth(0.25)
  const real = sheetOf(options, orientation)
  const scale = LARGE_PRINT_KINDS.has(kind) ? Math.max(1, options.textScale ?? 1) : 1
  const setup = scale > 1 ? () => enlargePage(doc, scale) : undefined
  const pen = new Pen(doc, fontSource(options.fontsFolder), options.inspect, setup)
  setup?.()
  const page = { width: real.width / scale, height: real.height / scale }
  return { pen, doc, page, texts, options, scale }
}

/** Turns a canvas's one blank page sideways (or back): the fonts it has read stay registered. */
export function turnBlank(canvas: Canvas, orientation: 'portrait' | 'landscape'): Canvas {
  const { doc, options } = canvas
  doc.addPage(options.paper, orientation)
  doc.deletePage(1)
  const real = sheetOf(options, orientation)
  if (canvas.scale > 1) enlargePage(doc, canvas.scale)
  const page = { width: real.width / canvas.scale, height: real.height / canvas.scale }
  return { ...canvas, page }
}

/** The finished document's bytes. */
export function finish(canvas: Canvas): Uint8Array {
  return new Uint8Array(canvas.doc.output('arraybuffer'))
}
