import type { Handlers } from '@shared/contract'
import type { MoveService } from '../services/moveService'

/** "Move to another computer": export everything, preview a file, import it. */
export function moveHandlers(
  move: MoveService,
): Pick<Handlers, 'data:exportAll' | 'data:previewImport' | 'data:importAll'> {
  return {
    'data:exportAll': () => move.exportAll(),
    'data:previewImport': (a) => move.preview(a.json),
    'data:importAll': (a) => move.importAll(a.json, a.settings),
  }
}
