import { AppError } from '@shared/app-error'
import {
  SEATS,
  isGhost,
  roundsInNight,
  setOfRound,
  faceOfRound,
  sameResult,
  seatsOf,
  type PlayMode,
  type RoundPlan,
  type Seat,
  type TableResult,
} from '@shared/bunco'
import { applyAction, type NightState } from '@shared/night'
import {
  awaitsHost,
  type GuestLink,
  type LanStatus,
  type PhoneGuestView,
  type PhoneTableView,
  type SubmissionStatus,
} from '@shared/lan'
import type { LanMode, PhoneResult } from '@shared/schemas/lan'
import { phoneLink, type PhoneErrorKey } from '@shared/phones/protocol'
import type { Db } from '../db/connection'
import { nightExtrasRepo } from '../night/nightExtrasRepo'
import type { PushHub } from '../push'
import type { NightService } from '../night/nightService'
import type { NightStore } from '../night/nightStore'
import type { TimerService } from '../tools/timerService'
import { lanAddresses, type LanAddress } from './addresses'
import { CODE_PATTERN, newCode, sameCode } from './codes'
import { lanRepo, resultOf, type CodeRow, type SubmissionRow } from './lanRepo'
import { qrDataUrl } from './qr'

/** The port the phones' page listens on unless the night already has one. */
export const DEFAULT_PORT = 47321
// how many ports from the wanted one are tried when another app holds it
const PORT_TRIES = 10

/** A refusal to a phone: an HTTP status and a text key the phone page says in its language. */
export class PhoneError extends Error {
  constructor(
    readonly status: number,
    readonly key: PhoneErrorKey,
    readonly detail?: string,
  ) {
    super(key)
  }
}

/** A running LAN server, as the service sees it. */
export interface LanServerHandle {
  url: string
  port: number
  /** Closes the server; `over` tells each live phone the night is over, else they reconnect. */
  close(reason?: 'over' | 'paused'): Promise<void>
}

/** Starts the HTTP server for phones on one address (the server module, or a test double). */
export type StartServer = (host: string, port: number) => Promise<LanServerHandle>

/** What a phone's result did. */
export interface SubmitOutcome {
  status: SubmissionStatus
  flagged: boolean
  /** True when this key had already been received: nothing new was saved. */
  repeated: boolean
}

/** The table phones of the night in progress: codes, the server, and what phones send. */
export interface LanService {
  status(nightId: number): Promise<LanStatus>
  enable(nightId: number, address: string, port?: number): Promise<LanStatus>
  disable(nightId: number): Promise<LanStatus>
  setMode(nightId: number, mode: LanMode): Promise<LanStatus>
  reissue(nightId: number, table: number): Promise<LanStatus>
  revoke(nightId: number, table: number): Promise<LanStatus>
  accept(nightId: number, id: number): Promise<LanStatus>
  decline(nightId: number, id: number): Promise<LanStatus>
  /** A guest's code for their own page (made when first asked), while phones are on. */
  guestCode(nightId: number, player: string): string | null
  /** A guest's page address and QR code, while phones are on; null otherwise. */
  guestLink(nightId: number, player: string): Promise<GuestLink | null>
  /** A table's code, while phones are on (for the printed table cards and tallies). */
  tableCode(nightId: number, table: number): string | null
  /** The address phones use, while phones are on. */
  baseUrl(nightId: number): string | null
  /** The code's row when it is a live code of a playing night with phones on; else throws. */
  check(code: string, kind: 'table' | 'guest'): CodeRow
  tableView(code: string): PhoneTableView
  guestView(code: string): PhoneGuestView
  submit(code: string, body: PhoneResult, device: string, language: string): SubmitOutcome
  /** A phone's live connection opened (+1) or closed (-1). */
  connected(code: CodeRow, device: string, change: 1 | -1): void
  /** Starts the server again for a night that had phones on when the app closed. */
  resume(): Promise<void>
  /** Stops the server (quit). */
  stop(): Promise<void>
  /** A night about to be deleted: its server stops and its phones hear it is over. */
  ended(nightId: number): Promise<void>
}

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name

const isUnusualCount = (err: unknown): boolean =>
  err instanceof AppError && err.messageKey.startsWith('errors.night.count.unusual')

/**
 * Whether the rules take this result only once the host confirms its counts (possible, but
 * beyond what simulated rounds ever gave); throws the rules' refusal of anything else.
 */
