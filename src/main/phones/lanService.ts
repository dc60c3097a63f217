// The phones' service as context.ts, the host's handlers and the phones' server use it: each call
// is one named function of its job's module, handed the service's shared state (PhonesContext).
import type {
  GuestLink,
  LanStatus,
  PhoneGuestView,
  PhoneTableView,
  PhoneTvView,
  WifiStatus,
} from '@shared/lan'
import type { LiveRace } from '@shared/phones/live'
import type { PhoneKind, PhoneLiveOutcome } from '@shared/phones/protocol'
import type { LanMode, PhoneConfirm, PhoneLive, PhoneResult } from '@shared/schemas/lan'
import type { CodeRow } from './lanRepo'
import { lanStatus, phoneConnected } from './lanStatus'
import { liveRaceOf } from './liveRace'
import { postLive } from './livePosts'
import { setHideRounds } from './suspense'
import { saveWifi, wifiStatus } from './wifi'
import { newPass, passId } from './passes'
import { speaksFor } from './phoneJoins'
import {
  announce,
  baseUrl,
  createPhonesContext,
  nightSettings,
  type LanDeps,
  type PhoneSender,
} from './phonesContext'
import { guestView, tvView } from './phoneViews'
import { tableView } from './tableView'
import {
  disablePhones,
  enablePhones,
  nightEnded,
  resume,
  stopServer,
  watchNights,
} from './serverLifecycle'
import {
  acceptSubmission,
  declineSubmission,
  setMode,
  submit,
  type SubmitOutcome,
} from './submissions'
import { confirmResult } from './tableConfirms'
import {
  checkCode,
  guestCode,
  guestLink,
  reissueGuestCode,
  reissueTableCode,
  reissueTvCode,
  revokeTableCode,
  tableCode,
} from './tableCodes'

/** The table phones of the night in progress: codes, the server, and what phones send. */
export interface LanService {
  status(nightId: number): Promise<LanStatus>
  enable(nightId: number, address: string, port?: number): Promise<LanStatus>
  disable(nightId: number): Promise<LanStatus>
  setMode(nightId: number, mode: LanMode): Promise<LanStatus>
  reissue(nightId: number, table: number): Promise<LanStatus>
  revoke(nightId: number, table: number): Promise<LanStatus>
  /** The TV's code is replaced by a new one. */
  reissueTv(nightId: number): Promise<LanStatus>
  /** For how many of the night's last rounds the standings are hidden (0: never). */
  hideRounds(nightId: number): number
  setHideRounds(nightId: number, rounds: number): Promise<LanStatus>
  /** The party's Wi-Fi as the host's screen shows it (never its password). */
  wifi(): Promise<WifiStatus>
  /**
   * Keeps the party's Wi-Fi on this laptop (a null password keeps the one kept); the TV's page
   * shows its QR code from now on.
   */
  setWifi(login: { name: string; password: string | null }): Promise<WifiStatus>
  accept(nightId: number, id: number): Promise<LanStatus>
  decline(nightId: number, id: number): Promise<LanStatus>
  /** A guest's code for their own page (made when first asked), while phones are on. */
  guestCode(nightId: number, player: string): string | null
  /** A guest's page address and QR code, while phones are on; null otherwise. */
  guestLink(nightId: number, player: string): Promise<GuestLink | null>
  /** A guest's code is replaced by a new one; their new link (null when there is none). */
  reissueGuest(nightId: number, player: string): Promise<GuestLink | null>
  /** A table's code, while phones are on (for the printed table cards and tallies). */
  tableCode(nightId: number, table: number): string | null
  /** The address phones use, while phones are on. */
  baseUrl(nightId: number): string | null
  /** The code's row when it is a live code of a playing night with phones on; else throws. */
  check(code: string, kind: PhoneKind): CodeRow
  /** A new phone's pass (its own limits, stream and table for the round), for a live code. */
  pass(code: string, kind: PhoneKind): string
  /** The id of a pass this laptop gave (a phone's identity); null for none or another's. */
  passId(pass: string | null): string | null
  /** Whether the phone with this pass id speaks for this code's table this round. */
  speaksFor(code: CodeRow, phone: string | null): boolean
  /** A table's view, with what the phone holding `pass` (null: none) may do there. */
  tableView(code: string, pass?: string | null): PhoneTableView
  guestView(code: string): PhoneGuestView
  tvView(code: string): Promise<PhoneTvView>
  submit(code: string, body: PhoneResult, from: PhoneSender, language: string): SubmitOutcome
  /** The table's other team answers a result another phone of the table sent (table mode). */
  confirm(code: string, body: PhoneConfirm, from: PhoneSender, language: string): SubmitOutcome
  /** A table phone's running score, kept in memory for the live race (never a result). */
  live(code: string, body: PhoneLive, from: Pick<PhoneSender, 'pass'>): PhoneLiveOutcome
  /** A night's live race: running scores and the latest Buncos (for the windows and the TV). */
  liveRace(nightId: number): LiveRace
  /** A phone's live connection opened (+1) or closed (-1). */
  connected(code: CodeRow, device: string, change: 1 | -1): void
  /** Starts the server again for a night that had phones on when the app closed. */
  resume(): Promise<void>
  /** Stops the server (quit). */
  stop(): Promise<void>
  /** A night about to be deleted: its server stops and its phones hear it is over. */
  ended(nightId: number): Promise<void>
}

