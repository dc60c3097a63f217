import type { Handlers } from '@shared/contract'
import type { DocumentKind } from '@shared/places'
import type { SavedFile } from '@shared/views'
import type { SettingsDeps } from '../app/settings'
import type { HostHooks } from '../app/uiHandlers'
import type { ClubDeps } from '../club/clubLog'
import type { NightDeps } from '../night/nightDeps'
import { nightOf } from '../night/nightReads'
import { printClubDocument } from './clubPrint'
import { openDocument, saveDocument } from './deliver'
import { printNight, type PrintDeps, type PrintedDocument } from './printNight'

/**
 * The printable documents: rendered in main, saved or opened with the system viewer. A club's
 * season documents are printed here too (`club:print`): they need the host's save and open hooks.
 */
export function printHandlers(deps: {
  print: PrintDeps
  hooks: HostHooks
  night: NightDeps
  club: ClubDeps
  settings: SettingsDeps
}): Pick<Handlers, 'print:save' | 'print:open' | 'club:print'> {
  const { hooks } = deps
  // the results of a club's night carry its pot and payouts, as its NightView has them
  const render = (a: { nightId: number; kind: DocumentKind; blanks?: number }) =>
    printNight(
      deps.print,
      a.nightId,
      a.kind,
      a.blanks,
      a.kind === 'results' ? nightOf(deps.night, a.nightId).money : null,
    )
  const save = (printed: PrintedDocument): Promise<SavedFile> => saveDocument(hooks, printed)
  const open = (printed: PrintedDocument) => openDocument(hooks, printed)
  return {
    'print:save': async (a) => save(await render(a)),
    'print:open': async (a) => open(await render(a)),
    'club:print': async ({ open: opening, ...ref }) => {
      const printed = await printClubDocument(deps.club, deps.settings, ref)
      return opening ? open(printed) : save(printed)
    },
  }
}
