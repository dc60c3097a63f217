// The fundraiser's papers as the host asks for them: name tags on a label sheet (every guest, or
// one walk-in on a chosen label), a donation's receipt, the treasurer's report as PDF or CSV.
import { z } from 'zod'
import { IdSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import type { FundraiserDocumentKind } from '../places'
import { LABEL_SHEETS } from './labelSheets'

const Id = PrintableText.min(1).max(100)

/** A cash count to print on the treasurer's report: the float and what was counted. */
const DrawerSchema = z.strictObject({ floatMinor: z.number(), countedMinor: z.number() })

/** Which paper, with what it needs; each kind is one of FUNDRAISER_DOCUMENT_KINDS. */
export const FundraiserDocumentSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('nameTags' satisfies FundraiserDocumentKind),
    sheet: z.enum(LABEL_SHEETS),
    /** One guest's tag (a walk-in's); every guest still expected or arrived when left out. */
    registrationId: Id.optional(),
    /** The label to print on first, from 0, across then down (the sheet's places are checked). */
    startAt: z.int().min(0).max(100).optional(),
  }),
  z.strictObject({
    kind: z.literal('donationReceipt' satisfies FundraiserDocumentKind),
    donationId: Id,
  }),
  z.strictObject({
    kind: z.literal('treasurerReport' satisfies FundraiserDocumentKind),
    drawer: DrawerSchema.optional(),
  }),
])

/** A paper of the fundraiser, as asked for. */
export type FundraiserDocument = z.output<typeof FundraiserDocumentSchema>

/** Every fundraiser paper call's arguments. */
export const fundraiserPaperSchemas = {
  print: z.strictObject({
    nightId: IdSchema,
    document: FundraiserDocumentSchema,
    /** True: open it in the system's viewer to print; else save it where the host picks. */
    open: z.boolean().optional(),
  }),
  treasurerCsv: z.strictObject({ nightId: IdSchema, drawer: DrawerSchema.optional() }),
}
