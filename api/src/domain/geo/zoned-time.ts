// A local wall-clock time in an IANA zone as an instant: what a flight's "08:05 in Manila" is
// anywhere else. Intl knows each zone's offset at a moment; the offset at the guess is applied,
// then checked once more, which settles the hour around a daylight-saving change.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`: year, month (1-12), day, hour (0-23) and minute. */
export function wallClockParts(instant: Date | number, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, zone: string): number {
  const parts = wallClockParts(instant, zone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** `2026-12-01T08:05` in `Asia/Manila` as a Date (00:05 UTC). */
export function zonedInstant(local: string, zone: string): Date {
  const wall = Date.parse(`${local}:00Z`);
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  return new Date(wall - offsetMinutes(first, zone) * 60_000);
}

/** A local time with no zone as a Date whose UTC fields are that wall-clock time (a "floating" time). */
export const floatingTime = (local: string) => new Date(`${local}:00Z`);

/** Minutes after midnight of a local clock time written HH:MM (a stop's start, a booking's time). */
export const minutesOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
