import { translate } from '@shared/i18n'
import type { Language } from '@shared/settings'
import type { MenuItemConstructorOptions } from 'electron'

/** What the menu needs to know and do. */
export interface MenuContext {
  language: Language
  version: string
  isDev: boolean
  isMac: boolean
  showAbout: () => void
  /** Help → Save a report for the developers. */
  saveReport: () => void
  /** View → the projector to the next screen, full screen (opens it first if it is closed). */
  projectorToNextScreen: () => void
}

/** The key that sends the projector to the next screen, on every system. */
export const PROJECTOR_KEY = 'CmdOrCtrl+Shift+P'

type Item = MenuItemConstructorOptions

// macOS's own first menu, named after the app: About, Services, Hide, Quit.
function appMenu(t: (key: string) => string, ctx: MenuContext): Item {
  return {
    label: t('app.name'),
    submenu: [
      { label: t('menu.about'), click: ctx.showAbout },
      { type: 'separator' },
      { role: 'services', label: t('menu.services') },
      { type: 'separator' },
      { role: 'hide', label: t('menu.hide') },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.showAll') },
      { type: 'separator' },
      { role: 'quit', label: t('menu.quit') },
    ],
  }
}

// macOS's Window menu: ⌘M minimises, as in every Mac app.
function windowMenu(t: (key: string) => string): Item {
  return {
    label: t('menu.window'),
    role: 'windowMenu',
    submenu: [
      { role: 'minimize', label: t('menu.minimize') },
      { role: 'zoom', label: t('menu.zoom') },
      { type: 'separator' },
      { role: 'front', label: t('menu.front') },
    ],
  }
}

/** The native menu: File, Edit, View, (Window on macOS), Help, labelled in the host's language. */
export function menuTemplate(ctx: MenuContext): Item[] {
  const t = (key: string): string => translate(ctx.language, key)
  const devItems: Item[] = ctx.isDev
    ? [{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : []
  return [
    ...(ctx.isMac ? [appMenu(t, ctx)] : []),
    {
      label: t('menu.file'),
      // on macOS Quit lives in the app's menu; File closes the window, as ⌘W does
      submenu: [
        ctx.isMac
          ? { role: 'close', label: t('menu.closeWindow') }
          : { role: 'quit', label: t('menu.quit') },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        ...devItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        {
          label: t('menu.projectorNextScreen'),
          accelerator: PROJECTOR_KEY,
          click: ctx.projectorToNextScreen,
        },
      ],
    },
    ...(ctx.isMac ? [windowMenu(t)] : []),
    {
      label: t('menu.help'),
      role: 'help',
      submenu: [
        { label: t('menu.saveReport'), click: ctx.saveReport },
        ...(ctx.isMac
          ? []
          : [{ type: 'separator' } as Item, { label: t('menu.about'), click: ctx.showAbout }]),
      ],
    },
  ]
}
