// Checks several rules share, without zod.

/** Text without control characters (PostgreSQL text cannot hold NUL; the others garble a page). */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** Whether `day` (YYYY-MM-DD) is a real calendar day of the years 2000 to 2100. */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '2000' && day < '2101';
}
