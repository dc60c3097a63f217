// Limits both sides check: the renderer before it sends, main when it validates.

/** The largest night file (in MiB) the app imports; a real night is well under 1 MiB. */
export const IMPORT_MAX_MIB = 5

/**
 * The largest night file the app imports, in bytes; also its most characters (a character of
 * a UTF-8 file takes at least one byte), as the contract checks it.
 */
export const IMPORT_MAX_BYTES = IMPORT_MAX_MIB * 1024 * 1024

/** The most actions a night file may hold: a real night (24 rounds, 40 guests) has under 2,000. */
export const IMPORT_MAX_ACTIONS = 5000
