// A fundraiser's printables: name tags on label sheets, a donation's receipt, the treasurer's report.

/** Name tags on a label sheet, one or many. */
export { nameTagsPdf, type NameTagOptions } from './nameTags'
/** A guest's name tag. */
export type { NameTag } from './nameTag'
/** A donation's receipt, one page. */
export { donationReceiptPdf } from './receipt'
/** The treasurer's report, flowing over numbered pages. */
export { treasurerReportPdf } from './treasurer'
