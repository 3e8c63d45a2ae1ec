// A trip's start date is midnight UTC of its calendar day (see the API's Trip
// type): formatted in UTC, so it is the same day in every time zone. Called at
// render time: dates follow the active language.
import { formatDate, i18n } from '@/lib/i18n';

const SHORT_DATE = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;

const shortDate = (date: Date | string) => formatDate(date, SHORT_DATE);

/** "Dec 1, 2026", or "Flexible dates" when the trip has none (docs/product/trips.md, trip card). */
export function formatStartDate(startDate: string | null): string {
  return startDate ? shortDate(startDate) : i18n.t('common:trip.flexibleDates');
}

/** "Dec 1, 2026 – Dec 7, 2026" for a 7-day trip; "Flexible dates" without a start date. */
export function formatTripDates(startDate: string | null, duration: number): string {
  if (!startDate) return i18n.t('common:trip.flexibleDates');
  const start = new Date(startDate);
  const end = new Date(start.getTime() + (duration - 1) * 86_400_000);
  return duration > 1 ? `${shortDate(start)} – ${shortDate(end)}` : shortDate(start);
}

/** The value of an `<input type="date">`: "2026-12-01", or empty. */
export const dateInputValue = (startDate: string | null) => startDate?.slice(0, 10) ?? '';

/** The month (1 to 12) of an input date, to keep the travel month in step with it. */
export const monthOfDateInput = (value: string) => Number(value.slice(5, 7)) || undefined;

/**
 * Whole days from the user's local today to a trip's start date (its UTC
 * calendar day): 0 on the day itself, negative once it has passed.
 */
export function daysUntil(startDate: string, today: Date = new Date()): number {
  const start = new Date(startDate);
  const startDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const localToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((startDay - localToday) / 86_400_000);
}
