import { transferSchemas } from '../transfer/schemas'
import type { TransferPreview, TransferResult } from '../transfer/views'
import type { ExportedFile } from '../views'
import { call, NoArgs } from './call'

/** The transfer's calls: everything to another computer, and back in. */
export const transferCalls = {
  'transfer:exportAll': call(NoArgs).returns<ExportedFile>(),
  'transfer:previewImport': call(transferSchemas.preview).returns<TransferPreview>(),
  'transfer:importAll': call(transferSchemas.import).returns<TransferResult>(),
}
