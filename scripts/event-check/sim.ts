// What every part of the simulated night works with: the real services over the real store, the
// night, the seeded choices, its own book, and its tallies; `act` records one action through the
// service exactly as a desk's or the laptop's call would.
import type { FundraiserDeps } from '../../src/main/fundraiser/fundraiserDeps'
import { actOnFundraiser } from '../../src/main/fundraiser/fundraiserActions'
import type { Random } from '../../src/shared/bunco'
import type { FundraiserAction, FundraiserState } from '../../src/shared/fundraiser'
import type { OwnBook } from './book'

/** The two door desks (two volunteers' tablets) and the laptop at the cause's table. */
export const DESKS = ['desk-A', 'desk-B'] as const

/** The simulated night. */
export interface Sim {
  deps: FundraiserDeps
  nightId: number
  random: Random
  book: OwnBook
  /** The newest seq the services said they wrote. */
  seq: number
  /** The state the services returned last. */
  state: FundraiserState | null
  tally: {
    walkIns: number
    refunds: number
    noShows: number
    deskConflicts: number
    duplicatesFlagged: number
    duplicatesLeftOut: number
    nearNamesFlagged: number
    draws: number
    /** Problems the simulation saw on the way (each counts as a mismatch). */
    problems: string[]
  }
}

/** Records one action through the service as `device`'s; the state after it. */
export function act(sim: Sim, action: FundraiserAction, device: string): FundraiserState {
  const saved = actOnFundraiser(sim.deps, sim.nightId, action, device)
  sim.seq = saved.seq
  sim.state = saved.state
  return saved.state
}

/** Notes a problem (a mismatch in the final count). */
export function problem(sim: Sim, text: string): void {
  if (sim.tally.problems.length < 50) console.error(`event-check: ${text}`)
  sim.tally.problems.push(text)
}

/** A pick among a list, seeded. */
export function pick<T>(sim: Sim, list: readonly T[]): T {
  const item = list[sim.random.int(list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** The list in a seeded random order. */
export function shuffled<T>(sim: Sim, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = sim.random.int(i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}
