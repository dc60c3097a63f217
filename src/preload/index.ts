import { CALL_CHANNEL } from '@shared/channels'
import type { BuncoBridge, BridgeCall } from '@shared/contract'
import { contextBridge, ipcRenderer } from 'electron'

const call = ((name: string, args?: unknown) =>
  ipcRenderer.invoke(CALL_CHANNEL, name, args ?? {})) as BridgeCall

/** The only thing the page gets from the preload: the contract's typed `call`. */
const bridge: BuncoBridge = { call }

contextBridge.exposeInMainWorld('bunco', bridge)
