// The phones' modes and the table's answers: plain lists the schemas and the decision both read
// (the decision imports the protocol, which imports the schemas: the lists live apart).

/**
 * The ways phone results reach the night: at once (trust), after the host's click (confirm), or
 * once the table's other team confirms them on a phone of their own (table).
 */
export const PHONE_MODES = ['trust', 'confirm', 'table'] as const
/** One of PHONE_MODES. */
export type PhoneMode = (typeof PHONE_MODES)[number]

/** What the team asked at the table answers about a result: it is right, or it is wrong. */
export const CONFIRM_ANSWERS = ['right', 'wrong'] as const
/** One of CONFIRM_ANSWERS. */
export type ConfirmAnswer = (typeof CONFIRM_ANSWERS)[number]
