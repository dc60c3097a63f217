// What a phone may do at a table in the round being played. A phone speaks for at most one table
// a round: it joins a table by sending or answering for it (any phone may read a table from its
// printed card), and the phone that sent a result is not the one that confirms it.

/** What this phone may do at this table now, as its view says it. */
export interface PhoneStanding {
  /**
   * `free`: sending or answering from it makes it this table's phone for the round; `joined`: it
   * speaks for this table this round; `elsewhere`: it speaks for another table this round, and
   * here it only reads.
   */
  may: 'free' | 'joined' | 'elsewhere'
  /** The table it speaks for this round, when elsewhere; else null. */
  elsewhere: number | null
  /** It sent the result the other team is asked about: another phone of the table answers it. */
  sentAsked: boolean
}
