import { join } from 'node:path'
import type { AppInfo } from '@shared/contract'
import { defaultSettings } from '@shared/settings'
import { openDatabase, type Db } from './db/connection'
import { migrate } from './db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from './db/migrations'
import { createDispatch, type Dispatch } from './dispatch'
import { createHandlers } from './handlers'
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
}

/** The running main-process side: store, services and the validated `dispatch`. */
export interface MainContext {
  db: Db
  settings: SettingsService
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
  const handlers = createHandlers({ info, settings })
  const dispatch = createDispatch(handlers, () => settings.get().language)
  return { db, settings, dispatch, close: () => db.close() }
}
