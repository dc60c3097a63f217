// Limits both sides check: the renderer before it sends, main when it validates.

/** The largest night file (in MiB) the app imports; a real night is well under 1 MiB. */
export const IMPORT_MAX_MIB = 5

/**
 * The largest night file the app imports, in bytes; also its most characters (a character of
 * a UTF-8 file takes at least one byte), as the contract checks it.
 */
export const IMPORT_MAX_BYTES = IMPORT_MAX_MIB * 1024 * 1024

/**
 * The largest "move to another computer" file the app reads, in MiB and in bytes: the nights'
 * slides travel in it, their pictures up to 2 MB each.
 */
export const TRANSFER_MAX_MIB = 200
/** The largest move file the app reads, in bytes (its most characters, as the contract checks). */
export const TRANSFER_MAX_BYTES = TRANSFER_MAX_MIB * 1024 * 1024

/** The most actions a night file may hold: a real night (24 rounds, 40 guests) has under 2,000. */
export const IMPORT_MAX_ACTIONS = 5000

/** Blank score sheets the host may add for late guests, printed with the score sheets. */
export const BLANK_SHEETS = { min: 0, max: 100 } as const

/** A team's points in a round, as the host writes them in (a round rarely passes 60). */
export const TABLE_POINTS = { min: 0, max: 999 } as const

/** The number a table kept on its own goes by (printed on its sheet; a hall has fewer). */
export const KEPT_TABLE = { min: 1, max: 99 } as const

/**
 * The most characters of a person's name typed in (a first name and a surname or two fit; a
 * longer one would not fit a score sheet or a table card). Names saved before stay as they are.
 */
export const PERSON_NAME_MAX = 60
