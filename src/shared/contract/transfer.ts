import { transferSchemas } from '../transfer/schemas'
import type { TransferPreview, TransferResult } from '../transfer/views'
import type { ExportedFile } from '../views'
import { call, NoArgs } from './call'

/** The transfer's calls: everything to another computer, and back in. */
export const transferCalls = {
  'data:exportAll': call(NoArgs).returns<ExportedFile>(),
  'data:previewImport': call(transferSchemas.preview).returns<TransferPreview>(),
  'data:importAll': call(transferSchemas.import).returns<TransferResult>(),
}
