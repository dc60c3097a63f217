import { AppError } from '@shared/app-error'
import { IMPORT_MAX_BYTES, IMPORT_MAX_MIB } from '@shared/limits'
import { personOf, playerKey } from '@shared/night'
import type { Language } from '@shared/settings'
import type { ExportedFile, Standing } from '@shared/views'
import type { Db } from '../db/connection'
import { peopleRepo } from '../roster/peopleRepo'
import type { CheckedNight, FilePerson, OnProgress } from './check/checkNightFile'
import { checkInWorker } from './check/runCheck'
import { NIGHT_FILE_FORMAT, NIGHT_FILE_VERSION, type NightFile } from './exchangeFormat'
import type { NightStore } from '../night/nightStore'
import { damagedNight } from '../night/eventRows'
import { remapAction } from '../night/remapPlayers'
import { nightExtrasRepo } from '../night/nightExtrasRepo'

/** Night files in and out: JSON for a whole night, CSV for its standings. */
export interface ExchangeService {
  exportJson(nightId: number): ExportedFile
  exportCsv(nightId: number, standings: readonly Standing[]): ExportedFile
  /** Imports a night file (checked off the main thread); resolves with the new night's id. */
  importJson(json: string): Promise<number>
  /** The import being checked: `done` of `total` actions (total 0 while the file is read). */
}

/** How the service checks a night file: in a worker thread in the app and its tests. */
export type FileCheck = (
  json: string,
  language: Language,
  onProgress: OnProgress,
) => Promise<CheckedNight>

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'night'
  )
}

// A spreadsheet would run a cell starting with = + - @ as a formula: quote it as text.
function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Creates the service. */
export function exchangeService(
  db: Db,
  store: NightStore,
  options: {
    language: () => Language
    check?: FileCheck
    now?: () => Date
    /** Hears how far the check of a file got (null once done): pushed to the windows. */
    onProgress?: (progress: { done: number; total: number } | null) => void
  },
): ExchangeService {
  const people = peopleRepo(db)
  const extras = nightExtrasRepo(db)
  const now = options.now ?? ((): Date => new Date())
  const check = options.check ?? checkInWorker
  const report = options.onProgress ?? ((): void => undefined)
  // One import at a time: the progress shown is the one running.
  let queue: Promise<unknown> = Promise.resolve()

  return {
    exportJson(nightId) {
      // A damaged night exports as far as its log reads: the file then imports cleanly.
      const log = store.readable(nightId)
      const state = log.state
      if (!state) {
        if (log.damage) throw damagedNight(nightId, log.damage)
        throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
      }
      const names = new Map(extras.players(nightId).map((p) => [p.player, p.person_id]))
      const roster = people.names([...names.values()])
      const file: NightFile = {
        format: NIGHT_FILE_FORMAT,
        version: NIGHT_FILE_VERSION,
        exportedAt: now().toISOString(),
        people: [...names.entries()].map(([player, id]) => ({
          player,
          name: roster.get(id) ?? player,
          note: people.get(id)?.note ?? '',
        })),
        actions: log.actions.map(({ row, action }) => ({ at: row.created_at, action })),
        seating: state.played.map((p) => p.plan),
      }
      return {
        fileName: `${state.details.date}-${slug(state.details.title)}.bunco.json`,
        mimeType: 'application/json',
        content: `${JSON.stringify(file, null, 2)}\n`,
      }
    },
    exportCsv(nightId, standings) {
      const state = store.state(nightId)
      const header = ['name', 'wins', 'losses', 'buncos', 'minis', 'wipeouts', 'points', 'rounds']
      const lines = standings.map((s) =>
        [s.name, s.wins, s.losses, s.buncos, s.minis, s.wipeouts, s.points, s.roundsPlayed]
          .map(csvCell)
          .join(','),
      )
      return {
        fileName: `${state.details.date}-${slug(state.details.title)}-standings.csv`,
        mimeType: 'text/csv',
        content: `${[header.join(','), ...lines].join('\r\n')}\r\n`,
      }
    },
    importJson(json) {
      const run = queue.then(async () => {
        report({ done: 0, total: 0 })
        try {
          if (Buffer.byteLength(json) > IMPORT_MAX_BYTES) {
            throw new AppError('invalid-args', 'errors.store.importTooBig', {
              size: IMPORT_MAX_MIB,
            })
          }
          const night = await check(json, options.language(), (done, total) =>
            report({ done, total }),
          )
          return save(night)
        } finally {
          report(null)
        }
      })
      queue = run.catch(() => undefined)
      return run
    },
  }

  /**
   * Writes a checked night in one transaction. Its people are matched by id, never by name: the
   * file's p12 is this store's person 12 only if that person has the very same name (the file came
   * from this store); anyone else is added to the roster. Only people the night uses are added.
   */
  function save(night: CheckedNight): number {
    return store.transaction(() => {
      const at = now().toISOString()
      const keys = new Map<string, string>()
      const taken = new Set<number>()
      for (const person of night.people) {
        const id = sameById(person, taken) ?? people.insert(person.name, person.note, at)
        taken.add(id)
        keys.set(person.player, playerKey(id))
      }
      const remap = (player: string): string => keys.get(player) ?? player
      return store.createFrom(night.actions.map((a) => remapAction(a, remap))).nightId
    })
  }

  /** This store's person with the file person's id and exact name (followed through a merge). */
  function sameById(person: FilePerson, taken: ReadonlySet<number>): number | null {
    const id = personOf(person.player)
    const found = id === null ? undefined : people.get(id)
    if (!found || found.name !== person.name) return null
    const kept = found.merged_into ?? found.id
    return taken.has(kept) ? null : kept
  }
}
