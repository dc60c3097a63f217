import type { Handlers } from '@shared/contract'
import { importAttendees, previewAttendees } from './attendeeImport'
import { actOnFundraiser, saveSettings } from './fundraiserActions'
import type { FundraiserDeps } from './fundraiserDeps'
import { drawerCount, fundraiserViewOf, viewOf } from './fundraiserReads'

type FundraiserCalls = Extract<keyof Handlers, `fundraiser:${string}`>

/** The fundraiser calls, each as this laptop's: a change returns the fundraiser as it now is. */
export function fundraiserHandlers(deps: FundraiserDeps): Pick<Handlers, FundraiserCalls> {
  return {
    'fundraiser:get': (a) => fundraiserViewOf(deps, a.nightId),
    'fundraiser:settings': (a) => viewOf(a.nightId, saveSettings(deps, a.nightId, a.settings)),
    'fundraiser:act': (a) => viewOf(a.nightId, actOnFundraiser(deps, a.nightId, a.action)),
    'fundraiser:previewImport': (a) => previewAttendees(deps, a.nightId, a.file, a.options),
    'fundraiser:import': (a) =>
      viewOf(a.nightId, importAttendees(deps, a.nightId, a.file, a.options)),
    'fundraiser:drawer': ({ nightId, ...count }) => drawerCount(deps, nightId, count),
  }
}
