import type { GuestLink, PhonesStatus, WifiStatus } from '@shared/phones/board'
import type { PhoneMode } from '@shared/phones/decision'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'
import { onPush } from '../push'
import { useErrorStore } from './errors'

// A phone's result brings two pushes (the night changed, the phones changed): pushes this close
// together are one change, read once.
const SETTLE_MS = 25

/** A night's board as followed: how many screens show it, and what stops its pushes. */
interface Followed {
  screens: number
  stop: () => void
}

/**
 * The phones of the nights on screen: each night's board (kept current by main's pushes while a
 * screen follows it), the party's Wi-Fi, and every host call that changes them.
 */
export const usePhonesStore = defineStore('phones', () => {
  const errors = useErrorStore()
  const boards = ref<Record<number, PhonesStatus>>({})
  const wifi = ref<WifiStatus | null>(null)
  const followed = new Map<number, Followed>()

  function read(nightId: number): void {
    call('phones:status', { nightId }).then((next) => {
      if (followed.has(nightId)) boards.value[nightId] = next
    }, errors.show)
  }

  /** Follows a night's board (read now, then once per change); returns what stops following. */
  function follow(nightId: number): () => void {
    const known = followed.get(nightId)
    if (known) known.screens++
    else {
      let waiting: ReturnType<typeof setTimeout> | undefined
      const soon = (): void => {
        waiting ??= setTimeout(() => {
          waiting = undefined
          read(nightId)
        }, SETTLE_MS)
      }
      const offs = [
        onPush('phones:changed', (data) => data.nightId === nightId && soon()),
        onPush('night:changed', (data) => data.nightId === nightId && soon()),
      ]
      const stop = (): void => {
        offs.forEach((off) => off())
        clearTimeout(waiting)
      }
      followed.set(nightId, { screens: 1, stop })
      read(nightId)
    }
    let stopped = false
    return () => {
      const entry = followed.get(nightId)
      if (stopped || !entry) return
      stopped = true
      if (--entry.screens > 0) return
      entry.stop()
      followed.delete(nightId)
      delete boards.value[nightId]
    }
  }

  // every change answers with the night's board, which every screen following it then shows
  async function changed(nightId: number, work: Promise<PhonesStatus>): Promise<void> {
    const next = await work
    if (followed.has(nightId)) boards.value[nightId] = next
  }

  /** Switches a night's phones on at one of the computer's addresses. */
  const enable = (nightId: number, address: string): Promise<void> =>
    changed(nightId, call('phones:enable', { nightId, address }))
  /** Switches a night's phones off. */
  const disable = (nightId: number): Promise<void> =>
    changed(nightId, call('phones:disable', { nightId }))
  /** Sets how a table phone's result is taken (trusted, confirmed, or by the table). */
  const setMode = (nightId: number, mode: PhoneMode): Promise<void> =>
    changed(nightId, call('phones:mode', { nightId, mode }))
  /** Gives a table a new code (its old one stops working). */
  const reissue = (nightId: number, table: number): Promise<void> =>
    changed(nightId, call('phones:reissue', { nightId, table }))
  /** Accepts a result a phone sent (it is recorded; the night follows by its own push). */
  const accept = (nightId: number, id: number): Promise<void> =>
    changed(nightId, call('phones:accept', { nightId, id }))
  /** Declines a result a phone sent. */
  const decline = (nightId: number, id: number): Promise<void> =>
    changed(nightId, call('phones:decline', { nightId, id }))
  /** Gives the TV's page a new code. */
  const reissueTv = (nightId: number): Promise<void> =>
    changed(nightId, call('phones:reissueTv', { nightId }))
  /** Keeps the standings hidden for the night's last `rounds` rounds (0: never). */
  const setHideRounds = (nightId: number, rounds: number): Promise<void> =>
    changed(nightId, call('phones:setHideRounds', { nightId, rounds }))

  /** Adds a charity night's next door desk (its own code, page and QR code). */
  const addDesk = (nightId: number): Promise<void> =>
    changed(nightId, call('phones:addDesk', { nightId }))
  /** Revokes a door desk's code: its page stops working at once. */
  const revokeDesk = (nightId: number, desk: number): Promise<void> =>
    changed(nightId, call('phones:revokeDesk', { nightId, desk }))
  /** Keeps a charity night's money raised off the TV and the projector, or shows it. */
  const setHideRaised = (nightId: number, hidden: boolean): Promise<void> =>
    changed(nightId, call('phones:setHideRaised', { nightId, hidden }))

  /** A guest's own page (null while the night's phones are off). */
  const guestLink = (nightId: number, player: string): Promise<GuestLink | null> =>
    call('phones:guestLink', { nightId, player })
  /** A guest's page under a new code (their old link stops working). */
  const reissueGuest = (nightId: number, player: string): Promise<GuestLink | null> =>
    call('phones:reissueGuest', { nightId, player })

  /** Reads the party's Wi-Fi (its password is never read back). */
  async function loadWifi(): Promise<WifiStatus> {
    wifi.value = await call('phones:wifi')
    return wifi.value
  }
  /** Keeps the party's Wi-Fi; a null password keeps the one kept. */
  async function saveWifi(name: string, password: string | null): Promise<WifiStatus> {
    wifi.value = await call('phones:setWifi', { name, password })
    return wifi.value
  }

  return {
    boards,
    wifi,
    follow,
    enable,
    disable,
    setMode,
    reissue,
    accept,
    decline,
    reissueTv,
    setHideRounds,
    addDesk,
    revokeDesk,
    setHideRaised,
    guestLink,
    reissueGuest,
    loadWifi,
    saveWifi,
  }
})
