// A new jsPDF document set up for the night's paper and language, and its bytes when done.
import { jsPDF } from 'jspdf'
import { pdfTexts, type PdfTexts } from '@shared/i18n/pdf'
import { fontSource } from './fonts'
import { PAPER, type PageSize } from './paper'
import { Pen } from './pen'
import type { ClubDocumentKind, DocumentKind, FundraiserDocumentKind, PdfOptions } from './types'

/** A document being drawn: the pen, the page size (after orientation) and the texts. */
export interface Canvas {
  pen: Pen
  doc: jsPDF
  page: PageSize
  texts: PdfTexts
  options: PdfOptions
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
  const paper = PAPER[options.paper]
  const page = orientation === 'portrait' ? paper : { width: paper.height, height: paper.width }
  const pen = new Pen(doc, fontSource(options.fontsFolder), options.inspect)
  return { pen, doc, page, texts, options }
}

/** Turns a canvas's one blank page sideways (or back): the fonts it has read stay registered. */
export function turnBlank(canvas: Canvas, orientation: 'portrait' | 'landscape'): Canvas {
  const { doc, options } = canvas
  doc.addPage(options.paper, orientation)
  doc.deletePage(1)
  const paper = PAPER[options.paper]
  const page = orientation === 'portrait' ? paper : { width: paper.height, height: paper.width }
  return { ...canvas, page }
}

/** The finished document's bytes. */
export function finish(canvas: Canvas): Uint8Array {
  return new Uint8Array(canvas.doc.output('arraybuffer'))
}
