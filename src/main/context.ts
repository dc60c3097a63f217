import { join } from 'node:path'
import type { AppInfo, Handlers } from '@shared/contract'
import { defaultSettings } from '@shared/settings'
import { openDatabase, type Db } from './db/connection'
import { migrate } from './db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from './db/migrations'
import { createDispatch, type Dispatch } from './dispatch'
import { createHandlers } from './handlers'
import { exchangeService } from './services/exchangeService'
import { nightService } from './services/nightService'
import { nightStore, type NightStore } from './services/nightStore'
import { rosterService } from './services/rosterService'
import { seasonService } from './services/seasonService'
import { settingsService, type SettingsService } from './services/settingsService'

/** File name of the store inside the data folder. */
export const DATABASE_FILE = 'bunco-night.sqlite'

/** What the app (or a test bridge) needs to start the main-process side. */
export interface ContextOptions {
  dataFolder: string
  /** OS locales, most preferred first, used to pick the language on first start. */
  locales: readonly string[]
  version: string
  nativeBinding?: string
  /** Called after each committed round (the app backs the store up then). */
  onRoundCommitted?: () => void
}

/** The running main-process side: store, services and the validated `dispatch`. */
export interface MainContext {
  db: Db
  settings: SettingsService
  store: NightStore
  handlers: Handlers
  dispatch: Dispatch
  close: () => void
}

/** Opens and migrates the store and wires services to the contract; shared by app and tests. */
export function createMainContext(options: ContextOptions): MainContext {
  const databaseFile = join(options.dataFolder, DATABASE_FILE)
  const db = openDatabase(databaseFile, { nativeBinding: options.nativeBinding })
  try {
    migrate(db, MIGRATIONS)
  } catch (err) {
    db.close()
    throw err
  }
  const settings = settingsService(db, defaultSettings(options.locales))
  const info = (): AppInfo => ({
    name: 'Bunco Night',
    version: options.version,
    dataFolder: options.dataFolder,
    databaseFile,
    schemaVersion: SCHEMA_VERSION,
    locale: options.locales[0] ?? 'en-US',
  })
  const store = nightStore(db)
  const handlers = createHandlers({
    info,
    settings,
    store,
    roster: rosterService(db),
    nights: nightService(db, store, options.onRoundCommitted),
    exchange: exchangeService(db, store),
    season: seasonService(db),
  })
  const dispatch = createDispatch(handlers, () => settings.get().language)
  return { db, settings, store, handlers, dispatch, close: () => db.close() }
}
