// A stand-in for the 'electron' module: records what main does with it, so tests can check it.
// Plain CommonJS so both Vitest (vi.mock) and a plain Node child process (the built bundle) use it.
'use strict'

const FULL_HD = { x: 0, y: 0, width: 1920, height: 1080 }

function createFakeElectron(options) {
  const record = {
    windows: [],
    sent: [],
    displays: [{ id: 1, bounds: FULL_HD, workArea: FULL_HD }],
    handlers: new Map(),
    menus: [],
    errorBoxes: [],
    messageBoxes: [],
    saveAs: null,
    exposed: {},
    appEvents: {},
    session: { permissionRequest: null, permissionCheck: null, headers: null },
    // Schemes declared privileged (and whether the app was ready then), and protocol handlers.
    privilegedSchemes: [],
    schemesDeclaredWhenReady: null,
    protocols: new Map(),
    ready: false,
    singleInstanceRequested: false,
    quitRequests: 0,
    quitted: false,
    relaunched: false,
    relaunchOptions: null,
    // what main set with app.setPath (the data folder it pins), by name
    setPaths: {},
    exitCode: null,
  }
  // Started with --user-data-dir unless a test says otherwise (as the smoke test starts the app).
  const switches = new Set(options.switches ?? ['user-data-dir'])

  class FakeWebContents {
    constructor() {
      this.listeners = {}
      this.windowOpenHandler = null
    }
    on(event, fn) {
      ;(this.listeners[event] ||= []).push(fn)
      return this
    }
    emit(event, ...args) {
      for (const fn of this.listeners[event] || []) fn(...args)
    }
    setWindowOpenHandler(fn) {
      this.windowOpenHandler = fn
    }
    send(channel, message) {
      record.sent.push({ channel, message })
    }
  }

  class BrowserWindow {
    constructor(opts) {
      this.options = opts
      this.webContents = new FakeWebContents()
      this.listeners = {}
      this.loadedUrl = null
      this.bounds = { x: opts.x ?? 10, y: opts.y ?? 10, width: opts.width, height: opts.height }
      record.windows.push(this)
    }
    static fromWebContents(contents) {
      return record.windows.find((w) => w.webContents === contents) ?? null
    }
    on(event, fn) {
      ;(this.listeners[event] ||= []).push(fn)
      return this
    }
    once(event, fn) {
      return this.on(event, fn)
    }
    emit(event, ...args) {
      for (const fn of this.listeners[event] || []) fn(...args)
    }
    loadURL(url) {
      this.loadedUrl = url
      return Promise.resolve()
    }
    isDestroyed() {
      return false
    }
    show() {}
    focus() {}
    restore() {}
    maximize() {
      this.maximized = true
    }
    isMaximized() {
      return Boolean(this.maximized)
    }
    isMinimized() {
      return false
    }
    getNormalBounds() {
      return this.bounds
    }
    getBounds() {
      return this.bounds
    }
    setBounds(bounds) {
      this.bounds = { ...bounds }
    }
    isFullScreen() {
      return Boolean(this.fullScreen)
    }
    setFullScreen(on) {
      const was = Boolean(this.fullScreen)
      this.fullScreen = on
      if (was && !on) this.emit('leave-full-screen')
    }
  }

  const app = {
    isPackaged: false,
    whenReady: () => {
      record.ready = true
      return Promise.resolve()
    },
    requestSingleInstanceLock: () => {
      record.singleInstanceRequested = true
      // the lock lives in the data folder: which one it was taken in
      record.userDataAtLock = app.getPath('userData')
      return true
    },
    on(event, fn) {
      ;(record.appEvents[event] ||= []).push(fn)
      return app
    },
    emit(event, ...args) {
      for (const fn of record.appEvents[event] || []) fn(...args)
    },
    quit() {
      record.quitRequests += 1
      const event = {
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true
        },
      }
      app.emit('will-quit', event)
      if (!event.defaultPrevented) record.quitted = true
    },
    relaunch(opts) {
      record.relaunched = true
      record.relaunchOptions = opts ?? null
    },
    exit(code) {
      record.exitCode = code
    },
    commandLine: { hasSwitch: (name) => switches.has(name) },
    getPath: (name) =>
      record.setPaths[name] ??
      (name === 'appData' ? (options.appData ?? options.userData) : options.userData),
    setPath(name, value) {
      record.setPaths[name] = value
    },
    getAppPath: () => options.appPath,
    getVersion: () => '0.1.0',
    getLocale: () => options.locale ?? 'fr-FR',
    getPreferredSystemLanguages: () => [options.locale ?? 'fr-FR'],
  }

  const electron = {
    app,
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged(schemes) {
        record.privilegedSchemes.push(...schemes)
        record.schemesDeclaredWhenReady = record.ready
      },
      handle(scheme, fn) {
        record.protocols.set(scheme, fn)
      },
    },
    ipcMain: {
      handle(channel, fn) {
        record.handlers.set(channel, fn)
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler(fn) {
          record.session.permissionRequest = fn
        },
        setPermissionCheckHandler(fn) {
          record.session.permissionCheck = fn
        },
        webRequest: {
          // (filter, listener), or (listener) alone for every response
          onHeadersReceived(filter, fn) {
            record.session.headers = fn
              ? { filter, listener: fn }
              : { filter: null, listener: filter }
          },
        },
      },
    },
    Menu: {
      buildFromTemplate: (template) => ({ template }),
      setApplicationMenu: (menu) => record.menus.push(menu),
    },
    screen: {
      getAllDisplays: () => record.displays,
      getPrimaryDisplay: () => record.displays[0],
      // The display holding the rectangle's centre, as Electron picks the closest one.
      getDisplayMatching: (rect) => {
        const cx = rect.x + rect.width / 2
        const cy = rect.y + rect.height / 2
        const inside = (b) => cx >= b.x && cx < b.x + b.width && cy >= b.y && cy < b.y + b.height
        return record.displays.find((d) => inside(d.bounds)) ?? record.displays[0]
      },
    },
    dialog: {
      showErrorBox: (title, message) => record.errorBoxes.push({ title, message }),
      showMessageBox: (options) => {
        record.messageBoxes.push(options)
        return Promise.resolve({ response: 0 })
      },
      // what the save dialog answers: set `record.saveAs` to a path to "choose" it
      showSaveDialog: () =>
        Promise.resolve(
          record.saveAs ? { canceled: false, filePath: record.saveAs } : { canceled: true },
        ),
    },
    contextBridge: {
      exposeInMainWorld(key, api) {
        record.exposed[key] = api
      },
    },
    ipcRenderer: {
      invoke: (...args) => Promise.resolve(args),
    },
  }
  return { electron, record }
}

/** A trusted IPC event for a window: its top frame shows the given URL. */
function ipcEvent(window, url) {
  return { sender: window.webContents, senderFrame: { url, parent: null } }
}

module.exports = { createFakeElectron, ipcEvent }
