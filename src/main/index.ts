import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { translate } from '@shared/i18n'
import { languageFromLocales } from '@shared/settings'
import { app, BrowserWindow, dialog, ipcMain, Menu, session } from 'electron'
import { AppError } from '@shared/app-error'
import { createMainContext, type MainContext } from './context'
import { onSettingsChange, readSettings } from './app/settings'
import { registerCallChannel } from './shell/ipc'
import { selfCheckProblems } from './selfCheck'
import { menuTemplate } from './shell/menu'
import { chooseNativeBinding } from './shell/nativeBinding'
import { appUrl, type AppRoot } from './shell/protocol/appProtocol'
import { registerAppScheme, serveAppProtocol } from './shell/protocol/register'
import {
  CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
  devCspNonce,
} from './shell/security/csp'
import { guardSession } from './shell/security/guards'
import { electronHooks } from './shell/hostHooks'
import { removePreviewFiles, sweepPreviewFiles } from './shell/previewFiles'
import { pinnedDataFolder } from './shell/dataFolder'
import { relaunchPlan } from './shell/relaunch'
import { createMainWindow, createProjectorWindow, projectorToNextScreen } from './shell/window'
import { pushToWindows } from './shell/pushToWindows'
import { createAppLog, type AppLog } from './log/appLog'
import { reportCommand } from './log/reportCommand'
import { privateTexts } from './log/reportRepo'
import { watchContents } from './log/watchContents'
import { resume, stopServer } from './phones/serverLifecycle'

const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL']
/** The folders app:// serves: the built renderer (a phone page would be one more root). */
export const appRoots: readonly AppRoot[] = [
  { prefix: '/', folder: join(__dirname, '../renderer') },
]
/** The page the window shows: the dev server in development, app://bunco/index.html otherwise. */
export const rendererUrl = devServerUrl ?? appUrl('index.html')
/** The bundled preload script (one CommonJS file, as a sandboxed preload requires). */
export const preloadPath = join(__dirname, '../preload/index.js')

let context: MainContext | undefined
let mainWindow: BrowserWindow | undefined
let projectorWindow: BrowserWindow | undefined
let appLog: AppLog | undefined
const startedAt = Date.now()
let shownLogged = false
const hooks = electronHooks(
  () => mainWindow,
  openProjector,
  () => {
    // once per run: the line the start checks (CI, a host's report) look for
    if (shownLogged) return
    shownLogged = true
    appLog?.info('window', `first screen shown, ${Date.now() - startedAt} ms after start`)
  },
)

