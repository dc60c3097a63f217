// The native menu per system: macOS has its app menu (Quit there), a Window menu (⌘M), and File
// closes the window; Windows and Linux quit from File. Every system has the projector's key.
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { menuTemplate, PROJECTOR_KEY, type MenuContext } from '../../../src/main/shell/menu'

function context(isMac: boolean, language: MenuContext['language'] = 'en'): MenuContext {
  return {
    language,
    version: '1.0.0',
    isDev: false,
    isMac,
    showAbout: vi.fn(),
    saveReport: vi.fn(),
    projectorToNextScreen: vi.fn(),
  }
}

const items = (menu: MenuItemConstructorOptions): MenuItemConstructorOptions[] =>
  (menu.submenu as MenuItemConstructorOptions[]).filter((i) => i.type !== 'separator')

describe('menuTemplate on macOS', () => {
  const template = menuTemplate(context(true))
  it('starts with the app’s menu, named after it, whose last item really quits', () => {
    expect(template.map((m) => m.label)).toEqual([
      'Bunco Night',
      'File',
      'Edit',
      'View',
      'Window',
      'Help',
    ])
    const app = items(template[0]!)
    expect(app.at(-1)).toEqual({ role: 'quit', label: 'Quit Bunco Night' })
    expect(app.map((i) => i.role ?? i.label)).toEqual([
      'About Bunco Night',
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ])
    expect(app.find((i) => i.role === 'hide')?.label).toBe('Hide Bunco Night')
  })
  it('closes the window from File (⌘W), without calling it Quit', () => {
    expect(items(template[1]!)).toEqual([{ role: 'close', label: 'Close Window' }])
  })
  it('has a Window menu that minimises (⌘M) and zooms', () => {
    const win = template.find((m) => m.label === 'Window')!
    expect(win.role).toBe('windowMenu')
    expect(items(win).map((i) => i.role)).toEqual(['minimize', 'zoom', 'front'])
  })
  it('speaks the host’s language', () => {
    const ja = menuTemplate(context(true, 'ja'))
    expect(items(ja[0]!).at(-1)?.label).toBe('Bunco Night を終了')
    expect(items(ja[1]!)[0]?.label).toBe('ウインドウを閉じる')
  })
})

describe('menuTemplate on Windows and Linux', () => {
  const template = menuTemplate(context(false, 'de'))
  it('quits from File, has no app or Window menu, and About in Help', () => {
    expect(template.map((m) => m.label)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Hilfe'])
    expect(items(template[0]!)).toEqual([{ role: 'quit', label: 'Bunco Night beenden' }])
    expect(items(template[3]!).map((i) => i.label)).toEqual([
      'Bericht für die Entwickler speichern…',
      'Über Bunco Night',
    ])
  })
})

describe('the projector’s key', () => {
  it.each([true, false])('is in View on every system (mac: %s) and calls the move', (isMac) => {
    const ctx = context(isMac)
    const view = menuTemplate(ctx).find((m) => m.label === 'View')!
    const item = items(view).find((i) => i.accelerator === PROJECTOR_KEY)
    expect(item?.label).toBe('Projector to the Next Screen, Full Screen')
    ;(item?.click as () => void)()
    expect(ctx.projectorToNextScreen).toHaveBeenCalledOnce()
  })
})
