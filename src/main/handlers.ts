import type { AppInfo, Handlers } from '@shared/contract'
import type { ExchangeService } from './exchange/exchangeService'
import type { TransferService } from './transfer/transferService'
import type { NightService } from './night/nightService'
import type { NightStore } from './night/nightStore'
import type { RosterService } from './roster/rosterService'
import type { SeasonService } from './season/seasonService'
import type { SettingsService } from './app/settingsService'
import { appHandlers } from './app/handlers'
import { transferHandlers } from './transfer/handlers'
import { clubHandlers } from './club/handlers'
import { syncHandlers } from './sync/handlers'
import type { SyncDeps } from './sync/syncShared'
import type { ClubDeps } from './club/clubLog'
import { nightHandlers } from './night/handlers'
import { rosterHandlers } from './roster/handlers'
import { printHandlers } from './print/handlers'
import { storageHandlers, type StorageDeps } from './storage/handlers'
import { toolHandlers, type ToolServices } from './tools/handlers'
import { phoneHandlers } from './phones/handlers'
import type { PhonesContext } from './phones/phonesContext'
import { uiHandlers, type HostHooks } from './app/uiHandlers'
import type { PrintService } from './print/printService'
import type { UiService } from './app/uiService'

/** What the handlers need from the running app. */
export interface HandlerDeps {
  info: () => AppInfo
  settings: SettingsService
  roster: RosterService
  nights: NightService
  store: NightStore
  exchange: ExchangeService
  season: SeasonService
  storage: StorageDeps
  ui: UiService
  print: PrintService
  hooks: HostHooks
  tools: ToolServices
  phones: PhonesContext
  transfer: TransferService
  club: ClubDeps
  sync: SyncDeps
}

/** The contract's implementation: declared as `Handlers`, so a missing call fails to compile. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const handlers: Handlers = {
    ...appHandlers(deps),
    ...rosterHandlers(deps.roster),
    ...nightHandlers(deps),
    ...storageHandlers(deps.storage),
    ...uiHandlers(deps.ui, deps.hooks),
    ...printHandlers(deps),
    ...toolHandlers(deps.tools),
    ...phoneHandlers(deps.phones),
    ...transferHandlers(deps.transfer),
    ...clubHandlers(deps.club, () => deps.settings.get().language),
    ...syncHandlers(deps.sync, deps.hooks),
  }
  return handlers
}
