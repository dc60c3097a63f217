import type { Handlers } from '@shared/contract'
import { exportAll, importAll, previewTransfer } from './transfer'
import type { TransferDeps } from './transferDeps'

/** "Move to another computer": export everything, preview a file, import it. */
export function transferHandlers(
  deps: TransferDeps,
): Pick<Handlers, 'data:exportAll' | 'data:previewImport' | 'data:importAll'> {
  return {
    'data:exportAll': () => exportAll(deps),
    'data:previewImport': (a) => previewTransfer(deps, a.json),
    'data:importAll': (a) => importAll(deps, a.json, a.settings),
  }
}
