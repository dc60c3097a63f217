// Pure decisions of the shell: the data folder's name, how to relaunch, the first window's size,
// and the screen the projector goes to next.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nextDisplay } from '../../../src/main/shell/projectorDisplay'
import { DATA_FOLDER_NAME, pinnedDataFolder } from '../../../src/main/shell/dataFolder'
import { firstWindowBounds, PREFERRED_WINDOW } from '../../../src/main/shell/firstWindow'
import { relaunchPlan } from '../../../src/main/shell/relaunch'

describe('pinnedDataFolder', () => {
  it('keeps <app data>/bunco-night, whatever the product is called', () => {
    expect(pinnedDataFolder({ hasUserDataSwitch: false, appData: '/home/a/.config' })).toBe(
      join('/home/a/.config', 'bunco-night'),
    )
    expect(DATA_FOLDER_NAME).toBe('bunco-night')
  })
  it('leaves a folder given with --user-data-dir alone', () => {
    expect(pinnedDataFolder({ hasUserDataSwitch: true, appData: '/x' })).toBeUndefined()
  })
})

describe('relaunchPlan', () => {
  const argv = ['/tmp/.mount_Bunco1/bunco-night', '--lang=fr']
  it('starts the AppImage file itself, with the same arguments', () => {
    expect(
      relaunchPlan({ isPackaged: true, appImage: '/home/a/Bunco Night.AppImage', argv }),
    ).toEqual({ execPath: '/home/a/Bunco Night.AppImage', args: ['--lang=fr'] })
  })
  it('leaves Electron’s default elsewhere (installed, or a stray APPIMAGE in development)', () => {
    expect(relaunchPlan({ isPackaged: true, appImage: undefined, argv })).toBeUndefined()
    expect(relaunchPlan({ isPackaged: true, appImage: '', argv })).toBeUndefined()
    expect(relaunchPlan({ isPackaged: false, appImage: '/a.AppImage', argv })).toBeUndefined()
  })
})

describe('firstWindowBounds', () => {
  it('fits a 1366×768 laptop with its task bar, centred', () => {
    const b = firstWindowBounds({ x: 0, y: 0, width: 1366, height: 728 })
    expect(b).toEqual({ x: 43, y: 0, width: 1280, height: 728 })
  })
  it('keeps the preferred size on a large screen, centred in its work area', () => {
    const b = firstWindowBounds({ x: 0, y: 25, width: 1920, height: 1055 })
    expect(b).toEqual({ x: 320, y: 123, ...PREFERRED_WINDOW })
  })
  it('stays inside a small or offset work area', () => {
    const area = { x: -1024, y: 0, width: 1024, height: 600 }
    const b = firstWindowBounds(area)
    expect(b.x).toBeGreaterThanOrEqual(area.x)
    expect(b.x + b.width).toBeLessThanOrEqual(area.x + area.width)
    expect(b.y + b.height).toBeLessThanOrEqual(area.y + area.height)
  })
})

describe('nextDisplay', () => {
  const laptop = { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 } }
  const tv = { id: 7, bounds: { x: 1440, y: 0, width: 1920, height: 1080 } }
  const third = { id: 9, bounds: { x: -1280, y: 0, width: 1280, height: 1024 } }
  it('goes round the displays in the system’s order', () => {
    expect(nextDisplay([laptop, tv, third], 1)).toBe(tv)
    expect(nextDisplay([laptop, tv, third], 7)).toBe(third)
    expect(nextDisplay([laptop, tv, third], 9)).toBe(laptop)
  })
  it('has nowhere to go with one display; starts at the first when the current is unknown', () => {
    expect(nextDisplay([laptop], 1)).toBeUndefined()
    expect(nextDisplay([laptop, tv], 42)).toBe(laptop)
  })
})
