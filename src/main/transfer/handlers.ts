import type { Handlers } from '@shared/contract'
import type { TransferService } from './transferService'

/** "Move to another computer": export everything, preview a file, import it. */
export function transferHandlers(
  transfer: TransferService,
): Pick<Handlers, 'data:exportAll' | 'data:previewImport' | 'data:importAll'> {
  return {
    'data:exportAll': () => transfer.exportAll(),
    'data:previewImport': (a) => transfer.preview(a.json),
    'data:importAll': (a) => transfer.importAll(a.json, a.settings),
  }
}
