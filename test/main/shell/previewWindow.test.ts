// The PDF preview window: Chromium's viewer for one file, sandboxed, going nowhere else.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import type * as FakeModule from '../fake-electron.cjs'

const fake = await vi.hoisted(async () => {
  const mod = (await import('../fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  return mod.default.createFakeElectron({ userData: '/nowhere', appPath: '/nowhere' })
})
vi.mock('electron', () => fake.electron)

describe('PDF preview window', () => {
  it('shows the PDF with the viewer plugin, no preload, and blocks everything else', async () => {
    const { openPdfPreview } = await import('../../../src/main/shell/previewWindow')
    const pdf = new TextEncoder().encode('%PDF-1.3 test')
    expect(await openPdfPreview({ fileName: 'rules.pdf', content: pdf })).toBe(true)
    const win = fake.record.windows.at(-1)
    if (!win) throw new Error('no window')
    const prefs = win.options.webPreferences
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      plugins: true,
    })
    expect(prefs['preload']).toBeUndefined()
    const url = win.loadedUrl ?? ''
    expect(url).toMatch(/^file:.*rules\.pdf$/)
    expect(readFileSync(fileURLToPath(url), 'utf8')).toBe('%PDF-1.3 test')
    const blocked = vi.fn()
    win.webContents.emit('will-navigate', { preventDefault: blocked }, 'https://example.com/')
    expect(blocked).toHaveBeenCalled()
    expect(win.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    })
  })
})