/** Creates the service; `start` opens the HTTP server (see server.ts). */
export function lanService(deps: LanDeps): LanService {
  const cx = createPhonesContext(deps)
  watchNights(cx)
  // every call of the host's board answers with the board as it is after it
  const status = (nightId: number): Promise<LanStatus> => lanStatus(cx, nightId)
  return {
    status,
    async enable(nightId, address, port) {
      await enablePhones(cx, nightId, address, port)
      return status(nightId)
    },
    async disable(nightId) {
      await disablePhones(cx, nightId)
      return status(nightId)
    },
    async setMode(nightId, mode) {
      setMode(cx, nightId, mode)
      return status(nightId)
    },
    async reissue(nightId, table) {
      reissueTableCode(cx, nightId, table)
      return status(nightId)
    },
    async revoke(nightId, table) {
      revokeTableCode(cx, nightId, table)
      return status(nightId)
    },
    async reissueTv(nightId) {
      reissueTvCode(cx, nightId)
      return status(nightId)
    },
    hideRounds: (nightId) => nightSettings(cx, nightId).hide_rounds,
    async setHideRounds(nightId, rounds) {
      setHideRounds(cx, nightId, rounds)
      return status(nightId)
    },
    wifi: () => wifiStatus(cx.db),
    async setWifi(login) {
      saveWifi(cx.db, login)
      if (cx.server) announce(cx, cx.server.nightId)
      return wifiStatus(cx.db)
    },
    async accept(nightId, id) {
      acceptSubmission(cx, nightId, id)
      return status(nightId)
    },
    async decline(nightId, id) {
      declineSubmission(cx, nightId, id)
      return status(nightId)
    },
    guestCode: (nightId, player) => guestCode(cx, nightId, player),
    guestLink: (nightId, player) => guestLink(cx, nightId, player),
    reissueGuest: (nightId, player) => reissueGuestCode(cx, nightId, player),
    tableCode: (nightId, table) => tableCode(cx, nightId, table),
    baseUrl: (nightId) => baseUrl(cx, nightId),
    check: (code, kind) => checkCode(cx, code, kind),
    pass: (code, kind) => newPass(cx, code, kind),
    passId: (pass) => passId(cx.passSecret, pass),
    speaksFor: (code, phone) =>
      code.kind === 'table' && speaksFor(cx, code.night_id, Number(code.target), phone),
    tableView: (code, pass = null) => tableView(cx, code, pass),
    guestView: (code) => guestView(cx, code),
    tvView: (code) => tvView(cx, code),
    submit: (code, body, from, language) => submit(cx, code, body, from, language),
    confirm: (code, body, from, language) => confirmResult(cx, code, body, from, language),
    live: (code, body, from) => postLive(cx, code, body, from),
    liveRace: (nightId) => liveRaceOf(cx, nightId),
    connected: (code, device, change) => phoneConnected(cx, code, device, change),
    resume: () => resume(cx),
    stop: () => stopServer(cx),
    ended: (nightId) => nightEnded(cx, nightId),
  }
}
