// Types for the fake 'electron' module used by the boot tests.
type Listener = (...args: any[]) => any

interface FakeWebContents {
  listeners: Record<string, Listener[]>
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null
  emit(event: string, ...args: unknown[]): void
}

interface FakeWindow {
  options: { webPreferences: Record<string, unknown> } & Record<string, unknown>
  webContents: FakeWebContents
  loadedUrl: string | null
  emit(event: string, ...args: unknown[]): void
}

interface FakeDisplay {
  id: number
  bounds: { x: number; y: number; width: number; height: number }
  workArea: { x: number; y: number; width: number; height: number }
}

interface FakeRecord {
  windows: FakeWindow[]
  /** Every webContents.send: the channel and the message. */
  sent: { channel: string; message: unknown }[]
  displays: FakeDisplay[]
  handlers: Map<string, Listener>
  menus: unknown[]
  errorBoxes: { title: string; message: string }[]
  /** Every dialog.showMessageBox's options. */
  messageBoxes: { message?: string }[]
  /** The path the save dialog "chooses" (null: the host cancels). */
  saveAs: string | null
  exposed: Record<string, unknown>
  appEvents: Record<string, Listener[]>
  session: {
    permissionRequest: Listener | null
    permissionCheck: Listener | null
    /** The header hook main registered: its URL filter (null: every response) and listener. */
    headers: { filter: unknown; listener: Listener } | null
  }
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[]
  schemesDeclaredWhenReady: boolean | null
  protocols: Map<string, (request: Request) => Promise<Response>>
  ready: boolean
  singleInstanceRequested: boolean
  quitRequests: number
  quitted: boolean
  relaunched: boolean
  relaunchOptions: unknown
  /** What main set with app.setPath, by name. */
  setPaths: Record<string, string>
  /** The data folder when the single-instance lock was asked for. */
  userDataAtLock?: string
  exitCode: number | null
}

interface FakeElectron {
  electron: Record<string, unknown> & { app: { quit(): void } }
  record: FakeRecord
}

export function createFakeElectron(options: {
  userData: string
  appPath: string
  locale?: string
  /** app.getPath('appData') (default: userData). */
  appData?: string
  /** Command-line switches present (default: ['user-data-dir'], as the smoke test starts it). */
  switches?: string[]
}): FakeElectron
export function ipcEvent(window: FakeWindow, url: string): unknown
