// The phones' server for a night: started when the host switches phones on (on the next free
// port of a few), warmed up, started again when the app reopens on that night, and stopped when
// phones go off, the app quits, or the night is deleted. A finished night's server stays for its
// read-only pages (the TV's and the guests', to show the awards); its tables' codes are refused.
// A charity night's phones may also be on before its first round, for its door desks and its TV.
import { AppError } from '@shared/app-error'
import { applyAction } from '@shared/night'
import { clearRace, followRound } from './liveRace'
import { doorOpen, servedNight } from './charityNight'
import { markRound } from './roundBell'
import {
  announce,
  createPhonesContext,
  nightSettings,
  playing,
  type PhonesContext,
  type PhonesDeps,
} from './phonesContext'
import { tableView } from './tableView'
import { tableCodes } from './tableCodes'

/** The port the phones' page listens on unless the night already has one. */
export const DEFAULT_PORT = 47321
// how many ports from the wanted one are tried when another app holds it
const PORT_TRIES = 10

/** Starts the server for this night, stopping the one of any other night first. */
export async function startFor(
  cx: PhonesContext,
  nightId: number,
  address: string,
  port: number,
): Promise<void> {
  if (cx.server) {
    clearRace(cx, cx.server.nightId)
    await cx.server.handle.close()
    cx.server = null
  }
  const handle = await cx.start(cx, address, port)
  cx.server = { nightId, handle }
  cx.lastError.delete(nightId)
  warm(cx, nightId)
}

/** Runs what a phone's view and a result go through once, reading only (nothing is saved). */
export function warm(cx: PhonesContext, nightId: number): void {
  // the first results of the night should not pay for cold code
  const state = playing(cx, nightId)
  const plan = state?.current?.plan
  if (!state || !plan) return
  for (const code of tableCodes(cx, nightId, plan)) {
    try {
      tableView(cx, code.code, null)
    } catch {
      // a view that cannot be made now is made when a phone asks, and says why
    }
  }
  const table = plan.tables[0]?.table
  try {
    if (table)
      applyAction(state, { type: 'result', round: plan.round, result: { table, winner: 'NS' } })
  } catch {
    // the rules' refusal path is as good a warm-up as their acceptance
  }
}

/** Stops the server: 'paused' phones keep trying to reconnect, 'over' ones hear the night ended. */
export async function stopServer(
  cx: PhonesContext,
  reason: 'over' | 'paused' = 'paused',
): Promise<void> {
  const running = cx.server
  cx.server = null
  cx.live.clear()
  if (running) clearRace(cx, running.nightId)
  if (running) await running.handle.close(reason)
}

/** A laptop's phones: their shared record, following the store's nights from now on. */
export function openPhones(deps: PhonesDeps): PhonesContext {
  const cx = createPhonesContext(deps)
  watchNights(cx)
  return cx
}

/**
 * Follows the store: a deleted night stops its phones at once; a finished one's tables hear it is
 * over (their streams end), while its TV and guests' pages stay to show the awards.
 */
export function watchNights(cx: PhonesContext): void {
  cx.store.subscribe((nightId) => {
    // a new round (or the night's end) starts the race again
    followRound(cx, nightId)
    markRound(cx, nightId)
    if (cx.server?.nightId === nightId && !servedNight(cx, nightId)) {
      void stopServer(cx, 'over').then(() => announce(cx, nightId))
      return
    }
    if (cx.server?.nightId === nightId) announce(cx, nightId)
  })
}

/** Whether a night's phones may be switched on: it is played, or a charity night's door is open. */
function mayStart(cx: PhonesContext, nightId: number): boolean {
  return playing(cx, nightId) !== null || doorOpen(cx, nightId) !== null
}

/**
 * Switches a night's phones on at one of the host's addresses (kept for the night): a night being
 * played, or a charity night before its first round (its door desks and its TV).
 */
export async function enablePhones(
  cx: PhonesContext,
  nightId: number,
  address: string,
  port?: number,
): Promise<void> {
  if (!mayStart(cx, nightId)) throw new AppError('conflict', 'phones.errors.notPlaying')
  if (!cx.addresses().some((a) => a.address === address)) {
    throw new AppError('invalid-args', 'phones.errors.noSuchAddress', { address })
  }
  const row = nightSettings(cx, nightId)
  const chosen = port ?? row.port ?? DEFAULT_PORT
  // a port another app holds: the next free one of a few (a port the caller named is kept)
  const tries = port === undefined ? PORT_TRIES : 1
  for (let i = 0; ; i++) {
    try {
      await startFor(cx, nightId, address, chosen + i)
      break
    } catch (err) {
      const code = (err as { code?: string }).code ?? String(err)
      if (code === 'EADDRINUSE' && i + 1 < tries && chosen + i + 1 <= 65535) continue
      throw new AppError('conflict', 'phones.errors.cannotListen', {
        address,
        port: chosen + i,
        code,
      })
    }
  }
  cx.repo.saveNight({ ...row, enabled: 1, address, port: cx.server?.handle.port ?? chosen })
  announce(cx, nightId)
}

/** Switches a night's phones off (its server stops if it is the one running). */
export async function disablePhones(cx: PhonesContext, nightId: number): Promise<void> {
  // a deleted night has no settings left to keep (and its phones were stopped with it)
  if (cx.store.lastEventId(nightId) !== 0) {
    cx.repo.saveNight({ ...nightSettings(cx, nightId), enabled: 0 })
  }
  if (cx.server?.nightId === nightId) await stopServer(cx)
  announce(cx, nightId)
}

/** Starts the server again for a night that had phones on when the app closed. */
export async function resume(cx: PhonesContext): Promise<void> {
  for (const row of cx.repo.enabledNights()) {
    if (!mayStart(cx, row.night_id) || !row.address) continue
    try {
      await startFor(cx, row.night_id, row.address, row.port ?? DEFAULT_PORT)
    } catch (err) {
      cx.lastError.set(row.night_id, (err as { code?: string }).code ?? String(err))
    }
  }
}

/** A night about to be deleted: its server stops and its phones hear it is over. */
export async function nightEnded(cx: PhonesContext, nightId: number): Promise<void> {
  if (cx.server?.nightId === nightId) await stopServer(cx, 'over')
  cx.lastError.delete(nightId)
}
