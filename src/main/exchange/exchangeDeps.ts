// What a night's file out and in works with: the store and its people, the host's language (a
// refused file is said in it), how a file is checked (a worker thread), the progress pushed to
// the windows, and the one import running (the progress shown is its).
import type { Language } from '@shared/settings'
import type { Db } from '../db/connection'
import { fundraiserRepo, type FundraiserRepo } from '../fundraiser/fundraiserRepo'
import { nightExtrasRepo, type NightExtrasRepo } from '../night/nightExtrasRepo'
import type { NightStore } from '../night/nightStore'
import { peopleRepo, type PeopleRepo } from '../roster/peopleRepo'
import { slidesRepo, type SlidesRepo } from '../slides/slidesRepo'
import type { CheckedNight, OnProgress } from './check/checkNightFile'
import { checkInWorker } from './check/runCheck'

/** How a night file is checked: in a worker thread in the app and its tests. */
export type FileCheck = (
  json: string,
  language: Language,
  onProgress: OnProgress,
) => Promise<CheckedNight>

/** The import being checked: `done` of `total` actions (total 0 while the file is read), null once done. */
export type ImportProgress = { done: number; total: number } | null

/** The night files' shared dependencies. */
export interface ExchangeDeps {
  store: NightStore
  /** The nights' fundraiser logs: a night's file carries its own. */
  fundraiser: FundraiserRepo
  /** The nights' slides: a night's file carries its own. */
  slides: SlidesRepo
  people: PeopleRepo
  extras: NightExtrasRepo
  language: () => Language
  check: FileCheck
  now: () => Date
  /** Hears how far the check of a file got: pushed to the windows. */
  report: (progress: ImportProgress) => void
  /** The import running last: the next one waits for it. */
  queue: { last: Promise<unknown> }
}

/** Builds the night files' dependencies over the store. */
export function exchangeDeps(
  db: Db,
  store: NightStore,
  options: {
    language: () => Language
    check?: FileCheck
    now?: () => Date
    onProgress?: (progress: ImportProgress) => void
  },
): ExchangeDeps {
  return {
    store,
    fundraiser: fundraiserRepo(db),
    slides: slidesRepo(db),
    people: peopleRepo(db),
    extras: nightExtrasRepo(db),
    language: options.language,
    check: options.check ?? checkInWorker,
    now: options.now ?? ((): Date => new Date()),
    report: options.onProgress ?? ((): void => undefined),
    queue: { last: Promise.resolve() },
  }
}
