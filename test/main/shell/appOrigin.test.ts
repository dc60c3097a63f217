// Navigation and IPC sender checks compare the exact origin of the app:// page.
import { describe, expect, it } from 'vitest'
import { isAppUrl } from '../../../src/main/shell/security/guards'

describe('isAppUrl with the app:// page', () => {
  const app = 'app://bunco/index.html'
  it.each([
    [app, true],
    ['app://bunco/index.html#projector', true],
    ['app://bunco/phone/index.html', true],
    ['app://other/index.html', false],
    ['app://BUNCO/index.html', false],
    ['app://bunco.evil/index.html', false],
    ['foo://bunco/index.html', false],
    ['other://x/', false],
    ['http://bunco/index.html', false],
    ['file:///opt/bunco/out/renderer/index.html', false],
    ['file://host/share/out/renderer/index.html', false],
    ['about:blank', false],
    ['data:text/html,<p>x</p>', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url, app)).toBe(expected)
  })
})
