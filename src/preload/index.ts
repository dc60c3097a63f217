import { CALL_CHANNEL } from '@shared/channels'
import type { BuncoBridge, BridgeCall } from '@shared/contract'
import { PUSH_CHANNEL, type PushListen, type PushMessage } from '@shared/push'
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'

const call = ((name: string, args?: unknown) =>
  ipcRenderer.invoke(CALL_CHANNEL, name, args ?? {})) as BridgeCall

// One IPC listener for every push; the page subscribes by name and gets only the data.
const on: PushListen = (name, listener) => {
  const handler = (_event: IpcRendererEvent, message: PushMessage): void => {
    if (message.name === name) listener(message.data as Parameters<typeof listener>[0])
  }
  ipcRenderer.on(PUSH_CHANNEL, handler)
  return () => void ipcRenderer.removeListener(PUSH_CHANNEL, handler)
}

/** The only things the page gets from the preload: the contract's typed `call`, and pushes. */
const bridge: BuncoBridge = { call, on }

contextBridge.exposeInMainWorld('bunco', bridge)
