import type { Handlers } from '@shared/contract'
import type { HostHooks } from '../app/uiHandlers'
import { openDocument, saveDocument } from './deliver'
import {
  printFundraiserDocument,
  treasurerCsvFile,
  type FundraiserPrintDeps,
} from './fundraiserPrint'

/** The fundraiser's papers: rendered in main, opened to print or saved; the CSV's text returned. */
export function fundraiserPaperHandlers(
  deps: FundraiserPrintDeps & { hooks: HostHooks },
): Pick<Handlers, 'print:fundraiser' | 'print:treasurerCsv'> {
  return {
    'print:fundraiser': async ({ nightId, document, open }) => {
      const printed = await printFundraiserDocument(deps, nightId, document)
      return open ? openDocument(deps.hooks, printed) : saveDocument(deps.hooks, printed)
    },
    'print:treasurerCsv': ({ nightId, drawer }) => treasurerCsvFile(deps, nightId, drawer),
  }
}
