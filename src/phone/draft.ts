// What is being typed at a table's phone, and the result it stands for: kept apart from the
// page that draws it, so the page and its scorekeeper panel both use it.
import { SEATS, type Seat } from '@shared/bunco/types'
import type { PhoneFailure } from '@shared/phones/client'
import type { PhoneTableView } from '@shared/phones/views'
import type { PhoneResult } from '@shared/schemas/phones'

/** The counts a table records per seat. */
export const COUNTS = ['buncos', 'minis', 'wipeouts'] as const
/** One of COUNTS. */
export type CountKind = (typeof COUNTS)[number]

/** What is being typed at the table, kept across live updates until the round changes. */
export interface Draft {
  round: number
  winner: PhoneResult['winner'] | null
  points: Record<'NS' | 'EW', string>
  seatPoints: Record<Seat, string>
  rollOff: boolean
  counts: Record<CountKind, Record<Seat, number>>
  /** The points and counts section is open (it also shows whenever something is typed in it). */
  more: boolean
}

/** Where the last send stands, as the page says it. */
export interface SendState {
  busy: boolean
  /** Why the last send failed (a text key of errors.*), with its detail. */
  error: PhoneFailure | null
  /** What the form still needs before it can be sent. */
  hint: 'pickWinner' | 'bothPoints' | null
  queued: number
}

/** An empty draft for a round. */
export function newDraft(round: number): Draft {
  const zero = (): Record<Seat, number> => ({ N: 0, E: 0, S: 0, W: 0 })
  return {
    round,
    winner: null,
    points: { NS: '', EW: '' },
    seatPoints: { N: '', E: '', S: '', W: '' },
    rollOff: false,
    counts: { buncos: zero(), minis: zero(), wipeouts: zero() },
    more: false,
  }
}

/** The result the draft stands for, or the text key saying what is missing. */
export function draftResult(
  view: PhoneTableView,
  draft: Draft,
  key: string,
): PhoneResult | { missing: 'pickWinner' | 'bothPoints' } {
  if (!draft.winner || !view.round) return { missing: 'pickWinner' }
  const body: PhoneResult = {
    key,
    round: view.round.n,
    winner: draft.winner,
  }
  if (view.play === 'team') {
    const { NS, EW } = draft.points
    if ((NS === '') !== (EW === '')) return { missing: 'bothPoints' }
    if (NS !== '') body.points = { NS: Number(NS), EW: Number(EW) }
  } else {
    const typed = SEATS.filter((s) => draft.seatPoints[s] !== '')
    if (typed.length > 0) {
      body.seatPoints = Object.fromEntries(typed.map((s) => [s, Number(draft.seatPoints[s])]))
    }
  }
  if (draft.rollOff) body.rollOff = true
  for (const kind of COUNTS) {
    const by = SEATS.filter((s) => draft.counts[kind][s] > 0)
    if (by.length > 0) body[kind] = Object.fromEntries(by.map((s) => [s, draft.counts[kind][s]]))
  }
  return body
}

/** Whether anything beyond the winner is typed: points, a roll-off or a count. */
export function typedMore(draft: Draft): boolean {
  const typed = (texts: Record<string, string>): boolean =>
    Object.values(texts).some((v) => v !== '')
  return (
    typed(draft.points) ||
    typed(draft.seatPoints) ||
    draft.rollOff ||
    COUNTS.some((kind) => Object.values(draft.counts[kind]).some((n) => n > 0))
  )
}
