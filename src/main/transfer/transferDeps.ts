// What "move to another computer" works with: the store and its uids, the fundraisers' logs, the
// settings it carries,
// a backup before an import writes, and the clock that dates the file.
import type { SettingsDeps } from '../app/settings'
import type { Db } from '../db/connection'
import { fundraiserRepo, type FundraiserRepo } from '../fundraiser/fundraiserRepo'
import type { NightStore } from '../night/nightStore'
import { slidesRepo, type SlidesRepo } from '../slides/slidesRepo'
import { transferRepo, type TransferRepo } from './transferRepo'

/** The transfer functions' shared dependencies. */
export interface TransferDeps {
  db: Db
  store: NightStore
  repo: TransferRepo
  /** The nights' fundraiser logs, moved with their nights. */
  fundraiser: FundraiserRepo
  /** The nights' slides, moved with their nights. */
  slides: SlidesRepo
  settings: SettingsDeps
  /** Backs the store up before an import writes (a restore undoes the import). */
  backup: () => Promise<void>
  now: () => Date
}

/** Builds the transfer's dependencies. */
export function transferDeps(
  db: Db,
  store: NightStore,
  settings: SettingsDeps,
  backup: () => Promise<void>,
  now: () => Date = () => new Date(),
): TransferDeps {
  return {
    db,
    store,
    repo: transferRepo(db),
    fundraiser: fundraiserRepo(db),
    slides: slidesRepo(db),
    settings,
    backup,
    now,
  }
}