function applyMenu(ctx: MainContext): void {
  const language = readSettings(ctx.settings).language
  const template = menuTemplate({
    language,
    version: app.getVersion(),
    isDev: devServerUrl !== undefined,
    isMac: process.platform === 'darwin',
    showAbout: () =>
      void dialog.showMessageBox({
        type: 'info',
        title: translate(language, 'menu.about'),
        message: translate(language, 'app.name'),
        detail: translate(language, 'menu.aboutDetail', { version: app.getVersion() }),
      }),
    saveReport: () => {
      if (appLog && hooks.saveFile) void reportCommand(ctx, appLog, hooks.saveFile)
    },
    projectorToNextScreen: () => {
      if (projectorWindow) projectorToNextScreen(projectorWindow)
      else openProjector()
    },
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

function openProjector(): boolean {
  if (projectorWindow) {
    projectorWindow.focus()
    return true
  }
  projectorWindow = createProjectorWindow(
    { preloadPath, rendererUrl, title: 'Bunco Night' },
    mainWindow?.getBounds(),
  )
  projectorWindow.on('closed', () => (projectorWindow = undefined))
  return true
}

function openStore(): MainContext {
  return createMainContext({
    dataFolder: app.getPath('userData'),
    locales: [...app.getPreferredSystemLanguages(), app.getLocale()],
    version: app.getVersion(),
    hooks,
    log: (err) => (appLog ? appLog.error('main', err) : console.error(err)),
    onRestored: () => {
      app.relaunch(
        relaunchPlan({
          isPackaged: app.isPackaged,
          appImage: process.env['APPIMAGE'],
          argv: process.argv,
        }),
      )
      app.exit(0)
    },
    nativeBinding: chooseNativeBinding({
      electronVersion: process.versions.electron,
      isPackaged: app.isPackaged,
      projectRoot: app.getAppPath(),
      exists: existsSync,
    }),
  })
}

/** Says why the app cannot start, in the OS language (no settings could be read), and exits. */
function refuseToStart(err: unknown): void {
  const language = languageFromLocales(app.getPreferredSystemLanguages())
  const message =
    err instanceof AppError
      ? translate(language, err.messageKey, err.params)
      : translate(language, 'errors.startFailed', { detail: String(err).slice(0, 300) })
  appLog?.error('start', err)
  dialog.showErrorBox(translate(language, 'errors.title'), message)
  // Never a running app with no window holding the single-instance lock.
  const ctx = context
  context = undefined
  ctx?.close()
  app.exit(1)
}

function openWindows(ctx: MainContext): void {
  serveAppProtocol({ roots: appRoots, csp: CONTENT_SECURITY_POLICY })
  guardSession(
    session.defaultSession,
    devServerUrl ? { url: devServerUrl, csp: devContentSecurityPolicy(devCspNonce()) } : undefined,
  )
  registerCallChannel(ipcMain, ctx.dispatch, {
    rendererUrl,
    isOwnWindow: (event) => {
      const win = BrowserWindow.fromWebContents(event.sender)
      return win !== null && (win === mainWindow || win === projectorWindow)
    },
    language: () => readSettings(ctx.settings).language,
  })
  if (devServerUrl) {
    const problems = selfCheckProblems(ctx.db)
    if (problems.length > 0) console.warn('Start-up self-check found problems:', problems)
  }
  applyMenu(ctx)
  onSettingsChange(ctx.settings, () => applyMenu(ctx))
  pushToWindows(ctx.push, () => [mainWindow, projectorWindow])
  mainWindow = createMainWindow({ db: ctx.db, preloadPath, rendererUrl, title: 'Bunco Night' })
  mainWindow.on('closed', () => (mainWindow = undefined))
}

function start(): void {
  sweepPreviewFiles()
  try {
    context = openStore()
    openWindows(context)
    // a night that had its table phones on when the app closed gets them back
    void resume(context.phones)
  } catch (err) {
    refuseToStart(err)
  }
}

/** Resolves once the app has started (or refused to start); lets the boot test wait for it. */
export let started: Promise<void> = Promise.resolve()

// Privileged schemes must be declared before the app is ready.
registerAppScheme()
// Before anything asks for the data folder (the single-instance lock does).
const dataFolder = pinnedDataFolder({
  hasUserDataSwitch: app.commandLine.hasSwitch('user-data-dir'),
  appData: app.getPath('appData'),
})
if (dataFolder) app.setPath('userData', dataFolder)

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  // The log lives in the data folder; its lines never carry a guest's name (see log/scrub.ts).
  const log = createAppLog({
    dataFolder: app.getPath('userData'),
    privateTexts: () => (context?.db.open ? privateTexts(context.db) : []),
    console: devServerUrl !== undefined,
  })
  appLog = log
  log.info('start', `Bunco Night ${app.getVersion()} on ${process.platform} ${process.arch}`)
  process.on('uncaughtExceptionMonitor', (err) => log.error('main', err))
  process.on('unhandledRejection', (reason) => log.error('main (unhandled rejection)', reason))
  app.on('web-contents-created', (_event, contents) => watchContents(contents, log))
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', (event) => {
    // The preview windows are closed by now: their PDFs are not kept.
    removePreviewFiles()
    const ctx = context
    if (!ctx) return
    // Hold the quit until the closing backup is written, then really quit.
    event.preventDefault()
    context = undefined
    void ctx
      .backup('quit')
      .finally(() => stopServer(ctx.phones))
      .finally(() => ctx.close())
      .finally(() => app.quit())
  })
  started = app.whenReady().then(start)
}
