// Open or closed, read from a place's regular weekly hours in its own time
// zone at the moment of the request (not the server's or the visitor's zone).
// A span whose end is before its start runs past midnight into the next day.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "09:00-17:00" style spans per weekday, an empty list when closed all day; or open around the clock. */
export type OpeningHours =
  { always: true; note?: string | undefined } | { weekly: Record<Weekday, string[]>; note?: string | undefined };

const MINUTES_PER_DAY = 24 * 60;

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

function parseSpan(span: string): { start: number; end: number } {
  const [start, end] = span.split('-').map(toMinutes);
  // An end at or before the start ends on the next day.
  return { start: start!, end: end! <= start! ? end! + MINUTES_PER_DAY : end! };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minutes since midnight of `instant` on the wall clock of `timeZone`. */
export function localTime(instant: Date, timeZone: string): { day: Weekday; minutes: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const day = parts.weekday!.toLowerCase().slice(0, 3) as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

/** true or false from the regular hours; null when the hours are not known. */
export function isOpenAt(hours: OpeningHours | null, timeZone: string, instant: Date): boolean | null {
  if (!hours) return null;
  if ('always' in hours) return true;
  const { day, minutes } = localTime(instant, timeZone);
  const today = hours.weekly[day].map(parseSpan);
  const yesterday = hours.weekly[previousDay(day)].map(parseSpan);
  return (
    today.some(({ start, end }) => minutes >= start && minutes < end) ||
    yesterday.some(({ end }) => minutes + MINUTES_PER_DAY < end)
  );
}

/** Today's hours as shown on a card: "09:30–17:00", "Open 24 hours", "Closed today"; null when not known. */
export function hoursToday(hours: OpeningHours | null, timeZone: string, instant: Date): string | null {
  if (!hours) return null;
  if ('always' in hours) return 'Open 24 hours';
  const spans = hours.weekly[localTime(instant, timeZone).day];
  return spans.length ? spans.map((span) => span.replace('-', '–')).join(', ') : 'Closed today';
}
