import { describe, expect, it } from 'vitest'
import { chooseNativeBinding, electronBindingPath } from '../../../src/main/shell/nativeBinding'
import { isAppUrl } from '../../../src/main/shell/security/guards'
import { visibleBounds } from '../../../src/main/shell/windowState'

describe('isAppUrl', () => {
  const built = 'file:///opt/bunco/out/renderer/index.html'
  it.each([
    [built, built, true],
    [`${built}#/night/3`, built, true],
    ['file:///opt/bunco/out/renderer/other.html', built, false],
    ['file:///etc/passwd', built, false],
    ['file://evil-host/opt/bunco/out/renderer/index.html', built, false],
    ['file://192.168.1.9/opt/bunco/out/renderer/index.html', built, false],
    ['file://localhost/opt/bunco/out/renderer/index.html', built, true],
    [
      'file://host/C:/bunco/out/renderer/index.html',
      'file:///C:/bunco/out/renderer/index.html',
      false,
    ],
    ['https://example.com/', built, false],
    ['not a url', built, false],
    ['http://localhost:5173/', 'http://localhost:5173/', true],
    ['http://localhost:5173/src/x', 'http://localhost:5173/', true],
    ['http://localhost:5174/', 'http://localhost:5173/', false],
    ['https://localhost:5173/', 'http://localhost:5173/', false],
  ])('%s within %s → %s', (url, app, expected) => {
    expect(isAppUrl(url, app)).toBe(expected)
  })
})

describe('chooseNativeBinding', () => {
  const base = { projectRoot: '/p', isPackaged: false, exists: () => true }
  it('uses the Electron-ABI binary under unpackaged Electron when it was prepared', () => {
    expect(chooseNativeBinding({ ...base, electronVersion: '45.5.0' })).toBe(
      electronBindingPath('/p', '45.5.0'),
    )
  })
  it('falls back to the package build when the binary is missing', () => {
    expect(chooseNativeBinding({ ...base, electronVersion: '45.5.0', exists: () => false })).toBe(
      undefined,
    )
  })
  it('uses the package build under plain Node (tests) and in packaged apps', () => {
    expect(chooseNativeBinding({ ...base, electronVersion: undefined })).toBe(undefined)
    expect(chooseNativeBinding({ ...base, electronVersion: '45.5.0', isPackaged: true })).toBe(
      undefined,
    )
  })
  it('keeps the binary per Electron version, outside node_modules', () => {
    const path = electronBindingPath('/p', '45.5.0')
    expect(path).toContain('electron-45.5.0')
    expect(path).not.toContain('node_modules')
  })
})

describe('visibleBounds', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }]
  const state = { x: 100, y: 100, width: 1200, height: 800, maximized: false }
  it('keeps bounds that are on a display', () => {
    expect(visibleBounds(state, screen)).toEqual(state)
  })
  it('drops bounds from a display that is gone', () => {
    expect(visibleBounds({ ...state, x: 2500 }, screen)).toBeUndefined()
    expect(visibleBounds({ ...state, y: -500 }, screen)).toBeUndefined()
  })
  it('accepts a second display to the left', () => {
    const two = [...screen, { x: -1280, y: 0, width: 1280, height: 1024 }]
    expect(visibleBounds({ ...state, x: -1000 }, two)).toEqual({ ...state, x: -1000 })
  })
  it('passes through no saved state', () => {
    expect(visibleBounds(undefined, screen)).toBeUndefined()
  })
})
