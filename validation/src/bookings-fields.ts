// The paste dialog's limit, light enough for the web app's first load (the rules themselves load
// with the first check, docs/decisions/038).

/** The most a pasted confirmation may hold: a long e-mail, not a mailbox. */
export const MAX_CONFIRMATION_CHARACTERS = 50_000;
