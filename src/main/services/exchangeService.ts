import { AppError } from '@shared/app-error'
import { isGhost } from '@shared/bunco'
import { playerKey, replayActions, type NightAction } from '@shared/night'
import type { ExportedFile, Standing } from '@shared/views'
import type { Db } from '../db/connection'
import { peopleRepo } from '../db/repos/peopleRepo'
import {
  NIGHT_FILE_FORMAT,
  NIGHT_FILE_VERSION,
  NightFileSchema,
  type NightFile,
} from './exchangeFormat'
import type { NightStore } from './nightStore'
import { damagedNight } from './eventLog'
import { remapAction } from './remapPlayers'
import { nightExtrasRepo } from '../db/repos/nightExtrasRepo'

/** Night files in and out: JSON for a whole night, CSV for its standings. */
export interface ExchangeService {
  exportJson(nightId: number): ExportedFile
  exportCsv(nightId: number, standings: readonly Standing[]): ExportedFile
  importJson(json: string): number
}

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

function notANight(): AppError {
  return new AppError('invalid-args', 'errors.store.importNotNight')
}

function invalid(problem: string): AppError {
  return new AppError('invalid-args', 'errors.store.importInvalid', {
    problem: problem.slice(0, 300),
  })
}

/** Creates the service. */
export function exchangeService(
  db: Db,
  store: NightStore,
  now: () => Date = () => new Date(),
): ExchangeService {
  const people = peopleRepo(db)
  const extras = nightExtrasRepo(db)

  const parse = (json: string): NightFile => {
    let raw: unknown
    try {
      raw = JSON.parse(json)
    } catch {
      throw notANight()
    }
    // Some other file altogether: say so plainly rather than list what does not match.
    if ((raw as { format?: unknown } | null)?.format !== NIGHT_FILE_FORMAT) throw notANight()
    const version = (raw as { version?: unknown } | null)?.version
    if (typeof version === 'number' && version > NIGHT_FILE_VERSION) {
      throw new AppError('invalid-args', 'errors.store.importVersion', { found: version })
    }
    const parsed = NightFileSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw invalid(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim())
    }
    return parsed.data
  }

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
      const file = parse(json)
      const first = file.actions[0]?.action
      if (first?.type !== 'create') throw invalid('the first action must create the night')
      const known = new Set(file.people.map((p) => p.player))
      try {
        return importFile(file, known)
      } catch (err) {
        store.forget()
        throw err
      }
    },
  }

  function importFile(file: NightFile, known: ReadonlySet<string>): number {
    return db
      .transaction(() => {
        const at = now().toISOString()
        const keys = new Map<string, string>()
        for (const p of file.people) {
          const existing = people.byName(p.name)[0]
          const id = existing ? existing.id : people.insert(p.name, p.note, at)
          keys.set(p.player, playerKey(id))
        }
        const remap = (player: string): string => {
          if (isGhost(player)) return player
          const mapped = keys.get(player)
          if (!mapped || !known.has(player)) throw invalid(`unknown player ${player}`)
          return mapped
        }
        const actions: NightAction[] = file.actions.map((a) =>
          remapAction(a.action as NightAction, remap),
        )
        try {
          replayActions(actions)
        } catch (err) {
          throw invalid(
            err instanceof AppError
              ? `${err.messageKey} ${JSON.stringify(err.params)}`
              : String(err),
          )
        }
        const created = store.create(actions[0] as Extract<NightAction, { type: 'create' }>)
        for (const action of actions.slice(1)) store.apply(created.nightId, action)
        return created.nightId
      })
      .immediate()
  }
}
