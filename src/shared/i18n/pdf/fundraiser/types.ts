import type { pdfFundraiserEn } from './en'

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's fundraiser printables' texts must have. */
export type PdfFundraiserTexts = Texts<typeof pdfFundraiserEn>
