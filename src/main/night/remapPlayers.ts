import type { TableResult } from '@shared/bunco'
import type { NightAction } from '@shared/night'

type Remap = (player: string) => string

function counts(
  c: Record<string, number> | undefined,
  f: Remap,
): Record<string, number> | undefined {
  if (!c) return c
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [f(k), v]))
}

function result(r: TableResult, f: Remap): TableResult {
  const out: TableResult = { ...r }
  for (const key of ['buncos', 'minis', 'wipeouts', 'travels'] as const) {
    const mapped = counts(r[key], f)
    if (mapped) out[key] = mapped
  }
  return out
}

/** The same action with every player key passed through `f` (ghost keys are left to `f`). */
export function remapAction(action: NightAction, f: Remap): NightAction {
  switch (action.type) {
    case 'guests':
      return { ...action, guests: action.guests.map(f) }
    case 'result':
    case 'correct':
      return { ...action, result: result(action.result, f) }
    case 'results':
      return { ...action, results: action.results.map((r) => result(r, f)) }
    case 'arrive':
    case 'leave':
    case 'passDie':
      return { ...action, player: f(action.player) }
    case 'rollOffs':
      return {
        ...action,
        rollOffs: Object.fromEntries(
          Object.entries(action.rollOffs).map(([k, v]) => [k, f(v as string)]),
        ),
      }
    case 'playoffRollOff':
      return { ...action, picks: action.picks.map(f) }
    default:
      return action
  }
}
