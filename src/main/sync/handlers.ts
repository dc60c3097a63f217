import type { Handlers } from '@shared/contract'
import type { HostHooks } from '../app/uiHandlers'
import { stopSharing, syncNow, syncStatus, takeNightVersion, unlockFolder } from './syncService'
import type { SyncDeps } from './syncShared'
import { joinFolder, pickFolder } from './syncWatch'

type SyncCalls = Extract<keyof Handlers, `sync:${string}`>

/** The club folder's calls. */
export function syncHandlers(deps: SyncDeps, hooks: HostHooks): Pick<Handlers, SyncCalls> {
  return {
    'sync:status': (a) => syncStatus(deps, a.clubId),
    'sync:pickFolder': (a) =>
      pickFolder(deps, a.clubId, a.laptopName, hooks.pickFolder, a.passphrase ?? null),
    'sync:unlock': (a) => unlockFolder(deps, a.clubId, a.passphrase),
    'sync:join': (a) => joinFolder(deps, a.laptopName, hooks.pickFolder, a.passphrase ?? null),
    'sync:now': (a) => syncNow(deps, a.clubId),
    'sync:takeNight': (a) => takeNightVersion(deps, a.clubId, a.nightId, a.laptop),
    'sync:stop': (a) => stopSharing(deps, a.clubId),
  }
}
