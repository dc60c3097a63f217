import { AppError } from '@shared/app-error'
import { isGhost } from '@shared/bunco'
import type { TransferNight, TransferPreview, TransferResult } from '@shared/transfer/views'
import { playerKey, replayActions, type NightAction, type NightState } from '@shared/night'
import type { ExportedFile } from '@shared/views'
import type { Db } from '../db/connection'
import { actionOf } from '../night/eventRows'
import { exportClubs, importClubs } from './transferClubs'
import { transferRepo } from './transferRepo'
import {
  TRANSFER_FILE_FORMAT,
  TRANSFER_FILE_VERSION,
  TransferFileSchema,
  type TransferFile,
} from './transferFormat'
import type { NightStore } from '../night/nightStore'
import { remapAction } from '../night/remapPlayers'
import type { SettingsService } from '../app/settingsService'
import { activeActions } from '../night/undoStack'

/** "Move to another computer": everything out as one file, and back in, merged by uid. */
export interface TransferService {
  exportAll(): ExportedFile
  preview(json: string): TransferPreview
  /** Imports after a backup holds this computer's data as it was (a restore undoes it). */
  importAll(json: string, takeSettings: boolean): Promise<TransferResult>
}

type MovedNight = TransferFile['nights'][number]

function notAMoveFile(): AppError {
  return new AppError('invalid-args', 'transfer.errors.notTransferFile')
}

function invalid(problem: string): AppError {
  return new AppError('invalid-args', 'transfer.errors.invalid', { problem: problem.slice(0, 300) })
}

function parse(json: string): TransferFile {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw notAMoveFile()
  }
  const head = raw as { format?: unknown; version?: unknown } | null
  if (head?.format !== TRANSFER_FILE_FORMAT) throw notAMoveFile()
  if (typeof head.version === 'number' && head.version > TRANSFER_FILE_VERSION) {
    throw new AppError('invalid-args', 'transfer.errors.newerVersion', { found: head.version })
  }
  const parsed = TransferFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalid(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim())
  }
  return parsed.data
}

/** Creates the service; `backup` runs before an import writes, `now` dates the file. */
export function transferService(
  db: Db,
  store: NightStore,
  settings: SettingsService,
  backup: () => Promise<void>,
  now: () => Date = () => new Date(),
): TransferService {
  const repo = transferRepo(db)

  // The night's actions with each player key replaced by the local key of the same person.
  const localActions = (night: MovedNight, localId: (uid: string) => number): NightAction[] => {
    const remap = (player: string): string => {
      if (isGhost(player)) return player
      const uid = night.players[player]
      if (!uid) throw invalid(`unknown player ${player}`)
      return playerKey(localId(uid))
    }
    return night.actions.map((a) => remapAction(a.action as NightAction, remap))
  }

  const replayed = (actions: readonly NightAction[]): NightState => {
    if (actions[0]?.type !== 'create') throw invalid('the first action must create the night')
    try {
      const state = replayActions(actions)
      if (!state) throw invalid('the night is empty')
      return state
    } catch (err) {
      if (err instanceof AppError && err.messageKey.startsWith('transfer.')) throw err
      throw invalid(
        err instanceof AppError ? `${err.messageKey} ${JSON.stringify(err.params)}` : String(err),
      )
    }
  }

  const named = (state: NightState): TransferNight => ({
    title: state.details.title,
    date: state.details.date,
  })

  return {
    exportAll() {
      const file: TransferFile = {
        format: TRANSFER_FILE_FORMAT,
        version: TRANSFER_FILE_VERSION,
        exportedAt: now().toISOString(),
        settings: settings.get(),
        people: repo.people().map((p) => ({
          uid: p.uid,
          name: p.name,
          note: p.note,
          archived: p.archived === 1,
          createdAt: p.created_at,
        })),
        nights: repo.nights().map(({ id, uid }) => ({
          uid,
          players: Object.fromEntries(repo.playerUids(id).map((p) => [p.player, p.uid])),
          actions: activeActions(store.events(id)).map((e) => ({
            at: e.created_at,
            action: actionOf(e),
          })),
        })),
        clubs: exportClubs(db),
      }
      return {
        fileName: `bunco-night-${file.exportedAt.slice(0, 10)}.bunco-all.json`,
        mimeType: 'application/json',
        content: `${JSON.stringify(file)}\n`,
      }
    },

    preview(json) {
      const file = parse(json)
      const names = repo.names()
      const newPeople = file.people.filter((p) => !repo.personByUid(p.uid))
      // New people get stand-in ids here only to check that their nights replay.
      const standIn = new Map(newPeople.map((p, i) => [p.uid, 1_000_000_000 + i]))
      const localId = (uid: string): number => {
        const id = repo.personByUid(uid)?.id ?? standIn.get(uid)
        if (id === undefined) throw invalid(`unknown person ${uid}`)
        return id
      }
      const addNights: TransferNight[] = []
      const otherNights: TransferNight[] = []
      let sameNights = 0
      for (const night of file.nights) {
        const state = replayed(localActions(night, localId))
        const here = repo.nightIdByUid(night.uid)
        if (here === undefined) addNights.push(named(state))
        else if (activeActions(store.events(here)).length === night.actions.length) sameNights++
        else otherNights.push(named(state))
      }
      const clubs = db.transaction(() => importClubs(db, file, localId, invalid, false))()
      const current = settings.get()
      return {
        exportedAt: file.exportedAt,
        addClubs: clubs.addClubs,
        updatedClubs: clubs.updatedClubs,
        addPeople: newPeople.map((p) => p.name),
        samePeople: file.people.length - newPeople.length,
        nameTwins: newPeople
          .filter((p) => names.has(p.name.toLocaleLowerCase()))
          .map((p) => p.name),
        addNights,
        sameNights,
        otherNights,
        settings: file.settings,
        settingsDiffer: (Object.keys(current) as (keyof typeof current)[]).some(
          (k) => current[k] !== file.settings[k],
        ),
      }
    },

    async importAll(json, takeSettings) {
      const file = parse(json)
      await backup()
      const result = store.transaction((): TransferResult => {
        let people = 0
        for (const p of file.people) {
          if (repo.personByUid(p.uid)) continue
          repo.insertPerson({
            uid: p.uid,
            name: p.name,
            note: p.note,
            archived: p.archived ? 1 : 0,
            created_at: p.createdAt,
          })
          people++
        }
        const localId = (uid: string): number => {
          const id = repo.personByUid(uid)?.id
          if (id === undefined) throw invalid(`unknown person ${uid}`)
          return id
        }
        let nights = 0
        for (const night of file.nights) {
          if (repo.nightIdByUid(night.uid) !== undefined) continue
          const actions = localActions(night, localId)
          const state = replayed(actions)
          try {
            const created = store.create(actions[0] as Extract<NightAction, { type: 'create' }>)
            for (const action of actions.slice(1)) store.apply(created.nightId, action)
            repo.setNightUid(created.nightId, night.uid)
          } catch (err) {
            // E.g. two people of the file who were merged into one here, in the same night.
            if (err instanceof AppError) throw err
            throw invalid(`${state.details.title}: ${String(err)}`)
          }
          nights++
        }
        const clubs = importClubs(db, file, localId, invalid, true)
        return {
          people,
          nights,
          clubs: clubs.addClubs.length,
          updatedClubs: clubs.updatedClubs.length,
          settings: false,
        }
      })
      if (!takeSettings) return result
      settings.set(file.settings)
      return { ...result, settings: true }
    },
  }
}
