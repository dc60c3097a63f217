// A night's fundraiser read from its log and written to it: folded once and kept by its last seq,
// and every change checked by the ledger before one row is written, in the same IMMEDIATE
// transaction every host action is saved in; the windows are told once it has committed.
import { AppError } from '@shared/app-error'
import {
  applyFundraiserEvents,
  createFundraiser,
  foldLog,
  foldOnto,
  refuse,
  type FundraiserEntry,
  type FundraiserEvent,
  type FundraiserState,
} from '@shared/fundraiser'
import type { FoldedFundraiser, FundraiserDeps } from './fundraiserDeps'

/** Which night an id names now: its creation stamp ('' for none). */
function nightStamp(deps: FundraiserDeps, nightId: number): string {
  return deps.nights.get(nightId)?.created_at ?? ''
}

/** The night's fundraiser folded to its newest event; null when the night is not one. */
export function readFundraiser(deps: FundraiserDeps, nightId: number): FoldedFundraiser | null {
  const seq = deps.repo.lastSeq(nightId)
  if (seq === 0) return null
  const night = nightStamp(deps, nightId)
  const found = deps.cache.get(nightId)
  const hit = found?.night === night ? found : undefined
  if (hit && hit.seq === seq) return hit
  // rows another writer added since (a move file's, a desk's): folded on top of what is known
  const state =
    hit && hit.seq < seq
      ? foldOnto(hit.state, deps.repo.entriesAfter(nightId, hit.seq))
      : foldLog(deps.repo.entries(nightId))
  const folded = { state, seq }
  keep(deps, nightId, folded, night)
  return folded
}

/** The night's fundraiser; refuses a night that is not one yet. */
export function fundraiserOf(deps: FundraiserDeps, nightId: number): FoldedFundraiser {
  const found = readFundraiser(deps, nightId)
  if (!found) refuse('log.notStarted', {}, 'not-found')
  return found
}

// only what is committed is kept: a state folded inside an outer transaction could be rolled back
function keep(
  deps: FundraiserDeps,
  nightId: number,
  folded: FoldedFundraiser,
  night: string,
): void {
  if (!deps.db.inTransaction) deps.cache.set(nightId, { ...folded, night })
}

/** New events applied, refused in the ledger's own words; the first ones must start the log. */
function applyNew(before: FundraiserState | null, events: FundraiserEvent[]): FundraiserState {
  if (before) return applyFundraiserEvents(before, events)
  const [first, ...rest] = events
  if (first?.type !== 'settings') refuse('log.notStarted', {}, 'not-found')
  return applyFundraiserEvents(createFundraiser(first.settings), rest)
}

/** What a change makes from the state before it: the events to record, in order. */
export type Change = (
  before: FundraiserState | null,
  nextSeq: number,
  at: string,
) => FundraiserEvent[]

/**
 * Records a change as this device's: its events checked by the ledger against the state so far,
 * all of them or none, written as rows in one IMMEDIATE transaction; the windows are told after
 * it commits. A refusal writes nothing and is thrown as the ledger said it. `alongside` writes
 * what goes with the events in their transaction (a desk's key).
 */
export function record(
  deps: FundraiserDeps,
  nightId: number,
  deviceId: string,
  change: Change,
  alongside?: (saved: FoldedFundraiser) => void,
): FoldedFundraiser {
  const night = nightStamp(deps, nightId)
  if (night === '') throw new AppError('not-found', 'errors.store.nightNotFound', { id: nightId })
  const saved = deps.store.transaction(() => {
    const before = readFundraiser(deps, nightId)
    const at = deps.now().toISOString()
    const nextSeq = (before?.seq ?? 0) + 1
    const events = change(before?.state ?? null, nextSeq, at)
    const entries: FundraiserEntry[] = events.map((event, i) => ({
      seq: nextSeq + i,
      at,
      device: deviceId,
      event,
    }))
    const state = applyNew(before?.state ?? null, events)
    deps.repo.append(nightId, entries)
    const folded = { state, seq: nextSeq + entries.length - 1 }
    alongside?.(folded)
    return folded
  })
  keep(deps, nightId, saved, night)
  // inside an outer transaction (a night's import) its own commit is what the windows hear of
  if (!deps.db.inTransaction) deps.push.emit('fundraiser:changed', { nightId, seq: saved.seq })
  return saved
}
