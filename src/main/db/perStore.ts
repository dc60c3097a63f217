// A repo's statements are prepared once per store, not at every call: preparing is most of what
// a repo costs, and the folder's looks ask for the same repos thousands of times.
import type { Db } from './connection'

/** `make` called once per store; later calls for that store give the same repo. */
export function perStore<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>()
  return (db) => {
    const known = made.get(db)
    if (known !== undefined) return known
    const repo = make(db)
    made.set(db, repo)
    return repo
  }
}
