import { CALL_CHANNEL } from '@shared/channels'
import type { CallOutcome } from '@shared/errors'
import { translate } from '@shared/i18n'
import type { Language } from '@shared/settings'
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import type { Dispatch } from '../dispatch'
import { isAppUrl } from './security/guards'

/** What the IPC layer needs to decide whether a message may be answered. */
export interface SenderPolicy {
  rendererUrl: string
  isOwnWindow: (event: IpcMainInvokeEvent) => boolean
  language: () => Language
}

/** Tells whether an IPC message comes from the top frame of one of our windows, showing our page. */
export function isTrustedSender(event: IpcMainInvokeEvent, policy: SenderPolicy): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  return policy.isOwnWindow(event) && isAppUrl(frame.url, policy.rendererUrl)
}

/** Registers the single call channel: checks the sender, then hands the call to `dispatch`. */
export function registerCallChannel(
  ipcMain: IpcMain,
  dispatch: Dispatch,
  policy: SenderPolicy,
): void {
  ipcMain.handle(
    CALL_CHANNEL,
    async (event, name: unknown, args: unknown): Promise<CallOutcome<unknown>> => {
      if (!isTrustedSender(event, policy)) {
        return {
          ok: false,
          error: { code: 'forbidden', message: translate(policy.language(), 'errors.forbidden') },
        }
      }
      return dispatch(name, args)
    },
  )
}
