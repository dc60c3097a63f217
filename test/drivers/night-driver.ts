// Plays nights through the contract with seeded random results, for tests, torture and benches.
import type { Random, RoundPlan, TableResult } from '../../src/shared/bunco'
import type { CallName } from '../../src/shared/contract'
import type { CallOutcome } from '../../src/shared/errors'
import type { NightView, Person } from '../../src/shared/views'

/** Any dispatch-like function: the real one, or a bridge. */
export type Call = (name: CallName, args: unknown) => Promise<CallOutcome<unknown>>

/** Calls and returns the value, throwing the typed error's message on failure. */
export async function must<T>(call: Call, name: CallName, args: unknown): Promise<T> {
  const outcome = await call(name, args)
  if (!outcome.ok) throw new Error(`${name} failed: ${outcome.error.code} ${outcome.error.message}`)
  return outcome.value as T
}

/** Random but valid results for every table of a round (some Buncos, the odd roll-off). */
export function randomResults(plan: RoundPlan, random: Random): TableResult[] {
  return plan.tables.map((t) => {
    const result: TableResult = {
      table: t.table,
      winner: random.next() < 0.5 ? 'NS' : 'EW',
    }
    if (random.next() < 0.2) {
      const seat = (['N', 'E', 'S', 'W'] as const)[Math.floor(random.next() * 4)] ?? 'N'
      result.buncos = { [t.seats[seat]]: 1 }
    }
    if (random.next() < 0.1) result.rollOff = true
    if (random.next() < 0.5) {
      const a = 21 + Math.floor(random.next() * 10)
      const b = Math.floor(random.next() * 21)
      result.points = result.winner === 'NS' ? { NS: a, EW: b } : { NS: b, EW: a }
    }
    return result
  })
}

/** Adds `count` people to the roster and returns their ids. */
export async function addPeople(call: Call, count: number, prefix = 'Guest'): Promise<number[]> {
  const ids: number[] = []
  for (let i = 1; i <= count; i++) {
    const added = await must<{ person: Person }>(call, 'roster:add', { name: `${prefix} ${i}` })
    ids.push(added.person.id)
  }
  return ids
}

/** Creates and starts a night for these people; returns its first view. */
export async function startNight(
  call: Call,
  personIds: readonly number[],
  options: { seed?: number; rules?: unknown; title?: string } = {},
): Promise<NightView> {
  const created = await must<NightView>(call, 'night:create', {
    title: options.title ?? 'Test night',
    date: '2026-11-28',
    ...(options.rules ? { rules: options.rules } : {}),
  })
  await must(call, 'night:setGuests', { nightId: created.id, personIds })
  return must<NightView>(call, 'night:start', { nightId: created.id, seed: options.seed ?? 7 })
}

/** Enters random results for the open round and commits it. */
export async function playRound(call: Call, view: NightView, random: Random): Promise<NightView> {
  const current = view.current
  if (!current) throw new Error('no open round')
  const round = current.plan.round
  await must(call, 'night:recordResults', {
    nightId: view.id,
    round,
    results: randomResults(current.plan, random),
  })
  return must<NightView>(call, 'night:commitRound', { nightId: view.id, round })
}