function countsNeedConfirming(state: NightState, round: number, result: TableResult): boolean {
  try {
    applyAction(state, { type: 'result', round, result })
    return false
  } catch (err) {
    if (!isUnusualCount(err)) throw err
  }
  applyAction(state, { type: 'result', round, result: { ...result, unusualConfirmed: true } })
  return true
}

/** A refusal that names a player by key ('p12') says their name instead, as the host's do. */
function namedRefusal(err: unknown, names: ReadonlyMap<string, string>): unknown {
  if (!(err instanceof AppError) || typeof err.params['player'] !== 'string') return err
  const name = names.get(err.params['player'])
  if (name === undefined) return err
  return new AppError(err.code, err.messageKey, { ...err.params, player: name }, err.problems)
}

/** Creates the service; `start` opens the HTTP server (see server.ts). */
export function lanService(deps: {
  db: Db
  store: NightStore
  nights: Pick<NightService, 'act' | 'get' | 'standings'>
  timer: Pick<TimerService, 'get'>
  push: PushHub
  start: StartServer
  now?: () => Date
  addresses?: () => LanAddress[]
  translateProblem?: (err: unknown, language: string) => string
}): LanService {
  const { db, store, nights, push } = deps
  const repo = lanRepo(db)
  const extras = nightExtrasRepo(db)
  const now = deps.now ?? ((): Date => new Date())
  const addresses = deps.addresses ?? (() => lanAddresses())
  let server: { nightId: number; handle: LanServerHandle } | null = null
  const lastError = new Map<number, string>()
  const live = new Map<number, { open: number; lastSeen: string; device: string }>()

  const changed = (nightId: number): void => push.emit('phones:changed', { nightId })

  const playing = (nightId: number): NightState | null => {
    try {
      const state = store.state(nightId)
      return state.status === 'playing' && state.current ? state : null
    } catch {
      return null
    }
  }

  const settings = (nightId: number) =>
    repo.night(nightId) ?? {
      night_id: nightId,
      enabled: 0,
      mode: 'trust' as const,
      address: null,
      port: null,
    }

  const baseUrl = (nightId: number): string | null =>
    server && server.nightId === nightId ? server.handle.url : null

  // every table of the round being played has a code; a table opened later gets one then
  const tableCodes = (nightId: number, plan: RoundPlan): CodeRow[] =>
    plan.tables.map(
      (t) =>
        repo.activeCode(nightId, 'table', String(t.table)) ??
        repo.addCode(nightId, 'table', String(t.table), newCode(), now().toISOString()),
    )

  const names = (nightId: number): Map<string, string> =>
    new Map(extras.namedPlayers(nightId).map((p) => [p.player, p.name]))

  // the phones' names: first names, with an initial where two at a table would read the same
  const shortNames = (ids: readonly string[], all: Map<string, string>): Map<string, string> => {
    const out = new Map<string, string>()
    for (const id of ids) {
      const full = all.get(id) ?? ''
      const first = firstName(full)
      const twin = ids.some((o) => o !== id && firstName(all.get(o) ?? '') === first)
      const rest = full.trim().split(/\s+/)[1]
      out.set(id, twin && rest ? `${first} ${rest[0]}.` : first)
    }
    return out
  }

  // one row by the index, however many the round holds
  const latestSent = (nightId: number, round: number, table: number): SubmissionRow | undefined =>
    repo.latestSent(nightId, round, table)

  // the host's entry wins: a result in the night that is not the one a phone last put there
  const hostEntered = (
    entered: TableResult | undefined,
    nightId: number,
    round: number,
    table: number,
  ): boolean => {
    if (!entered) return false
    // the phone result that last put an event in the night (applied, or accepted by a click; one
    // taken as matching the host's entry put none)
    const applied = repo.lastApplied(nightId, round, table)
    return !applied || !sameResult(resultOf(applied), entered)
  }

  // a phone result taken as confirmed because it was the host's own entry: no event of its own
  const matched = (sub: SubmissionRow): boolean =>
    sub.status === 'accepted' && sub.event_id === null

  // waiting for the host: sent in confirm mode, held behind the host's entry, or held or matched
  // to an entry the host has since undone
  const decidable = (state: NightState | null, sub: SubmissionRow): boolean =>
    awaitsHost(shownStatus(state, sub))

  // a phone result still standing for its table: the next one from the table replaces it
  const standing = (sub: SubmissionRow): boolean =>
    sub.status === 'waiting' || sub.status === 'held' || matched(sub)

  // a result a phone put in the night that the night no longer holds as sent (the host undid,
  // corrected or typed over it) is said so, not "counted"
  const shownStatus = (state: NightState | null, sub: SubmissionRow): SubmissionStatus => {
    const held = state?.current?.results.find((r) => r.table === sub.table_no)
    // behind the host's entry, or matching it, and the host then undid it: it waits for a click
    if ((sub.status === 'held' || matched(sub)) && !held) return 'waiting'
    if (sub.status !== 'applied' && sub.status !== 'accepted') return sub.status
    return held && sameResult(resultOf(sub), held) ? sub.status : 'overridden'
  }

  const status = async (nightId: number): Promise<LanStatus> => {
    const row = settings(nightId)
    const state = playing(nightId)
    const url = baseUrl(nightId)
    const tables = []
    let waiting = 0
    if (state?.current && url) {
      const plan = state.current.plan
      const subs = repo.submissions(nightId, plan.round)
      waiting = subs.filter((s) => decidable(state, s)).length
      for (const code of tableCodes(nightId, plan)) {
        const table = Number(code.target)
        const sent = latestSent(nightId, plan.round, table)
        const link = phoneLink(url, 'table', code.code)
        const seen = live.get(code.id)
        tables.push({
          table,
          code: code.code,
          url: link,
          qr: await qrDataUrl(link),
          phones: seen?.open ?? 0,
          lastSeen: seen?.lastSeen ?? null,
          sent: sent
            ? {
                id: sent.id,
                status: shownStatus(state, sent),
                at: sent.received_at,
                device: sent.device,
                flagged: sent.flagged === 1,
                result: resultOf(sent),
              }
            : null,
          entered: state.current.results.some((r) => r.table === table),
        })
      }
    }
    return {
      enabled: url !== null,
      mode: row.mode,
      address: row.address,
      port: row.port,
      url,
      addresses: addresses(),
      tables,
      waiting,
      error: lastError.get(nightId) ?? null,
    }
  }

  const startFor = async (nightId: number, address: string, port: number): Promise<void> => {
    if (server) {
      await server.handle.close()
      server = null
    }
    const handle = await deps.start(address, port)
    server = { nightId, handle }
    lastError.delete(nightId)
    warm(nightId)
  }

  // the first results of the night should not pay for cold code: what a phone's view and a
  // result go through runs once when phones are switched on (reading only, nothing is saved)
  const warm = (nightId: number): void => {
    const state = playing(nightId)
    const plan = state?.current?.plan
    if (!state || !plan) return
    for (const code of tableCodes(nightId, plan)) {
      try {
        service.tableView(code.code)
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

  // phones switched off, the app quitting: phones keep trying to reconnect; a night over: told so
  const stop = async (reason: 'over' | 'paused' = 'paused'): Promise<void> => {
    const running = server
    server = null
    live.clear()
    if (running) await running.handle.close(reason)
  }

  // a finished or deleted night stops its phones at once
  store.subscribe((nightId) => {
    if (server?.nightId === nightId && !playing(nightId)) {
      void stop('over').then(() => changed(nightId))
      return
    }
    if (server?.nightId === nightId) changed(nightId)
  })

  // a guest's code, made when first asked, while phones are on
  const guestCode = (nightId: number, player: string): string | null => {
    if (!baseUrl(nightId) || isGhost(player)) return null
    const row =
      repo.activeCode(nightId, 'guest', player) ??
      repo.addCode(nightId, 'guest', player, newCode(), now().toISOString())
    return row.code
  }

  const check = (code: string, kind: 'table' | 'guest'): CodeRow => {
    if (!CODE_PATTERN.test(code)) throw new PhoneError(403, 'code')
    const row = repo.codeByKey(code)
    if (!row || !sameCode(code, row.code) || row.kind !== kind) throw new PhoneError(403, 'code')
    if (row.revoked_at !== null) throw new PhoneError(403, 'revoked')
    if (!playing(row.night_id)) throw new PhoneError(410, 'over')
    // the phones are on for another night just now: this one's may come back, so not 'over'
    if (!server || server.nightId !== row.night_id) throw new PhoneError(503, 'paused')
    return row
  }

  const roundOf = (state: NightState): PhoneTableView['round'] => {
    const plan = state.current?.plan
    if (!plan) return null
    const total = roundsInNight(state.rules)
    return {
      n: plan.round,
      set: setOfRound(plan.round),
      inSet: faceOfRound(plan.round),
      total,
      face: plan.target,
    }
  }

  const toResult = (
    body: PhoneResult,
    table: number,
    seats: Record<Seat, string>,
    play: PlayMode,
  ): TableResult => {
    const bySeat = (counts: PhoneResult['buncos']): Record<string, number> | undefined => {
      if (!counts) return undefined
      const out: Record<string, number> = {}
      for (const seat of SEATS) {
        const n = counts[seat]
        // nobody sits in an empty seat: nothing of it is counted
        if (n && !isGhost(seats[seat])) out[seats[seat]] = n
      }
      return Object.keys(out).length > 0 ? out : undefined
    }
    const result: TableResult = { table, winner: body.winner }
    // points as the play mode keeps them: by team, or by seat in individual play
    if (body.points && play === 'team') result.points = body.points
    if (body.seatPoints && play === 'individual') result.seatPoints = body.seatPoints
    if (body.rollOff) result.rollOff = true
    const buncos = bySeat(body.buncos)
    const minis = bySeat(body.minis)
    const wipeouts = bySeat(body.wipeouts)
    if (buncos) result.buncos = buncos
    if (minis) result.minis = minis
    if (wipeouts) result.wipeouts = wipeouts
    return result
  }

  const service: LanService = {
    status,
    async enable(nightId, address, port) {
      if (!playing(nightId)) throw new AppError('conflict', 'lan.errors.notPlaying')
      if (!addresses().some((a) => a.address === address)) {
        throw new AppError('invalid-args', 'lan.errors.noSuchAddress', { address })
      }
      const row = settings(nightId)
      const chosen = port ?? row.port ?? DEFAULT_PORT
      // a port another app holds: the next free one of a few (a port the caller named is kept)
      const tries = port === undefined ? PORT_TRIES : 1
      for (let i = 0; ; i++) {
        try {
          await startFor(nightId, address, chosen + i)
          break
        } catch (err) {
          const code = (err as { code?: string }).code ?? String(err)
          if (code === 'EADDRINUSE' && i + 1 < tries && chosen + i + 1 <= 65535) continue
          throw new AppError('conflict', 'lan.errors.cannotListen', {
            address,
            port: chosen + i,
            code,
          })
        }
      }
      repo.saveNight({ ...row, enabled: 1, address, port: server?.handle.port ?? chosen })
      changed(nightId)
      return status(nightId)
    },
    async disable(nightId) {
      // a deleted night has no settings left to keep (and its phones were stopped with it)
      if (store.lastEventId(nightId) !== 0) repo.saveNight({ ...settings(nightId), enabled: 0 })
      if (server?.nightId === nightId) await stop()
      changed(nightId)
      return status(nightId)
    },
    async setMode(nightId, mode) {
      repo.saveNight({ ...settings(nightId), mode })
      changed(nightId)
      return status(nightId)
    },
    async reissue(nightId, table) {
      const at = now().toISOString()
      db.transaction(() => {
        const old = repo.activeCode(nightId, 'table', String(table))
        if (old) repo.revoke(old.id, at)
        repo.addCode(nightId, 'table', String(table), newCode(), at)
      })()
      changed(nightId)
      return status(nightId)
    },
    async revoke(nightId, table) {
      const old = repo.activeCode(nightId, 'table', String(table))
      if (old) repo.revoke(old.id, now().toISOString())
      changed(nightId)
      return status(nightId)
    },
    async accept(nightId, id) {
      const sub = repo.submissionById(id)
      const state = store.state(nightId)
      if (!sub || sub.night_id !== nightId || !decidable(state, sub)) {
        throw new AppError('conflict', 'lan.errors.notWaiting')
      }
      if (state.current?.plan.round !== sub.round) {
        throw new AppError('conflict', 'lan.errors.roundClosed', { round: sub.round })
      }
      const sent = resultOf(sub)
      // the host's Accept is the confirmation an unusual count waits for
      const result = countsNeedConfirming(state, sub.round, sent)
        ? { ...sent, unusualConfirmed: true as const }
        : sent
      store.transaction(() => {
        const view = nights.act(
          nightId,
          { type: 'result', round: sub.round, result },
          undefined,
          `table:${sub.table_no}`,
        )
        repo.setStatus(sub.id, 'accepted', view.savedEventId)
      })
      changed(nightId)
      return status(nightId)
    },
    async decline(nightId, id) {
      const sub = repo.submissionById(id)
      if (!sub || sub.night_id !== nightId || !decidable(store.state(nightId), sub)) {
        throw new AppError('conflict', 'lan.errors.notWaiting')
      }
      repo.setStatus(sub.id, 'declined')
      changed(nightId)
      return status(nightId)
    },
    guestCode,
    async guestLink(nightId, player) {
      if (!playing(nightId)?.guests.includes(player)) return null
      const code = guestCode(nightId, player)
      if (!code) return null
      const link = phoneLink(baseUrl(nightId) ?? '', 'guest', code)
      return { url: link, qr: await qrDataUrl(link) }
    },
    tableCode(nightId, table) {
      if (!baseUrl(nightId)) return null
      return repo.activeCode(nightId, 'table', String(table))?.code ?? null
    },
    baseUrl,
    check,
    tableView(code) {
      const row = check(code, 'table')
      const nightId = row.night_id
      const table = Number(row.target)
      const state = store.state(nightId)
      const plan = state.current?.plan
      const seated = plan?.tables.find((t) => t.table === table)
      const all = names(nightId)
      const ids = seated ? SEATS.map((s) => seated.seats[s]) : []
      const short = shortNames(ids, all)
      const sent = plan ? latestSent(nightId, plan.round, table) : undefined
      const held = state.current?.results.find((r) => r.table === table)
      const entered = held !== undefined
      // where the players of this table's last round sit now, until this round's result is in
      const previous = state.played.at(-1)?.plan.tables.find((t) => t.table === table)
      const moves: PhoneTableView['moves'] = []
      if (previous && plan && !entered) {
        const movers = SEATS.map((s) => previous.seats[s]).filter((id) => !isGhost(id))
        const moverNames = shortNames(movers, all)
        for (const id of movers) {
          for (const t of plan.tables) {
            const seat = SEATS.find((s) => t.seats[s] === id)
            if (seat) moves.push({ name: moverNames.get(id) ?? '', table: t.table, seat })
          }
        }
      }
      const timer = deps.timer.get()
      return {
        title: state.details.title,
        table,
        headTable: table === 1,
        round: roundOf(state),
        goal: state.rules.target,
        play: state.rules.play,
        seats: SEATS.map((seat) => {
          const id = seated?.seats[seat]
          return { seat, name: id && !isGhost(id) ? (short.get(id) ?? null) : null }
        }),
        dice: {
          fourDice: state.rules.fourDice,
          wipeout: state.rules.wipeout,
          lowTriple7: state.rules.lowTriple7,
        },
        roundEnd: state.rules.roundEnd,
        record: { minis: state.rules.recordMinis, wipeouts: state.rules.recordWipeouts },
        bell: { bells: timer.bells, bellAt: timer.bellAt },
        sent: sent
          ? {
              status: shownStatus(state, sent),
              at: sent.received_at,
              flagged: sent.flagged === 1,
            }
          : null,
        playing: seated !== undefined,
        counted: held ? { winner: held.winner, points: held.points ?? null } : null,
        moves,
      }
    },
    guestView(code) {
      const row = check(code, 'guest')
      const nightId = row.night_id
      const player = row.target
      const state = store.state(nightId)
      const all = names(nightId)
      const plan = state.current?.plan
      const seatNow = plan?.tables
        .map((t) => ({ t, seat: SEATS.find((s) => t.seats[s] === player) }))
        .find((x) => x.seat !== undefined)
      const before = state.played
        .at(-1)
        ?.plan.tables.find((t) => SEATS.some((s) => t.seats[s] === player))
      const standings = nights.standings(nightId)
      const mine = standings.find((s) => s.player === player)
      const partnerId = seatNow?.seat
        ? seatNow.t.seats[
            seatsOf(seatNow.seat === 'N' || seatNow.seat === 'S' ? 'NS' : 'EW').find(
              (s) => s !== seatNow.seat,
            ) as Seat
          ]
        : undefined
      return {
        title: state.details.title,
        name: firstName(all.get(player) ?? ''),
        round: plan
          ? { n: plan.round, total: roundsInNight(state.rules), face: plan.target }
          : null,
        seat: seatNow?.seat
          ? {
              table: seatNow.t.table,
              seat: seatNow.seat,
              partner:
                state.rules.play === 'team' && partnerId && !isGhost(partnerId)
                  ? firstName(all.get(partnerId) ?? '')
                  : null,
            }
          : null,
        previous: before ? { table: before.table } : null,
        record: { wins: mine?.wins ?? 0, losses: mine?.losses ?? 0, buncos: mine?.buncos ?? 0 },
        place: mine ? { place: mine.place, of: standings.length } : null,
        top: standings
          .slice(0, 5)
          .map((s) => ({ place: s.place, name: firstName(s.name), wins: s.wins })),
      }
    },
    submit(code, body, device, language) {
      const row = check(code, 'table')
      const nightId = row.night_id
      const table = Number(row.target)
      const again = repo.submissionByKey(nightId, body.key)
      if (again) {
        if (again.code_id !== row.id) throw new PhoneError(409, 'keyReused')
        return { status: again.status, flagged: again.flagged === 1, repeated: true }
      }
      const state = store.state(nightId)
      const plan = state.current?.plan
      if (!plan || plan.round !== body.round) throw new PhoneError(409, 'pastRound')
      const seated = plan.tables.find((t) => t.table === table)
      if (!seated) throw new PhoneError(409, 'tableGone')
      const result = toResult(body, table, seated.seats, state.rules.play)
      // the rules check it as they would the host's entry; nothing is saved if they refuse, and
      // a count possible but unusual waits for the host, whose Accept confirms it
      const say = (err: unknown): string | undefined =>
        deps.translateProblem?.(namedRefusal(err, names(nightId)), language)
      let unusual: boolean
      try {
        unusual = countsNeedConfirming(state, plan.round, result)
      } catch (err) {
        throw new PhoneError(422, 'refused', say(err))
      }
      const prior = latestSent(nightId, plan.round, table)
      const flagged = prior !== undefined && (prior.status === 'applied' || standing(prior))
      const trust = settings(nightId).mode === 'trust'
      const entered = state.current?.results.find((r) => r.table === table)
      const host = hostEntered(entered, nightId, plan.round, table)
      const at = now().toISOString()
      // the host's entry wins; the same result as it needs no decision: taken as confirmed
      let outcome: SubmissionRow['status'] = host
        ? sameResult(entered!, result)
          ? 'accepted'
          : 'held'
        : trust && !unusual
          ? 'applied'
          : 'waiting'
      try {
        store.transaction(() => {
          const sub = repo.addSubmission({
            night_id: nightId,
            table_no: table,
            round: plan.round,
            idem_key: body.key,
            code_id: row.id,
            device,
            result: JSON.stringify(result),
            status: outcome,
            flagged: flagged ? 1 : 0,
            event_id: null,
            received_at: at,
          })
          if (prior && (standing(prior) || (outcome === 'applied' && prior.status === 'applied'))) {
            repo.setStatus(prior.id, 'replaced')
          }
          if (outcome === 'applied') {
            const view = nights.act(
              nightId,
              { type: 'result', round: plan.round, result },
              undefined,
              `table:${table}`,
            )
            repo.setStatus(sub.id, 'applied', view.savedEventId)
          }
        })
      } catch (err) {
        if (err instanceof PhoneError) throw err
        outcome = 'waiting'
        throw new PhoneError(422, 'refused', say(err))
      }
      // an applied result changed the night: its store already told everyone
      if (outcome !== 'applied') changed(nightId)
      return { status: outcome, flagged, repeated: false }
    },
    connected(code, device, change) {
      const seen = live.get(code.id) ?? { open: 0, lastSeen: '', device }
      seen.open = Math.max(0, seen.open + change)
      seen.lastSeen = now().toISOString()
      seen.device = device
      live.set(code.id, seen)
      push.emit('phones:changed', { nightId: code.night_id, connections: true })
    },
    async resume() {
      for (const row of repo.enabledNights()) {
        if (!playing(row.night_id) || !row.address) continue
        try {
          await startFor(row.night_id, row.address, row.port ?? DEFAULT_PORT)
        } catch (err) {
          lastError.set(row.night_id, (err as { code?: string }).code ?? String(err))
        }
      }
    },
    stop,
    async ended(nightId) {
      if (server?.nightId === nightId) await stop('over')
      lastError.delete(nightId)
    },
  }
  return service
}
