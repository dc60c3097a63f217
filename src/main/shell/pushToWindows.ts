import { PUSH_CHANNEL } from '@shared/push'
import type { BrowserWindow } from 'electron'
import type { PushHub } from '../push'

/** Delivers every push to the app's own windows (the host's and the projector), and no other. */
export function pushToWindows(
  hub: PushHub,
  windows: () => readonly (BrowserWindow | undefined)[],
): () => void {
  return hub.subscribe((message) => {
    for (const win of windows()) {
      if (win && !win.isDestroyed()) win.webContents.send(PUSH_CHANNEL, message)
    }
  })
}
