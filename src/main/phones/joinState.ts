// Which table each phone speaks for in a night's round, as main keeps it in memory (the phones'
// shared state holds one per night); phoneJoins.ts reads and changes it.

/** A night's round as its phones joined it. */
export interface RoundJoins {
  round: number
  /** The table each phone (its pass id) speaks for. */
  tables: Map<string, number>
  /** The phone (its pass id) that sent each result, by the result's key. */
  senders: Map<string, string>
}

/** Each night's round as its phones joined it, by night id. */
export type NightJoins = Map<number, RoundJoins>
