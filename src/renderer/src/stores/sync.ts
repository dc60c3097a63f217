import type { CallArgs } from '@shared/contract'
import type { SyncStatus } from '@shared/sync/views'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'

/** The shared folder of the club shown on the club screen, as main last looked at it. */
export const useSyncStore = defineStore('sync', () => {
  const status = ref<SyncStatus | null>(null)
  // the club whose folder is on screen (null: none): only its pushes cost a read
  let shown: string | null = null

  async function adopt(answer: Promise<SyncStatus>): Promise<SyncStatus> {
    status.value = await answer
    return status.value
  }

  /** Shows a club's folder: reads its status (null: the folder is no longer on screen). */
  function show(clubId: string | null): Promise<SyncStatus | null> {
    shown = clubId
    if (clubId === null) return Promise.resolve(null)
    status.value = null
    return adopt(call('sync:status', { clubId }))
  }

  /** Shares the club through a folder the host picks (main asks the system). */
  function pickFolder(args: CallArgs<'sync:pickFolder'>): Promise<SyncStatus> {
    return adopt(call('sync:pickFolder', args))
  }

  /** Opens a locked club folder with its passphrase. */
  function unlock(args: CallArgs<'sync:unlock'>): Promise<SyncStatus> {
    return adopt(call('sync:unlock', args))
  }

  /** Keeps another laptop's version of a night that went two ways. */
  function takeNight(args: CallArgs<'sync:takeNight'>): Promise<SyncStatus> {
    return adopt(call('sync:takeNight', args))
  }

  /** Looks at the folder now, or stops sharing the club through it. */
  function act(name: 'sync:now' | 'sync:stop', clubId: string): Promise<SyncStatus> {
    return adopt(call(name, { clubId }))
  }

  /** Joins the clubs a folder the host picks already holds (a laptop new to them). */
  function join(args: CallArgs<'sync:join'>): Promise<SyncStatus[]> {
    return call('sync:join', args)
  }

  // the folder is looked at by main (on change, every 30 s): one read when it says so
  onPush('sync:changed', ({ clubId }) => {
    if (clubId === shown) void adopt(call('sync:status', { clubId })).catch(() => undefined)
  })

  return { status, show, pickFolder, unlock, takeNight, act, join }
})
