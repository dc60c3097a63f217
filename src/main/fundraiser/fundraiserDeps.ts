// What every fundraiser function works with: the store's transaction, the log's repo, the nights
// (a fundraiser belongs to one), the pushes, the clock, the random source that draws winners, this
// laptop's device id, and each night's state as last folded (kept by its last seq).
import { randomInt } from 'node:crypto'
import type { FundraiserState, RandomIndex } from '@shared/fundraiser'
import type { Db } from '../db/connection'
import type { NightStore } from '../night/nightStore'
import { nightsRepo, type NightsRepo } from '../night/nightsRepo'
import type { PushHub } from '../push'
import { laptopId } from '../sync/laptopClock'
import { fundraiserRepo, type FundraiserRepo } from './fundraiserRepo'

/** A uniform whole number in [0, n) from the operating system's cryptographic generator. */
export const cryptoIndex: RandomIndex = (n) => randomInt(n)

/** A night's state as last folded, and the seq it was folded to. */
export interface FoldedFundraiser {
  state: FundraiserState
  seq: number
}

/** The fundraiser functions' shared dependencies and cache. */
export interface FundraiserDeps {
  db: Db
  /** Its transaction is the one every host action is saved in (IMMEDIATE, synchronous FULL). */
  store: NightStore
  repo: FundraiserRepo
  nights: NightsRepo
  push: PushHub
  now: () => Date
  random: RandomIndex
  /** The device id this laptop's own actions carry. */
  laptop: string
  /**
   * Each night's state as last folded, with the night's creation stamp: SQLite gives a new
   * night the id of the newest one deleted, and its log must not be taken for the old one's.
   */
  cache: Map<number, FoldedFundraiser & { night: string }>
}

/** Builds the fundraiser functions' dependencies over the store. */
export function fundraiserDeps(
  db: Db,
  store: NightStore,
  push: PushHub,
  options: { now?: () => Date; random?: RandomIndex } = {},
): FundraiserDeps {
  return {
    db,
    store,
    repo: fundraiserRepo(db),
    nights: nightsRepo(db),
    push,
    now: options.now ?? ((): Date => new Date()),
    random: options.random ?? cryptoIndex,
    laptop: `laptop-${laptopId(db)}`,
    cache: new Map(),
  }
}
