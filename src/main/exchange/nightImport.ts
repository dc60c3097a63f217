// A night file in: checked off the main thread, one import at a time, then written in one
// transaction. Its people are matched by id, never by name: the file's p12 is this store's person
// 12 only if that person has the very same name (the file came from this store); anyone else is
// added to the roster. Only people the night uses are added.
import { AppError } from '@shared/app-error'
import { IMPORT_MAX_BYTES, IMPORT_MAX_MIB } from '@shared/limits'
import { personOf, playerKey } from '@shared/night'
import { remapAction } from '../night/remapPlayers'
import { addMovedSlides } from '../slides/slidesMove'
import type { CheckedNight, FilePerson } from './check/checkNightFile'
import type { ExchangeDeps } from './exchangeDeps'

/** This store's person with the file person's id and exact name (followed through a merge). */
function sameById(
  deps: ExchangeDeps,
  person: FilePerson,
  taken: ReadonlySet<number>,
): number | null {
  const id = personOf(person.player)
  const found = id === null ? undefined : deps.people.get(id)
  if (!found || found.name !== person.name) return null
  const kept = found.merged_into ?? found.id
  return taken.has(kept) ? null : kept
}

/** Writes a checked night, its fundraiser's log and its slides in one transaction; its new id. */
function save(deps: ExchangeDeps, night: CheckedNight): number {
  return deps.store.transaction(() => {
    const at = deps.now().toISOString()
    const keys = new Map<string, string>()
    const taken = new Set<number>()
    for (const person of night.people) {
      const id = sameById(deps, person, taken) ?? deps.people.insert(person.name, person.note, at)
      taken.add(id)
      keys.set(person.player, playerKey(id))
    }
    const remap = (player: string): string => keys.get(player) ?? player
    const nightId = deps.store.createFrom(night.actions.map((a) => remapAction(a, remap))).nightId
    // its fundraiser's entries as they were kept: their places, times and devices
    deps.fundraiser.append(nightId, night.fundraiser)
    addMovedSlides(deps.slides, nightId, night.slides, at)
    return nightId
  })
}

/** Imports a night file (checked off the main thread); resolves with the new night's id. */
export function importJson(deps: ExchangeDeps, json: string): Promise<number> {
  const run = deps.queue.last.then(async () => {
    deps.report({ done: 0, total: 0 })
    try {
      if (Buffer.byteLength(json) > IMPORT_MAX_BYTES) {
        throw new AppError('invalid-args', 'errors.store.importTooBig', { size: IMPORT_MAX_MIB })
      }
      const night = await deps.check(json, deps.language(), (done, total) =>
        deps.report({ done, total }),
      )
      return save(deps, night)
    } finally {
      deps.report(null)
    }
  })
  deps.queue.last = run.catch(() => undefined)
  return run
}
