// What every roster function works with: the store's people, its log, the edits each field keeps,
// and this laptop's clock that stamps them.
import type { Db } from '../db/connection'
import { eventsRepo, type EventsRepo } from '../night/eventsRepo'
import { laptopClock, type LaptopClock } from '../sync/laptopClock'
import { personEditsRepo, type PersonEditsRepo } from './personEditsRepo'
import { peopleRepo, type PeopleRepo } from './peopleRepo'

/** The roster functions' shared dependencies. */
export interface RosterDeps {
  db: Db
  people: PeopleRepo
  events: EventsRepo
  edits: PersonEditsRepo
  now: () => Date
  /** This laptop's clock, which stamps every field edited (how a club's laptops agree). */
  clock: () => LaptopClock
}

/** Builds the roster's dependencies; without `clock`, this store's own clock is made when needed. */
export function rosterDeps(
  db: Db,
  now: () => Date = () => new Date(),
  clock?: () => LaptopClock,
): RosterDeps {
  let own: LaptopClock | undefined
  return {
    db,
    people: peopleRepo(db),
    events: eventsRepo(db),
    edits: personEditsRepo(db),
    now,
    clock: clock ?? (() => (own ??= laptopClock(db, () => now().getTime()))),
  }
}
