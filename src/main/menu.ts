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
}

/** The native menu: File, Edit, View, Help, labelled in the host's language. */
export function menuTemplate(ctx: MenuContext): MenuItemConstructorOptions[] {
  const t = (key: string): string => translate(ctx.language, key)
  const devItems: MenuItemConstructorOptions[] = ctx.isDev
    ? [{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : []
  return [
    ...(ctx.isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    {
      label: t('menu.file'),
      submenu: [{ role: ctx.isMac ? 'close' : 'quit', label: t('menu.quit') }],
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
      ],
    },
    {
      label: t('menu.help'),
      role: 'help',
      submenu: [
        { label: t('menu.saveReport'), click: ctx.saveReport },
        { type: 'separator' },
        { label: t('menu.about'), click: ctx.showAbout },
      ],
    },
  ]
}
