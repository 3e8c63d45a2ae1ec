// The longest "Change this day" wish (docs/decisions/033-change-one-day.md), without zod: the
// Change Day dialog counts it down before its rules (day-change.ts) load.
/** The longest wish. */
export const MAX_INSTRUCTION = 200;
