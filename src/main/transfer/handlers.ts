import type { Handlers } from '@shared/contract'
import { exportAll, importAll, previewTransfer } from './transfer'
import type { TransferDeps } from './transferDeps'

/** "Move to another computer": export everything, preview a file, import it. */
export function transferHandlers(
  deps: TransferDeps,
): Pick<Handlers, 'transfer:exportAll' | 'transfer:previewImport' | 'transfer:importAll'> {
  return {
    'transfer:exportAll': () => exportAll(deps),
    'transfer:previewImport': (a) => previewTransfer(deps, a.json),
    'transfer:importAll': (a) => importAll(deps, a.json, a.settings),
  }
}
