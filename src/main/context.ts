import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AppInfo, Handlers } from '@shared/contract'
import { defaultSettings } from '@shared/settings'
import type { StoreStatus } from '@shared/storage'
import type { Db } from './db/connection'
import { MIGRATIONS, SCHEMA_VERSION } from './db/migrations'
import { backupNow, listBackups, openStoreSafely, restoreBackup, STORE_FILE } from './db/safety'
import { createDispatch, sayError, type Dispatch } from './dispatch'
import type { NetworkAddress } from './phones/addresses'
import type { PhonesContext } from './phones/phonesContext'
import { phoneRoot } from './phones/phoneRoot'
import { printedLinks } from './phones/printedLinks'
import { nightEnded, openPhones, stopServer } from './phones/serverLifecycle'
import { createPushHub, type PushHub } from './push'
import { keyValueRepo } from './db/keyValueRepo'
import { createHandlers } from './handlers'
import { clubDeps, type ClubDeps } from './club/clubLog'
import { syncDeps } from './sync/syncShared'
import { startSyncing } from './sync/syncWatch'
import { nightMoney } from './club/clubViews'
import { deleteClubNight } from './club/clubActions'
import { settleClubNight } from './club/settle'
import type { HostHooks } from './app/uiHandlers'
import { exchangeService } from './exchange/exchangeService'
import { transferService } from './transfer/transferService'
import { nightService } from './night/nightService'
import { nightStore, type NightStore } from './night/nightStore'
import { rosterService } from './roster/rosterService'
import { seasonService } from './season/seasonService'
import { printService } from './print/printService'
import { rebuildProjectionIfNeeded } from './night/projectionRebuild'
import { settingsService, type SettingsService } from './app/settingsService'
import { uiService } from './app/uiService'
import { diceService } from './tools/diceService'
import { keeperService } from './tools/keeperService'
import { soloService } from './tools/soloService'
import { timerService } from './tools/timerService'

/** File name of the store inside the data folder. */
export const DATABASE_FILE = STORE_FILE

/** What the app (or a test bridge) needs to start the main-process side. */
export interface ContextOptions {
  dataFolder: string
  /** OS locales, most preferred first, used to pick the language on first start. */
  locales: readonly string[]
  version: string
  nativeBinding?: string
  /** Back the store up after each committed round (default true; benchmarks turn it off). */
  backupEachRound?: boolean
  /** Called once a backup was restored and the store closed: the app must restart its side. */
  onRestored?: () => void
  log?: (err: unknown) => void
  /** Files and windows: the Electron shell and the test bridge each provide their own. */
  hooks?: HostHooks
  /** The built phone page's folder (default: beside the bundle, out/phone). */
  phoneRoot?: string
  /** The addresses the host may pick for the phones (tests: loopback only). */
  networkAddresses?: () => NetworkAddress[]
}

/** The running main-process side: store, services and the validated `dispatch`. */
export interface MainContext {
  db: Db
  settings: SettingsService
  store: NightStore
  handlers: Handlers
  dispatch: Dispatch
  /** Main's pushes to the windows (night changed, print progress, the timer). */
  push: PushHub
  /** The table phones: their server, codes and live phones (the phones' functions take it). */
  phones: PhonesContext
  /** The clubs' store, repos and this laptop's clock (sync reads and writes through them). */
  club: ClubDeps
  status: () => StoreStatus
  /** Takes a backup (on quit, or when the host asks). */
  backup: (reason: 'quit' | 'manual') => Promise<void>
  /** Resolves once every backup started so far has finished. */
  idle: () => Promise<void>
  close: () => void
}

