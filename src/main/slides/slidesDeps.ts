// What the slides' functions work with: the store's transaction, the slides' and nights' repos,
// the pushes (the TV's stream and the projector hear a change) and the clock.
import type { Db } from '../db/connection'
import type { NightStore } from '../night/nightStore'
import { nightsRepo, type NightsRepo } from '../night/nightsRepo'
import type { PushHub } from '../push'
import { slidesRepo, type SlidesRepo } from './slidesRepo'

/** The slides functions' shared dependencies. */
export interface SlidesDeps {
  store: NightStore
  repo: SlidesRepo
  nights: NightsRepo
  push: PushHub
  now: () => Date
}

/** Builds the slides functions' dependencies over the store. */
export function slidesDeps(
  db: Db,
  store: NightStore,
  push: PushHub,
  now: () => Date = () => new Date(),
): SlidesDeps {
  return { store, repo: slidesRepo(db), nights: nightsRepo(db), push, now }
}
