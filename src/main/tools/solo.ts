// The solo game: saved after every roll, so a restart resumes the very same turn. A stored game
// is checked by replaying it (one that cannot be replayed is not shown), and each change is
// checked by playing it on the replayed game before it is saved.
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
import { SoloRecordSchema, SoloSettingsSchema } from '@shared/schemas/tools'
import type { SoloView } from '@shared/toolViews'
import type { Db } from '../db/connection'
import { cryptoBytes } from './dice'
import { slotValue, TOOL_KEYS, toolSlot, type ToolSlot } from './toolState'

/** What the solo game's functions work with. */
export interface SoloDeps {
  games: ToolSlot<SoloRecord>
  settings: ToolSlot<SoloSettings>
  source: ByteSource
}

/** Builds the solo game's dependencies over the app-state table. */
export function soloDeps(db: Db, source: ByteSource = cryptoBytes): SoloDeps {
  return {
    games: toolSlot(db, TOOL_KEYS.solo, SoloRecordSchema, (record) => {
      replaySolo(record)
      return record
    }),
    settings: toolSlot(db, TOOL_KEYS.soloSettings, SoloSettingsSchema),
    source,
  }
}

function settingsOf(deps: SoloDeps): SoloSettings {
  return deps.settings.read() ?? DEFAULT_SOLO_SETTINGS
}

function viewOf(deps: SoloDeps, record: SoloRecord | null): SoloView {
  const game = record ? replaySolo(record) : null
  return { game, standings: game ? soloStandings(game) : [], settings: settingsOf(deps) }
}

function current(deps: SoloDeps): SoloRecord {
  return slotValue(deps.games, 'tools.errors.noSoloGame')
}

function save(deps: SoloDeps, record: SoloRecord): SoloView {
  const checked = viewOf(deps, record)
  deps.games.write(record)
  return checked
}

/** The game in progress (if any), its standings and the settings. */
export function soloView(deps: SoloDeps): SoloView {
  return viewOf(deps, deps.games.read())
}

/** Starts a new game with the saved settings changed by `patch`. */
export function newSolo(deps: SoloDeps, patch: Partial<SoloSettings> = {}): SoloView {
  const chosen = { ...settingsOf(deps), ...patch }
  deps.settings.write(chosen)
  const seed = fairSeed(deps.source)
  newSoloGame(chosen, seed)
  return save(deps, { version: 1, settings: chosen, seed, moves: 0, paused: false })
}

/** The settings the next new game uses (the game in progress keeps its own). */
export function setSoloSettings(deps: SoloDeps, patch: Partial<SoloSettings>): SoloView {
  deps.settings.write({ ...settingsOf(deps), ...patch })
  return soloView(deps)
}

/** Rolls for whoever's turn it is, or starts the next round once one is won. */
export function soloMoveNext(deps: SoloDeps): SoloView {
  const record = current(deps)
  soloMove(setSoloPaused(replaySolo(record), record.paused))
  return save(deps, { ...record, moves: record.moves + 1 })
}

/** Pauses the game, or goes on. */
export function pauseSolo(deps: SoloDeps, paused: boolean): SoloView {
  return save(deps, { ...current(deps), paused })
}

/** Turns the game's sound on or off. */
export function soloSound(deps: SoloDeps, on: boolean): SoloView {
  const record = current(deps)
  return save(deps, { ...record, settings: { ...record.settings, sound: on } })
}

/** Ends the game in progress (the settings stay). */
export function clearSolo(deps: SoloDeps): SoloView {
  deps.games.clear()
  return viewOf(deps, null)
}
