import type { AppInfo, Handlers } from '@shared/contract'
import type { Language } from '@shared/settings'
import { appHandlers } from './app/handlers'
import { readSettings, type SettingsDeps } from './app/settings'
import { uiHandlers, type HostHooks } from './app/uiHandlers'
import { clubHandlers } from './club/handlers'
import type { ClubDeps } from './club/clubLog'
import type { Db } from './db/connection'
import type { KeyValueRepo } from './db/keyValueRepo'
import type { ExchangeDeps } from './exchange/exchangeDeps'
import type { FundraiserDeps } from './fundraiser/fundraiserDeps'
import { fundraiserHandlers } from './fundraiser/handlers'
import { refusalCurrency, withFundraiserWords } from './fundraiser/fundraiserWords'
import { nightHandlers } from './night/handlers'
import type { NightDeps } from './night/nightDeps'
import { phoneHandlers } from './phones/handlers'
import type { PhonesContext } from './phones/phonesContext'
import { fundraiserPaperHandlers } from './print/fundraiserHandlers'
import { printHandlers } from './print/handlers'
import type { PrintDeps } from './print/printNight'
import { rosterHandlers } from './roster/handlers'
import type { RosterDeps } from './roster/rosterDeps'
import { seasonHandlers } from './season/handlers'
import { slidesHandlers } from './slides/handlers'
import type { SlidesDeps } from './slides/slidesDeps'
import { storageHandlers } from './storage/handlers'
import type { StorageDeps } from './storage/storageDeps'
import { syncHandlers } from './sync/handlers'
import type { SyncDeps } from './sync/syncShared'
import { toolHandlers, type ToolDeps } from './tools/handlers'
import { transferHandlers } from './transfer/handlers'
import type { TransferDeps } from './transfer/transferDeps'

/** Each feature's dependencies, as the running app (or a test) made them. */
export interface HandlerDeps {
  db: Db
  info: () => AppInfo
  settings: SettingsDeps
  appState: KeyValueRepo
  hooks: HostHooks
  roster: RosterDeps
  night: NightDeps
  exchange: ExchangeDeps
  storage: StorageDeps
  print: PrintDeps
  tools: ToolDeps
  phones: PhonesContext
  transfer: TransferDeps
  club: ClubDeps
  sync: SyncDeps
  fundraiser: FundraiserDeps
  slides: SlidesDeps
}

/** The contract's implementation: declared as `Handlers`, so a missing call fails to compile. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const language = (): Language => readSettings(deps.settings).language
  const handlers: Handlers = {
    ...appHandlers(deps.info, deps.settings),
    ...rosterHandlers(deps.roster),
    ...nightHandlers(deps.night, deps.exchange),
    ...seasonHandlers(deps.db),
    ...storageHandlers(deps.storage),
    ...uiHandlers(deps.appState, deps.hooks),
    ...printHandlers(deps),
    ...toolHandlers(deps.tools),
    ...phoneHandlers(deps.phones),
    ...transferHandlers(deps.transfer),
    ...clubHandlers(deps.club, language),
    ...syncHandlers(deps.sync, deps.hooks),
    ...slidesHandlers(deps.slides),
    ...withFundraiserWords(
      { ...fundraiserHandlers(deps.fundraiser), ...fundraiserPaperHandlers(deps) },
      (args) => refusalCurrency(deps.fundraiser, args),
      language,
    ),
  }
  return handlers
}
