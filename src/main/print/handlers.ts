import type { Handlers } from '@shared/contract'
import type { PrintService } from './printService'
import type { HostHooks } from '../app/uiHandlers'

/** The printable documents: rendered in main, saved or opened with the system viewer. */
export function printHandlers(deps: {
  print: PrintService
  hooks: HostHooks
}): Pick<Handlers, 'print:save' | 'print:open'> {
  const { print, hooks } = deps
  return {
    'print:save': async (a) => {
      const { pdf, fileName } = await print.render(a.nightId, a.kind, a.blanks)
      if (!hooks.saveFile) return { saved: false, path: null }
      return hooks.saveFile({ fileName, content: pdf })
    },
    'print:open': async (a) => {
      const { pdf, fileName, pages } = await print.render(a.nightId, a.kind, a.blanks)
      const opened = (await hooks.openFile?.({ fileName, content: pdf })) ?? false
      return { opened, pages }
    },
  }
}
