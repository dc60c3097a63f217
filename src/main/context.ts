import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AppInfo, Handlers } from '@shared/contract'
import { defaultSettings, type Language } from '@shared/settings'
import type { StoreStatus } from '@shared/storage'
import type { Db } from './db/connection'
import { MIGRATIONS, SCHEMA_VERSION } from './db/migrations'
import { openStoreSafely, STORE_FILE } from './db/safety'
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
import { openSettings, readSettings, type SettingsDeps } from './app/settings'
import { exchangeDeps } from './exchange/exchangeDeps'
import { fundraiserDeps, type FundraiserDeps } from './fundraiser/fundraiserDeps'
import { slidesDeps } from './slides/slidesDeps'
import { transferDeps } from './transfer/transferDeps'
import { nightDeps } from './night/nightDeps'
import { nightStandings } from './night/nightReads'
import { nightStore, type NightStore } from './night/nightStore'
import { rebuildProjectionIfNeeded } from './night/projectionRebuild'
import { rosterDeps } from './roster/rosterDeps'
import { printDeps } from './print/printNight'
import { storageDeps } from './storage/storageDeps'
import { backupsDone, queueBackup, storeStatus } from './storage/storage'
import { diceDeps } from './tools/dice'
import { keeperDeps } from './tools/keeperRecord'
import { soloDeps } from './tools/solo'
import { timerDeps, timerState } from './tools/timer'
import {
  clockDeps,
  clockRoundBegins,
  clockRoundUndone,
  clockStop,
  clockTick,
  clockWatch,
  type Schedule,
} from './clock/clockService'

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
  /** The round timer's clock and how main waits for it (tests: fake time). */
  clock?: { now: () => number; schedule?: Schedule }
}

/** The running main-process side: store, services and the validated `dispatch`. */
export interface MainContext {
  db: Db
  settings: SettingsDeps
  store: NightStore
  handlers: Handlers
  dispatch: Dispatch
  /** Main's pushes to the windows (night changed, print progress, the timer). */
  push: PushHub
  /** The table phones: their server, codes and live phones (the phones' functions take it). */
  phones: PhonesContext
  /** The clubs' store, repos and this laptop's clock (sync reads and writes through them). */
  club: ClubDeps
  /** The nights' fundraisers: their logs, folded states and random source. */
  fundraiser: FundraiserDeps
  status: () => StoreStatus
  /** Takes a backup (on quit, or when the host asks). */
  backup: (reason: 'quit' | 'manual') => Promise<void>
  /** Resolves once every backup started so far has finished. */
  idle: () => Promise<void>
  close: () => void
}

/** Opens and migrates the store and wires each feature's deps to the contract; app and tests. */
export function createMainContext(options: ContextOptions): MainContext {
  mkdirSync(options.dataFolder, { recursive: true })
  const opened = openStoreSafely(options.dataFolder, {
    migrations: MIGRATIONS,
    nativeBinding: options.nativeBinding,
  })
  const db = opened.db
  const log = options.log ?? ((err: unknown) => console.error(err))
  rebuildProjectionIfNeeded(db)
  const settings = openSettings(db, defaultSettings(options.locales))
  const language = (): Language => readSettings(settings).language
  const storage = storageDeps({
    db,
    dataFolder: options.dataFolder,
    migrations: MIGRATIONS,
    nativeBinding: options.nativeBinding,
    recovery: opened.recovery,
    settings,
    log,
    // the folder's timer and watchers read the store: they stop with it
    beforeClose: () => stopSync(),
    onRestored: options.onRestored,
  })
  const info = (): AppInfo => ({
    name: 'Bunco Night',
    version: options.version,
    dataFolder: options.dataFolder,
    databaseFile: join(options.dataFolder, STORE_FILE),
    schemaVersion: SCHEMA_VERSION,
    locale: options.locales[0] ?? 'en-US',
  })
  const store = nightStore(db)
  const push = createPushHub(log)
  store.subscribe((nightId, savedEventId) => push.emit('night:changed', { nightId, savedEventId }))
  const roster = rosterDeps(db, undefined, () => club.clock)
  const night = nightDeps(db, store, roster, {
    onRoundCommitted: (nightId) => {
      if (options.backupEachRound !== false)
        queueBackup(storage, 'round', nightId).catch(() => undefined)
    },
    backup: () => queueBackup(storage, 'manual'),
    // a deleted night's phones are told it is over and its server stops before its rows go; a
    // club night leaves its club first (the club's log keeps that it was deleted)
    beforeRemove: async (nightId) => {
      deleteClubNight(club, nightId)
      await nightEnded(phones, nightId)
    },
    moneyOf: (nightId) => nightMoney(club, nightId),
    // a timed night's move countdown and round clock start as its round begins; the round is
    // saved by then, so a clock that fails is logged, never answered as the commit's failure
    onRoundBegins: (nightId) => {
      try {
        clockRoundBegins(clock, nightId)
      } catch (err) {
        log(err)
      }
    },
    // an undone commit (or start) takes its move countdown and round clock back
    onRoundUndone: (nightId) => {
      try {
        clockRoundUndone(clock, nightId)
      } catch (err) {
        log(err)
      }
    },
  })
  const club = clubDeps(db, store, night, push)
  // a club night this laptop started is settled in money once its prizes are
  store.subscribe((nightId) => {
    try {
      settleClubNight(club, nightId)
    } catch (err) {
      log(err)
    }
  })
  const sync = syncDeps(club, push, log)
  const fundraiser = fundraiserDeps(db, store, push)
  const timer = timerDeps(
    db,
    (t) => {
      push.emit('timer:changed', t)
      // every change (the host's start or pause too) moves main's next wake
      clockWatch(clock, t)
    },
    options.clock?.now,
  )
  const clock = clockDeps(timer, store, options.clock?.schedule, log)
  // a move or a round under way when the app last closed goes on (or rings) now
  clockTick(clock)
  const phones = openPhones({
    db,
    store,
    standings: (nightId) => nightStandings(night, nightId),
    timer: { get: () => timerState(timer), now: options.clock?.now ?? Date.now },
    push,
    fundraiser,
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
    db,
    info,
    settings,
    appState: keyValueRepo(db, 'app_state'),
    hooks: options.hooks ?? {},
    roster,
    night,
    exchange: exchangeDeps(db, store, {
      language,
      onProgress: (progress) => push.emit('import:progress', progress),
    }),
    storage,
    print: printDeps(
      db,
      store,
      settings,
      (progress) => push.emit('print:progress', progress),
      printedLinks(phones),
    ),
    tools: {
      keeper: keeperDeps(db, night, log),
      dice: diceDeps(db, night),
      solo: soloDeps(db),
      timer,
    },
    phones,
    transfer: transferDeps(db, store, settings, () => queueBackup(storage, 'manual')),
    club,
    sync,
    fundraiser,
    slides: slidesDeps(db, store, push),
  })
  const dispatch = createDispatch(handlers, language, log)
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
    fundraiser,
    status: () => storeStatus(storage),
    backup: (reason) => queueBackup(storage, reason).catch(() => undefined),
    idle: () => backupsDone(storage),
    close: () => {
      clockStop(clock)
      stopSync()
      void stopServer(phones)
      if (db.open) db.close()
    },
  }
}
