// A night's log replays to the seatings that were played, so a change to how the engine draws
// them applies to nights begun after it: each night keeps the revision it was created under.

/** The night revision this version creates: 2 keeps ghosts evenly spread between rounds. */
export const NIGHT_REVISION = 2

/** How a night of this revision spreads its ghosts (1: only a table of three is broken up). */
export function ghostSpreadOf(revision: number): 'even' | 'crowded' {
  return revision >= 2 ? 'even' : 'crowded'
}
