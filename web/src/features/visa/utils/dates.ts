// Dates in the visa data are YYYY, YYYY-MM or YYYY-MM-DD; show them as people write them.
import { formatDate, i18n } from '@/lib/i18n';

/** "2026-11-22" → "November 22, 2026", "2024-07" → "July 2024", "2025" → "2025", null → "undated" (active language). */
export function formatDataDate(value: string | null | undefined): string {
  if (!value) return i18n.t('visa:result.undated');
  const [year, monthPart, dayPart] = value.split('-').map(Number);
  if (!year || !monthPart) return value;
  const date = new Date(Date.UTC(year, monthPart - 1, dayPart ?? 1));
  return dayPart
    ? formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
