/** The one IPC channel every renderer→main call travels on (kept apart so the preload stays tiny). */
export const CALL_CHANNEL = 'bunco:call'
