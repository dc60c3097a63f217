// What every part of the phones shares: its dependencies, the running server, the live phones and
// the last start failure of each night, in one record (the phones' context) each named function
// of the feature is handed: the host's calls (handlers.ts) and the server's routes call them.
import type { NightState } from '@shared/night'
import type { PhoneErrorKey } from '@shared/phones/protocol'
import type { RoundTimer } from '@shared/roundTimer'
import type { Language } from '@shared/settings'
import type { Standing } from '@shared/views'
import type { Db } from '../db/connection'
import type { FundraiserDeps } from '../fundraiser/fundraiserDeps'
import { nightExtrasRepo, type NightExtrasRepo } from '../night/nightExtrasRepo'
import type { NightStore } from '../night/nightStore'
import type { PushHub } from '../push'
import { networkAddresses, type NetworkAddress } from './addresses'
import type { SharedCommit } from './commitState'
import { deskKeysRepo, type DeskKeysRepo } from './deskKeysRepo'
import { phonesRepo, type PhonesNightRow, type PhonesRepo } from './phonesRepo'
import { viewMemo, type ViewMemo } from './viewMemo'
import type { NightJoins } from './joinState'
import { passSecret } from './joinStore'
import type { LiveRaces } from './raceState'

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

/** Who sent a phone's request: its pass as sent (checked where it is used) and its name for the board. */
export interface PhoneSender {
  pass: string | null
  device: string
}

/** The running phones' server, as the phones' functions see it. */
export interface PhonesServerHandle {
  url: string
  port: number
  /** Closes the server; `over` tells each live phone the night is over, else they reconnect. */
  close(reason?: 'over' | 'paused'): Promise<void>
}

/** Starts the HTTP server for a context's phones on one address (the server module, or a double). */
export type StartServer = (
  cx: PhonesContext,
  host: string,
  port: number,
) => Promise<PhonesServerHandle>

/** The night's standings as the host's screen ranks them (the guests' and the TV's pages show them). */
export type StandingsOf = (nightId: number) => Standing[]

/** What the phones are built from (context.ts gives the app's, tests their own). */
export interface PhonesDeps {
  db: Db
  store: NightStore
  standings: StandingsOf
  /** The round timer (its bell shows on every phone) and the clock it reads. */
  timer: { get(): RoundTimer; now(): number }
  push: PushHub
  /** The nights' fundraisers: a door desk reads and acts on its night's through their functions. */
  fundraiser: FundraiserDeps
  start: StartServer
  now?: () => Date
  addresses?: () => NetworkAddress[]
  /** A refusal of the rules, said in the phone's language. */
  translateProblem?: (err: unknown, language: Language) => string
}

/** A table phone's live connections, as the host's board shows them. */
export interface LiveCode {
  open: number
  lastSeen: string
  device: string
}

/** The phones' shared state and dependencies, the first argument of every phones function. */
export interface PhonesContext {
  db: Db
  repo: PhonesRepo
  extras: NightExtrasRepo
  store: NightStore
  standings: StandingsOf
  timer: { get(): RoundTimer; now(): number }
  push: PushHub
  fundraiser: FundraiserDeps
  start: StartServer
  now: () => Date
  addresses: () => NetworkAddress[]
  translateProblem?: (err: unknown, language: Language) => string
  /** The one server running, and the night it serves (one night's phones at a time). */
  server: { nightId: number; handle: PhonesServerHandle } | null
  /** Why a night's server could not start again on resume, until it starts. */
  lastError: Map<number, string>
  /** Live connections by table code id. */
  live: Map<number, LiveCode>
  /** What every phone page of a night reads alike, computed once per change. */
  memo: ViewMemo
  /** Table views made, by code (what the LAN bench counts of a result). */
  tableViewsMade: Map<string, number>
  /** Each night's live race (running scores and Buncos as phones keep them), in memory only. */
  races: LiveRaces
  /** The bell's count as each night's round began: a phone shows only this round's bell. */
  roundBells: Map<number, { round: number; bells: number }>
  /** What this laptop signs the phones' passes with (passes.ts), kept across restarts. */
  passSecret: Buffer
  /** Which table each phone speaks for in each night's round (phoneJoins.ts), kept in the store. */
  joins: NightJoins
  /** The phones' sends waiting to be committed together (sharedCommit.ts). */
  commit: SharedCommit
  /** What each desk action's idempotency key came to, kept with its night (deskActs.ts). */
  deskKeys: DeskKeysRepo
}

/** The shared record of a laptop's phones: no server running, nobody connected. */
export function createPhonesContext(deps: PhonesDeps): PhonesContext {
  return {
    db: deps.db,
    repo: phonesRepo(deps.db),
    extras: nightExtrasRepo(deps.db),
    store: deps.store,
    standings: deps.standings,
    timer: deps.timer,
    push: deps.push,
    fundraiser: deps.fundraiser,
    start: deps.start,
    now: deps.now ?? ((): Date => new Date()),
    addresses: deps.addresses ?? (() => networkAddresses()),
    ...(deps.translateProblem ? { translateProblem: deps.translateProblem } : {}),
    server: null,
    lastError: new Map(),
    live: new Map(),
    memo: viewMemo(deps.push),
    tableViewsMade: new Map(),
    races: new Map(),
    roundBells: new Map(),
    passSecret: passSecret(deps.db),
    joins: new Map(),
    commit: { waiting: [], held: null },
    deskKeys: deskKeysRepo(deps.db),
  }
}

/**
 * Tells the host's window (and the phones' streams) that a night's phones changed: at once, or
 * once the shared commit being made is durable.
 */
export function announce(cx: PhonesContext, nightId: number): void {
  if (cx.commit.held) cx.commit.held.add(nightId)
  else cx.push.emit('phones:changed', { nightId })
}

/** The night's state while it is being played with a round open; null otherwise (or gone). */
export function playing(cx: PhonesContext, nightId: number): NightState | null {
  try {
    const state = cx.store.state(nightId)
    return state.status === 'playing' && state.current ? state : null
  } catch {
    return null
  }
}

/**
 * The night's state while it is played (its last round closed too, before the host finishes it)
 * or once finished: its read-only pages show it; else null.
 */
export function shownNight(cx: PhonesContext, nightId: number): NightState | null {
  try {
    const state = cx.store.state(nightId)
    return state.status === 'playing' || state.status === 'finished' ? state : null
  } catch {
    return null
  }
}

/** A night's phone settings, or the defaults of a night that never had phones on. */
export function nightSettings(cx: PhonesContext, nightId: number): PhonesNightRow {
  return (
    cx.repo.night(nightId) ?? {
      night_id: nightId,
      enabled: 0,
      mode: 'trust',
      address: null,
      port: null,
      hide_rounds: 0,
      hide_raised: 0,
    }
  )
}

/** The address phones use, while this night's phones are on; null otherwise. */
export function baseUrl(cx: PhonesContext, nightId: number): string | null {
  return cx.server && cx.server.nightId === nightId ? cx.server.handle.url : null
}

/** The night's players' names by player key. */
export function playerNames(cx: PhonesContext, nightId: number): Map<string, string> {
  return cx.memo.get(
    `names:${nightId}`,
    () => new Map(cx.extras.namedPlayers(nightId).map((p) => [p.player, p.name])),
  )
}
