import type { AppInfo, Handlers } from '@shared/contract'
import type { ExchangeService } from '../services/exchangeService'
import type { TransferService } from '../transfer/transferService'
import type { NightService } from '../services/nightService'
import type { NightStore } from '../services/nightStore'
import type { RosterService } from '../services/rosterService'
import type { SeasonService } from '../services/seasonService'
import type { SettingsService } from '../services/settingsService'
import { appHandlers } from './app'
import { transferHandlers } from '../transfer/transferHandlers'
import { nightHandlers } from './nights'
import { rosterHandlers } from './roster'
import { printHandlers } from './print'
import { storageHandlers, type StorageDeps } from './storage'
import { toolHandlers, type ToolServices } from './tools'
import { lanHandlers } from './lan'
import type { LanService } from '../lan/lanService'
import { uiHandlers, type HostHooks } from './ui'
import type { PrintService } from '../services/printService'
import type { UiService } from '../services/uiService'

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
  lan: LanService
  transfer: TransferService
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
    ...lanHandlers(deps.lan),
    ...transferHandlers(deps.transfer),
  }
  return handlers
}
