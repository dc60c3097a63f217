import { fundraiserPaperSchemas as f } from '../fundraiser/paperCalls'
import { nightSchemas as n } from '../schemas/night'
import type { ExportedFile, SavedFile } from '../views'
import { call } from './call'

/** The printables' calls: save a document as PDF, or open it to print. */
export const printCalls = {
  'print:save': call(n.print).returns<SavedFile>(),
  'print:open': call(n.print).returns<{ opened: boolean; pages: number }>(),
  /** A fundraiser's paper (name tags, a receipt, the treasurer's report): opened, or saved. */
  'print:fundraiser': call(f.print).returns<SavedFile | { opened: boolean; pages: number }>(),
  /** The treasurer's report as a CSV file's text, for the host to save. */
  'print:treasurerCsv': call(f.treasurerCsv).returns<ExportedFile>(),
}