/** Opens and migrates the store and wires services to the contract; shared by app and tests. */
export function createMainContext(options: ContextOptions): MainContext {
  mkdirSync(options.dataFolder, { recursive: true })
  const databaseFile = join(options.dataFolder, DATABASE_FILE)
  const opened = openStoreSafely(options.dataFolder, {
    migrations: MIGRATIONS,
    nativeBinding: options.nativeBinding,
  })
  const db = opened.db
  const log = options.log ?? ((err: unknown) => console.error(err))
  rebuildProjectionIfNeeded(db)
  let pending: Promise<void> = Promise.resolve()
  // Backups run after the commit, one after the other; a failed backup never loses the entry,
  // and never stops the queue, but whoever asked for it (the host, a deletion) hears of it.
  const backup = (reason: 'round' | 'quit' | 'manual', nightId?: number): Promise<void> => {
    // Once the store is closed (quit, restore) a queued backup has nothing left to copy.
    const run = pending.then(async () => {
      if (db.open) await backupNow(db, options.dataFolder, reason, undefined, nightId)
    })
    pending = run.catch(log)
    return run
  }
  const settings = settingsService(db, defaultSettings(options.locales))
  const appState = keyValueRepo(db, 'app_state')
  const status = (): StoreStatus => ({
    recovery: opened.recovery,
    backups: listBackups(options.dataFolder),
    unreadable: [
      ...settings.unreadable().map((key) => ({ table: 'settings' as const, key })),
      ...appState.unreadable().map((key) => ({ table: 'app_state' as const, key })),
    ],
  })
  const info = (): AppInfo => ({
    name: 'Bunco Night',
    version: options.version,
    dataFolder: options.dataFolder,
    databaseFile,
    schemaVersion: SCHEMA_VERSION,
    locale: options.locales[0] ?? 'en-US',
  })
  const store = nightStore(db)
  const push = createPushHub(log)
  store.subscribe((nightId, savedEventId) => push.emit('night:changed', { nightId, savedEventId }))
  const roster = rosterService(db, undefined, () => club.clock)
  const nights = nightService(db, store, roster, {
    onRoundCommitted: (nightId) => {
      if (options.backupEachRound !== false) backup('round', nightId).catch(() => undefined)
    },
    backup: () => backup('manual'),
    // a deleted night's phones are told it is over and its server stops before its rows go; a
    // club night leaves its club first (the club's log keeps that it was deleted)
    beforeRemove: async (nightId) => {
      deleteClubNight(club, nightId)
      await nightEnded(phones, nightId)
    },
    moneyOf: (nightId) => nightMoney(club, nightId),
  })
  const club = clubDeps(db, store, nights, push)
  // a club night this laptop started is settled in money once its prizes are
  store.subscribe((nightId) => {
    try {
      settleClubNight(club, nightId)
    } catch (err) {
      log(err)
    }
  })
  const sync = syncDeps(club, push, log)
  const timer = timerService(db, (t) => push.emit('timer:changed', t))
  const phones = openPhones({
    db,
    store,
    standings: (nightId) => nights.standings(nightId),
    timer,
    push,
    // loaded when the host first switches phones on: the app starts without the HTTP library
    start: async (cx, host, port) =>
      (await import('./phones/server')).startPhonesServer(cx, {
        phoneRoot: options.phoneRoot ?? phoneRoot(),
        host,
        port,
      }),
    translateProblem: (err, language) => sayError(err, language, log),
    ...(options.networkAddresses ? { addresses: options.networkAddresses } : {}),
  })
  const handlers = createHandlers({
    ui: uiService(db),
    print: printService(
      db,
      store,
      settings,
      (progress) => push.emit('print:progress', progress),
      printedLinks(phones),
    ),
    hooks: options.hooks ?? {},
    info,
    settings,
    store,
    roster,
    nights,
    tools: {
      keeper: keeperService(db, nights, log),
      dice: diceService(db, nights),
      solo: soloService(db),
      timer,
    },
    phones,
    storage: {
      status,
      backup: async () => {
        await backup('manual')
        return status()
      },
      restore: async (name) => {
        await pending
        await restoreBackup(db, options.dataFolder, name, {
          migrations: MIGRATIONS,
          nativeBinding: options.nativeBinding,
          // the folder's timer and watchers read the store: they stop with it
          close: () => {
            stopSync()
            db.close()
          },
        })
        options.onRestored?.()
        return { restarting: true }
      },
    },
    exchange: exchangeService(db, store, {
      language: () => settings.get().language,
      onProgress: (progress) => push.emit('import:progress', progress),
    }),
    season: seasonService(db),
    transfer: transferService(db, store, settings, () => backup('manual')),
    club,
    sync,
  })
  const dispatch = createDispatch(handlers, () => settings.get().language, log)
  // shared clubs are read on start, then when their folder changes and every 30 s
  const stopSync = startSyncing(sync)
  return {
    db,
    settings,
    store,
    handlers,
    dispatch,
    push,
    phones,
    club,
    status,
    backup: (reason) => backup(reason).catch(() => undefined),
    idle: () => pending,
    close: () => {
      stopSync()
      void stopServer(phones)
      if (db.open) db.close()
    },
  }
}
