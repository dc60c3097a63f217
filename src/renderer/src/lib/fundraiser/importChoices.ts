// The attendee import's choices: the file's bytes as the contract carries them, the rows left
// out at first (a repeat of a row above it, a row with no name), and the columns offered.
import type { AttendeeList, AttendeeRow, CsvDelimiter } from '@shared/fundraiser'

/** A file's bytes as base64, in slices so a long file never overflows the call stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * The rows left out unless the host keeps them: a row with no name, and a row with the same
 * email or name as a row above it (the first of them is kept). A name only close to another's is
 * the host's to judge, so it is kept.
 */
export function skippedAtFirst(list: AttendeeList): number[] {
  const skip = (row: AttendeeRow): boolean =>
    row.flags.some(
      (f) =>
        f.kind === 'noName' ||
        ((f.kind === 'sameEmail' || f.kind === 'sameName') && f.rows.some((r) => r < row.row)),
    )
  return list.attendees.filter(skip).map((row) => row.row)
}

/** The word for each delimiter, under fundraiser.screen.import.delimiters. */
export const DELIMITER_WORDS: Readonly<Record<CsvDelimiter, string>> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
}

/** How many columns a choice may name: the header's, or (no header) enough for those in use. */
export function columnCount(list: AttendeeList): number {
  const used = Object.values(list.columns).filter((c): c is number => c !== null)
  return Math.max(list.header.length, ...used.map((c) => c + 1), list.hasHeader ? 0 : 8)
}
