import type { RoundPlan, Seat, Team } from '@shared/bunco'

/** What one key typed in the results area does. */
export type TypedOutcome =
  | { kind: 'ignore' }
  | { kind: 'typing'; typed: string }
  | { kind: 'pick'; typed: string; table: number; winner: Team | Seat }
  | { kind: 'close'; typed: string }

const SEAT_KEYS: Record<string, Seat> = { n: 'N', e: 'E', s: 'S', w: 'W' }

/**
 * The results area's keyboard: digits build a table number, then a seat letter picks its team
 * (N or S for north–south, E, W or O for east–west; the seat itself when each plays alone); Enter
 * asks to close the round; Escape forgets the digits. Anything else is not ours.
 */
export function typedEntry(typed: string, key: string, plan: RoundPlan): TypedOutcome {
  if (/^\d$/.test(key)) return { kind: 'typing', typed: (typed + key).slice(-3) }
  if (key === 'Escape') return { kind: 'typing', typed: '' }
  if (key === 'Enter') return { kind: 'close', typed: '' }
  const letter = key.toLowerCase()
  // O is East in German and West in French: the east–west team either way, a seat in neither
  const seat = SEAT_KEYS[letter] ?? (letter === 'o' && plan.play === 'team' ? 'E' : undefined)
  if (!seat || typed === '') return { kind: 'ignore' }
  const table = Number(typed)
  if (!plan.tables.some((t) => t.table === table)) return { kind: 'typing', typed: '' }
  const winner: Team | Seat =
    plan.play === 'individual' ? seat : seat === 'N' || seat === 'S' ? 'NS' : 'EW'
  return { kind: 'pick', typed: '', table, winner }
}
