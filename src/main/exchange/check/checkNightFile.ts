// Everything an import can check without the store: run in a worker thread, so a big or hostile
// file never freezes the windows. Pure: no database, no Electron.
import { AppError } from '@shared/app-error'
import { isGhost } from '@shared/bunco'
import { foldLog, type FundraiserEntry } from '@shared/fundraiser'
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BYTES, IMPORT_MAX_MIB } from '@shared/limits'
import { applyAction, type NightAction, type NightState } from '@shared/night'
import type { Language } from '@shared/settings'
import { NIGHT_FILE_FORMAT, NIGHT_FILE_VERSION, NightFileImportSchema } from '../exchangeFormat'
import { remapAction } from '../../night/remapPlayers'
import { checkPayload } from '../../validation'
import { checkedSlides } from '../../slides/slidesCheck'
import type { StoredSlide } from '../../slides/slidesRepo'

/** A person of a night file. */
export interface FilePerson {
  player: string
  name: string
  note: string
}

/** A night file that passed every check: the people its actions use, its actions, its fundraiser. */
export interface CheckedNight {
  people: FilePerson[]
  actions: NightAction[]
  /** The fundraiser's log as the file kept it (empty: the night is not a fundraiser). */
  fundraiser: FundraiserEntry[]
  /** The night's slides, each checked as a new one is (a picture by its bytes), in order. */
  slides: StoredSlide[]
}

/** Progress of a check: `done` of `total` actions replayed (total 0 while the file is read). */
export type OnProgress = (done: number, total: number) => void

const notANight = (): AppError => new AppError('invalid-args', 'errors.store.importNotNight')

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the file's header fields, refusing another kind of file or too much of one. */
function readFile(json: string): Record<string, unknown> {
  if (json.length > IMPORT_MAX_BYTES) {
    throw new AppError('invalid-args', 'errors.store.importTooBig', { size: IMPORT_MAX_MIB })
  }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw notANight()
  }
  // Some other file altogether: say so plainly rather than list what does not match.
  if (!isRecord(raw) || raw['format'] !== NIGHT_FILE_FORMAT) throw notANight()
  const version = raw['version']
  if (typeof version === 'number' && version > NIGHT_FILE_VERSION) {
    throw new AppError('invalid-args', 'errors.store.importVersion', { found: version })
  }
  const actions = raw['actions']
  if (Array.isArray(actions) && actions.length > IMPORT_MAX_ACTIONS) {
    throw new AppError('invalid-args', 'errors.store.importTooMany', {
      count: actions.length,
      max: IMPORT_MAX_ACTIONS,
    })
  }
  return raw
}

/** The players the actions name, in order of first use (ghosts left out). */
function playersUsed(actions: readonly NightAction[]): string[] {
  const used = new Set<string>()
  for (const action of actions) {
    remapAction(action, (player) => {
      if (!isGhost(player)) used.add(player)
      return player
    })
  }
  return [...used]
}

/**
 * Checks a night file from its text: JSON, format and version, size and action count, the schema
 * (strict at every level, in the host's language), its people, then a replay of every action
 * through the rules and a fold of its fundraiser's log. Throws the AppError the host reads;
 * returns only what the night uses.
 */
export function checkNightFile(
  json: string,
  language: Language,
  onProgress: OnProgress = () => undefined,
): CheckedNight {
  onProgress(0, 0)
  const checked = checkPayload(NightFileImportSchema, readFile(json), language)
  if (!checked.ok) {
    throw new AppError('invalid-args', 'errors.store.importInvalid', {
      problem: (checked.problems[0] ?? '').slice(0, 300),
    })
  }
  const { people, actions, fundraiser } = checked.data
  // a slide the app would refuse if typed in is refused here too, named by its number
  const slides = checkedSlides(
    checked.data.slides,
    (problem) =>
      new AppError('invalid-args', 'errors.store.importInvalid', {
        problem: problem.slice(0, 300),
      }),
    language,
  )
  const byPlayer = new Map<string, FilePerson>()
  for (const person of people) {
    if (byPlayer.has(person.player)) {
      throw new AppError('invalid-args', 'errors.store.importPersonTwice', { player: person.name })
    }
    byPlayer.set(person.player, person)
  }
  if (actions[0]?.type !== 'create')
    throw new AppError('invalid-args', 'errors.store.importNoCreate')
  const used = playersUsed(actions)
  const missing = used.find((player) => !byPlayer.has(player))
  if (missing !== undefined) {
    throw new AppError('invalid-args', 'errors.store.importUnknownPlayer', { player: missing })
  }
  replayChecked(actions, onProgress, (player) => byPlayer.get(player)?.name ?? player)
  // a fundraiser's log folds as it did where it was kept, or the file is refused naming the seq
  if (fundraiser.length > 0) foldLog(fundraiser)
  const usedPeople = used.flatMap((player) => byPlayer.get(player) ?? [])
  return { people: usedPeople, actions, fundraiser, slides }
}

/** Replays the actions, reporting progress; the first the rules refuse is named by its number. */
function replayChecked(
  actions: readonly NightAction[],
  onProgress: OnProgress,
  nameOf: (player: string) => string,
): NightState | null {
  let state: NightState | null = null
  for (const [i, action] of actions.entries()) {
    try {
      state = applyAction(state, action, 'replay')
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      // The rules name players by key ('p12'); the host reads the names the file gives them.
      const player = err.params['player']
      const params =
        typeof player === 'string' ? { ...err.params, player: nameOf(player) } : err.params
      throw new AppError(
        'invalid-args',
        'errors.store.importRefused',
        { ...params, action: i + 1, '@reason': err.messageKey },
        err.problems,
      )
    }
    if ((i + 1) % 100 === 0 || i + 1 === actions.length) onProgress(i + 1, actions.length)
  }
  return state
}
