import { pathToFileURL } from 'node:url'
import { BrowserWindow, type WebPreferences } from 'electron'
import { writePreviewFile } from './previewFiles'

/** The PDF preview's preferences: Chromium's PDF viewer (a plugin), and nothing else. */
export function previewWebPreferences(): WebPreferences {
  return {
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    // The built-in PDF viewer (with its print button) is a plugin; no preload, no app page here.
    plugins: true,
    webSecurity: true,
    spellcheck: false,
  }
}

/** Shows a PDF in a window of the app, where the host can read it and print it. */
export async function openPdfPreview(
  file: { fileName: string; content: Uint8Array },
  parent?: BrowserWindow,
): Promise<boolean> {
  const path = await writePreviewFile(file.fileName, file.content)
  const url = pathToFileURL(path).toString()
  const win = new BrowserWindow({
    width: 900,
    height: 1000,
    title: file.fileName,
    ...(parent ? { parent } : {}),
    webPreferences: previewWebPreferences(),
  })
  // The preview shows this one file: no navigation elsewhere, no pop-ups.
  win.webContents.on('will-navigate', (event, target) => {
    if (target !== url) event.preventDefault()
  })
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  await win.loadURL(url)
  return true
}
