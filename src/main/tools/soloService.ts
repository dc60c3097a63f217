import {
  DEFAULT_SOLO_SETTINGS,
  fairSeed,
  newSoloGame,
  replaySolo,
  setSoloPaused,
  soloMove,
  soloStandings,
  type ByteSource,
  type SoloRecord,
  type SoloSettings,
} from '@shared/bunco'
import { AppError } from '@shared/app-error'
import { SoloRecordSchema, SoloSettingsSchema } from '@shared/schemas/tools'
import type { SoloView } from '@shared/toolViews'
import type { Db } from '../db/connection'
import { cryptoBytes } from './diceService'
import { TOOL_KEYS, toolSlot } from './toolState'

/** The solo game: saved after every roll, so a restart resumes the very same turn. */
export interface SoloService {
  view(): SoloView
  /** Starts a new game with the saved settings changed by `settings`. */
  start(settings?: Partial<SoloSettings>): SoloView
  /** The settings the next new game uses (the game in progress keeps its own). */
  setSettings(patch: Partial<SoloSettings>): SoloView
  /** Rolls for whoever's turn it is, or starts the next round once one is won. */
  move(): SoloView
  pause(paused: boolean): SoloView
  sound(on: boolean): SoloView
  /** Ends the game in progress (the settings stay). */
  clear(): SoloView
}

/** Creates the solo game's service over the app-state table. */
export function soloService(db: Db, source: ByteSource = cryptoBytes): SoloService {
  // a stored game is checked by replaying it: one that cannot be replayed is not shown
  const games = toolSlot(db, TOOL_KEYS.solo, SoloRecordSchema, (record) => {
    replaySolo(record)
    return record
  })
  const settingsSlot = toolSlot(db, TOOL_KEYS.soloSettings, SoloSettingsSchema)
  const settings = (): SoloSettings => settingsSlot.read() ?? DEFAULT_SOLO_SETTINGS

  const view = (record: SoloRecord | null = games.read()): SoloView => {
    const game = record ? replaySolo(record) : null
    return { game, standings: game ? soloStandings(game) : [], settings: settings() }
  }

  const current = (): SoloRecord => {
    const record = games.read()
    if (!record) throw new AppError('not-found', 'tools.errors.noSoloGame')
    return record
  }

  // each change is checked by playing it on the replayed game before it is saved
  const save = (record: SoloRecord): SoloView => {
    const checked = view(record)
    games.write(record)
    return checked
  }

  return {
    view: () => view(),
    start(patch = {}) {
      const chosen = { ...settings(), ...patch }
      settingsSlot.write(chosen)
      const seed = fairSeed(source)
      newSoloGame(chosen, seed)
      return save({ version: 1, settings: chosen, seed, moves: 0, paused: false })
    },
    setSettings(patch) {
      settingsSlot.write({ ...settings(), ...patch })
      return view()
    },
    move() {
      const record = current()
      soloMove(setSoloPaused(replaySolo(record), record.paused))
      return save({ ...record, moves: record.moves + 1 })
    },
    pause(paused) {
      return save({ ...current(), paused })
    },
    sound(on) {
      const record = current()
      return save({ ...record, settings: { ...record.settings, sound: on } })
    },
    clear() {
      games.clear()
      return view(null)
    },
  }
}
