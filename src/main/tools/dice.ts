// The dice roller: fair dice rolled here in main, the last roll kept across restarts. With no
// round chosen it follows the night in progress: its round and dice rules.
import { fairDice, faceOfRound, scoreRoll, type ByteSource } from '@shared/bunco'
import {
  DiceRollSchema,
  DiceSettingsSchema,
  type DiceRoll,
  type DiceSettings,
} from '@shared/schemas/tools'
import type { DiceView } from '@shared/toolViews'
import type { Db } from '../db/connection'
import type { NightDeps } from '../night/nightDeps'
import { nightList, nightOf } from '../night/nightReads'
import { TOOL_KEYS, toolSlot, type ToolSlot } from './toolState'

/** The rules a roll is scored by. */
type Scoring = { fourDice: boolean; lowTriple7: boolean; wipeout: boolean }

const DEFAULTS: DiceSettings = {
  face: null,
  fourDice: false,
  lowTriple7: false,
  wipeout: false,
  sound: false,
}

/** The real source: the operating system's cryptographic random numbers. */
export const cryptoBytes: ByteSource = (bytes) => globalThis.crypto.getRandomValues(bytes)

/** What the roller's functions work with. */
export interface DiceDeps {
  night: NightDeps
  settings: ToolSlot<DiceSettings>
  roll: ToolSlot<DiceRoll>
  source: ByteSource
}

/** Builds the roller's dependencies over the app-state table and the nights. */
export function diceDeps(db: Db, night: NightDeps, source: ByteSource = cryptoBytes): DiceDeps {
  return {
    night,
    settings: toolSlot(db, TOOL_KEYS.diceSettings, DiceSettingsSchema),
    roll: toolSlot(db, TOOL_KEYS.diceRoll, DiceRollSchema),
    source,
  }
}

function settingsOf(deps: DiceDeps): DiceSettings {
  return deps.settings.read() ?? DEFAULTS
}

// the night in progress: its title, round, face and dice rules
function followed(
  deps: DiceDeps,
): { title: string; round: number; face: number; rules: Scoring } | null {
  const playing = nightList(deps.night).find((n) => n.status === 'playing')
  if (!playing) return null
  try {
    const night = nightOf(deps.night, playing.id)
    if (!night.current) return null
    const { fourDice, lowTriple7, wipeout } = night.rules
    return {
      title: night.details.title,
      round: night.current.plan.round,
      face: night.current.plan.target,
      rules: { fourDice, lowTriple7, wipeout },
    }
  } catch {
    return null
  }
}

// What the next roll is scored by: the night's round and rules, or the roller's own choices.
function scoring(deps: DiceDeps): {
  s: DiceSettings
  face: number
  rules: Scoring
  night: DiceView['night']
} {
  const s = settingsOf(deps)
  const night = s.face === null ? followed(deps) : null
  const { fourDice, lowTriple7, wipeout } = s
  return {
    s,
    face: s.face ?? night?.face ?? faceOfRound(1),
    rules: night?.rules ?? { fourDice, lowTriple7, wipeout },
    night: night ? { title: night.title, round: night.round } : null,
  }
}

/** The roller as the host sees it: its settings, the face rolled for, the last roll scored. */
export function diceView(deps: DiceDeps): DiceView {
  const { s, face, rules, night } = scoring(deps)
  const roll = deps.roll.read()
  // a roll is scored as it was thrown: with its own number of dice, for its own round
  const score = roll
    ? scoreRoll(roll.dice, roll.face, { ...rules, fourDice: roll.dice.length === 4 })
    : null
  return {
    settings: s,
    face,
    night,
    last: roll && score ? { ...roll, points: score.points, kind: score.kind } : null,
  }
}

/** Rolls the dice (three, or four with four-dice rules) and keeps the roll. */
export function rollDice(deps: DiceDeps): DiceView {
  const { face, rules } = scoring(deps)
  const count = rules.fourDice ? 4 : 3
  const serial = (deps.roll.read()?.serial ?? 0) + 1
  deps.roll.write({ dice: fairDice(deps.source, count), face, serial })
  return diceView(deps)
}

/** Changes the roller's own choices. */
export function setDiceSettings(deps: DiceDeps, patch: Partial<DiceSettings>): DiceView {
  deps.settings.write({ ...settingsOf(deps), ...patch })
  return diceView(deps)
}
