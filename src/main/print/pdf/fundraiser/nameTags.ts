// Name tags on a sheet of labels: one per guest, across then down, from the label chosen (so a
// walk-in's tag goes on the next free label of a sheet already used), over as many sheets as needed.
import {
  LABEL_SHEET,
  labelBox,
  tagPlaces,
  type LabelSheetKind,
} from '@shared/fundraiser/labelSheets'
import { finish, newCanvas } from '../document'
import { progress } from '../progress'
import type { PdfOptions } from '../types'
import { drawNameTag, type NameTag } from './nameTag'

/** How to print name tags: the label sheet (which sets the paper) and where to start on it. */
export interface NameTagOptions extends Omit<PdfOptions, 'paper' | 'blanks'> {
  sheet: LabelSheetKind
  /** The first label to print on, from 0, across then down (default 0). */
  startAt?: number
  /** A line above each name, such as the cause's name. */
  heading?: string
  /** Draws each label's outline in light grey, for a trial print on plain paper. */
  outlines?: boolean
}

/** Renders the tags on the sheet's paper; refuses a start past the sheet's last label. */
export async function nameTagsPdf(
  tags: readonly NameTag[],
  options: NameTagOptions,
): Promise<Uint8Array> {
  const sheet = LABEL_SHEET[options.sheet]
  const places = tagPlaces(sheet, tags.length, options.startAt ?? 0)
  const canvas = newCanvas('nameTags', { ...options, paper: sheet.paper })
  const { doc, pen } = canvas
  const tick = progress(tags.length, options.onProgress)
  for (const [i, tag] of tags.entries()) {
    const place = places[i] ?? { page: 0, position: 0 }
    while (pen.page < place.page + 1) pen.addPage()
    const label = labelBox(sheet, place.position)
    if (options.outlines) {
      doc.setDrawColor(200)
      doc.roundedRect(label.x, label.y, label.w, label.h, sheet.corner, sheet.corner)
      doc.setDrawColor(0)
    }
    drawNameTag(canvas, tag, label, options.heading ?? '')
    await tick(i + 1)
  }
  return finish(canvas)
}
