// Who is coming to the club's next night, and how many seats are left to fill for full tables.

/** A member's or substitute's answer for the next night. */
export const RSVP_ANSWERS = ['coming', 'notComing', 'unanswered'] as const
/** One of RSVP_ANSWERS. */
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

/** What the club knows for the next night: its people in the club's order, and their answers. */
export interface RsvpInput {
  members: readonly number[]
  substitutes: readonly number[]
  /** Answers by person; anyone missing has not answered. */
  answers: ReadonlyMap<number, RsvpAnswer>
}

/** The next night as the host plans it. */
export interface RsvpSummary {
  /** Everyone coming: members first, then substitutes, each in the club's order. */
  coming: number[]
  notComing: number[]
  /** Members who have not answered yet. */
  unanswered: number[]
  /** Tables of four the coming guests fill, counting a part-full table. */
  tables: number
  /** Seats still empty at those tables (0 when the count is a multiple of four). */
  seatsToFill: number
  /** Who to ask, in order: members who have not answered, then substitutes not yet asked or coming. */
  toAsk: number[]
}

const TABLE = 4

/** The next night's list: who comes, how many seats are empty, and who to ask to fill them. */
export function rsvpSummary(input: RsvpInput): RsvpSummary {
  const answer = (id: number): RsvpAnswer => input.answers.get(id) ?? 'unanswered'
  const everyone = [...input.members, ...input.substitutes]
  const coming = everyone.filter((id) => answer(id) === 'coming')
  const tables = Math.ceil(coming.length / TABLE)
  return {
    coming,
    notComing: everyone.filter((id) => answer(id) === 'notComing'),
    unanswered: input.members.filter((id) => answer(id) === 'unanswered'),
    tables,
    seatsToFill: tables * TABLE - coming.length,
    toAsk: [
      ...input.members.filter((id) => answer(id) === 'unanswered'),
      ...input.substitutes.filter((id) => answer(id) === 'unanswered'),
    ],
  }
}
