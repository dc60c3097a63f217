import { DEFAULT_RULES, copyRules, type HouseRules } from './bunco'

/** The named starting points for a night's house rules. */
export const PRESETS = ['classic', 'bottom', 'quick'] as const
/** A preset's name. */
export type Preset = (typeof PRESETS)[number]

/** The rules a preset starts from; every option stays adjustable afterwards. */
export function presetRules(preset: Preset): HouseRules {
  const rules = copyRules(DEFAULT_RULES)
  if (preset === 'bottom') rules.movement = 'headLosersToBottom'
  if (preset === 'quick') {
    rules.target = 11
    rules.sets = 2
  }
  return rules
}

/** How many tables and ghosts a number of guests makes in team play. */
export function tablePreview(guests: number): { tables: number; ghosts: number } {
  const tables = Math.max(1, Math.ceil(guests / 4))
  return { tables, ghosts: tables * 4 - guests }
}
