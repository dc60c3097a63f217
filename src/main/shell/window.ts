import { BrowserWindow, screen, type WebPreferences } from 'electron'
import type { Db } from '../db/connection'
import { nextDisplay, projectorDisplay, type Rect } from './projectorDisplay'
import { guardWebContents } from './security/guards'
import { firstWindowBounds } from './firstWindow'
import { loadWindowState, saveWindowState, visibleBounds } from './windowState'

/** The renderer's locked-down preferences: sandboxed, isolated, no Node, only our preload. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  }
}

/** Where the window loads from and what it needs. */
export interface WindowOptions {
  db: Db
  preloadPath: string
  rendererUrl: string
  title: string
}

/** Opens the main window where the host left it, guarded against navigation and pop-ups. */
export function createMainWindow(options: WindowOptions): BrowserWindow {
  const saved = visibleBounds(
    loadWindowState(options.db),
    screen.getAllDisplays().map((d) => d.workArea),
  )
  const win = new BrowserWindow({
    ...(saved
      ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height }
      : firstWindowBounds(screen.getPrimaryDisplay().workArea)),
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: options.title,
    backgroundColor: '#1d1b2e',
    webPreferences: secureWebPreferences(options.preloadPath),
  })
  if (saved?.maximized) win.maximize()
  guardWebContents(win.webContents, options.rendererUrl)
  win.once('ready-to-show', () => win.show())
  win.on('close', () => {
    const bounds = win.getNormalBounds()
    saveWindowState(options.db, { ...roundBounds(bounds), maximized: win.isMaximized() })
  })
  void win.loadURL(options.rendererUrl)
  return win
}

function roundBounds(b: { x: number; y: number; width: number; height: number }): {
  x: number
  y: number
  width: number
  height: number
} {
  return {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
  }
}

/**
 * Opens the projector window (for a TV): same locked-down page, showing the projector view.
 * With a second display connected it fills that one; otherwise it opens beside the host's.
 */
export function createProjectorWindow(
  options: Omit<WindowOptions, 'db'>,
  hostBounds?: Rect,
): BrowserWindow {
  const target = projectorDisplay(
    screen.getAllDisplays(),
    hostBounds ? screen.getDisplayMatching(hostBounds).id : undefined,
  )
  const win = new BrowserWindow({
    ...(target ? { ...target.bounds, fullscreen: true } : { width: 1280, height: 720 }),
    show: false,
    title: options.title,
    backgroundColor: '#1d1b2e',
    webPreferences: secureWebPreferences(options.preloadPath),
  })
  guardWebContents(win.webContents, options.rendererUrl)
  win.once('ready-to-show', () => win.show())
  void win.loadURL(`${options.rendererUrl}#projector`)
  return win
}

/**
 * Sends the projector to the next screen and fills it (the host's key for it): the same key works
 * where the system does not let an app place its windows (Wayland), where it only fills the
 * screen the host dragged it to.
 */
export function projectorToNextScreen(win: BrowserWindow): void {
  const target = nextDisplay(screen.getAllDisplays(), screen.getDisplayMatching(win.getBounds()).id)
  const fill = (): void => {
    if (target) win.setBounds(target.bounds)
    win.setFullScreen(true)
  }
  // A full-screen window (its own Space on macOS) is moved only once it has left full screen.
  if (win.isFullScreen() && target) {
    win.once('leave-full-screen', fill)
    win.setFullScreen(false)
  } else fill()
}
