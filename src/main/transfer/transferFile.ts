// A transfer file read back: refused as a whole when it is not one, is newer than this app, or
// does not hold together; each night's actions named with this store's people and replayed.
import { AppError } from '@shared/app-error'
import { isGhost } from '@shared/bunco'
import { foldLog, type FundraiserEntry } from '@shared/fundraiser'
import { playerKey, replayActions, type NightAction, type NightState } from '@shared/night'
import type { TransferNight } from '@shared/transfer/views'
import { remapAction } from '../night/remapPlayers'
import {
  TRANSFER_FILE_FORMAT,
  TRANSFER_FILE_VERSION,
  TransferFileSchema,
  type TransferFile,
} from './transferFormat'

/** One night of a transfer file. */
export type MovedNight = TransferFile['nights'][number]

function notAMoveFile(): AppError {
  return new AppError('invalid-args', 'transfer.errors.notTransferFile')
}

/** The file refused, saying what is wrong in it. */
export function invalid(problem: string): AppError {
  return new AppError('invalid-args', 'transfer.errors.invalid', { problem: problem.slice(0, 300) })
}

/** The file as the schema reads it; refused when it is not a transfer file this app can read. */
export function parseTransfer(json: string): TransferFile {
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

/** The night's actions with each player key replaced by the local key of the same person. */
export function localActions(night: MovedNight, localId: (uid: string) => number): NightAction[] {
  const remap = (player: string): string => {
    if (isGhost(player)) return player
    const uid = night.players[player]
    if (!uid) throw invalid(`unknown player ${player}`)
    return playerKey(localId(uid))
  }
  return night.actions.map((a) => remapAction(a.action as NightAction, remap))
}

/** The night its actions replay to; a refusal of the rules refuses the file. */
export function replayed(actions: readonly NightAction[]): NightState {
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

/** A moved night's fundraiser log, checked to fold as it did where it was kept (none: empty). */
export function movedFundraiser(night: MovedNight): FundraiserEntry[] {
  const entries = night.fundraiser ?? []
  if (entries.length > 0) foldLog(entries)
  return entries
}

/** A night as the preview lists it. */
export function named(state: NightState): TransferNight {
  return { title: state.details.title, date: state.details.date }
}
