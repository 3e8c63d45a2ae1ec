// Dates in the visa data are YYYY, YYYY-MM or YYYY-MM-DD; show them as people write them.
const day = new Intl.DateTimeFormat('en-PH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-22" → "November 22, 2026", "2024-07" → "July 2024", "2025" → "2025", null → "undated". */
export function formatDataDate(value: string | null | undefined): string {
  if (!value) return 'undated';
  const [year, monthPart, dayPart] = value.split('-').map(Number);
  if (!year || !monthPart) return value;
  const date = new Date(Date.UTC(year, monthPart - 1, dayPart ?? 1));
  return (dayPart ? day : month).format(date);
}
