import { formatDate } from '@/lib/i18n';

/** A calendar day sent as YYYY-MM-DD, e.g. "March 31, 2027" ("Marso 31, 2027"), the same in every time zone. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
