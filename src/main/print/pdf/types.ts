import type { Language, PaperSize } from '@shared/settings'
import type { DrawnText } from './pen'

/** The documents the app prints, and every kind in the print screen's order. */
export { DOCUMENT_KINDS, type DocumentKind } from '@shared/places'
/** The documents of a club's season. */
export { CLUB_DOCUMENT_KINDS, type ClubDocumentKind } from '@shared/places'
/** The documents of a fundraiser. */
export { FUNDRAISER_DOCUMENT_KINDS, type FundraiserDocumentKind } from '@shared/places'

/** How to print: language, paper, and the hooks for progress and tests. */
export interface PdfOptions {
  language: Language
  paper: PaperSize
  /** Extra score sheets without a name, for late guests (score sheets only). */
  blanks?: number
  /** Folder holding the Noto Sans JP files; by default found next to the app. */
  fontsFolder?: string
  /** Large print: how much larger the sheets guests and tables write on are drawn (1 or more). */
  textScale?: number
  /** Called after each sheet or page of a batch: done so far, and the total. */
  onProgress?: (done: number, total: number) => void
  /** Called for every text drawn, with its box (tests check nothing overflows). */
  inspect?: (drawn: DrawnText) => void
}
