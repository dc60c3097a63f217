import { fairDice, faceOfRound, scoreRoll, type ByteSource } from '@shared/bunco'
import { DiceRollSchema, DiceSettingsSchema, type DiceSettings } from '@shared/schemas/tools'
import type { DiceView } from '@shared/toolViews'
import type { Db } from '../db/connection'
import type { NightService } from '../night/nightService'
import { TOOL_KEYS, toolSlot } from './toolState'

/** The dice roller: fair dice rolled here in main, the last roll kept across restarts. */
export interface DiceService {
  view(): DiceView
  roll(): DiceView
  setSettings(patch: Partial<DiceSettings>): DiceView
}

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

/** Creates the dice roller over the app-state table. */
export function diceService(
  db: Db,
  nights: Pick<NightService, 'list' | 'get'>,
  source: ByteSource = cryptoBytes,
): DiceService {
  const settingsSlot = toolSlot(db, TOOL_KEYS.diceSettings, DiceSettingsSchema)
  const rollSlot = toolSlot(db, TOOL_KEYS.diceRoll, DiceRollSchema)
  const settings = (): DiceSettings => settingsSlot.read() ?? DEFAULTS

  // With no round chosen the roller follows the night in progress: its round and dice rules.
  const followed = (): { title: string; round: number; face: number; rules: Scoring } | null => {
    const playing = nights.list().find((n) => n.status === 'playing')
    if (!playing) return null
    try {
      const night = nights.get(playing.id)
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
  const now = (): { s: DiceSettings; face: number; rules: Scoring; night: DiceView['night'] } => {
    const s = settings()
    const night = s.face === null ? followed() : null
    const { fourDice, lowTriple7, wipeout } = s
    return {
      s,
      face: s.face ?? night?.face ?? faceOfRound(1),
      rules: night?.rules ?? { fourDice, lowTriple7, wipeout },
      night: night ? { title: night.title, round: night.round } : null,
    }
  }

  const view = (): DiceView => {
    const { s, face, rules, night } = now()
    const roll = rollSlot.read()
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

  return {
    view,
    roll() {
      const { face, rules } = now()
      const count = rules.fourDice ? 4 : 3
      const serial = (rollSlot.read()?.serial ?? 0) + 1
      rollSlot.write({ dice: fairDice(source, count), face, serial })
      return view()
    },
    setSettings(patch) {
      settingsSlot.write({ ...settings(), ...patch })
      return view()
    },
  }
}
