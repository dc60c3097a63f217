// Limits both sides check: the renderer before it sends, main when it validates.

/** The longest night export (in characters) the app will import. */
export const IMPORT_MAX_CHARS = 50_000_000
