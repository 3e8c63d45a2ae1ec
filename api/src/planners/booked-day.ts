// A day planned again around what the trip's bookings fix (issue 31, item 3): both planners give the
// changed day's sights only the hours between a landing and a flight out, leave a booked activity its part
// of the day, and sleep the traveler where they booked.
import type { MealKind } from '@lakbay/validation/itinerary';
import type { DayFixedPoints } from '../domain/bookings/booking-days.js';
import { badInput } from '../lib/errors.js';
import { message } from '../lib/messages.js';
import { MEAL_WINDOW, type MealWindows } from './day-schedule.js';
import { dayChangeMessages } from './planner.js';
import { DAY_START, FULL_DAY_HOURS, type DaySlot } from './route-plan.js';

/** When the changed day's sightseeing may start and must end, in minutes after midnight. */
export interface DayWindow {
  start: number;
  end: number;
  /** Whether a booking fixes the start (a landing) or the end (a flight out): meals outside them are not the day's. */
  booked: { start: boolean; end: boolean };
}

/** Whether a meal falls within a day that bookings cut short: not before the landing, nor after the way to the airport. */
export const mealFits = (meal: MealKind, window: DayWindow, windows: MealWindows = MEAL_WINDOW) =>
  !(window.booked.start && windows[meal].latest < window.start) &&
  !(window.booked.end && windows[meal].from > window.end);

/** A booked activity's length, which confirmations do not give: its half of the day is left to it. */
const BOOKED_ACTIVITY_MINUTES = 3 * 60;
/** The latest a day's sightseeing runs when a landing starts it late. */
const DAY_END = 21 * 60;
/** Less than this is no time for a sight. */
const SHORTEST_WINDOW = 60;

/**
 * The day's sightseeing hours: where the planned route has them, unless the trip's bookings fix them (a
 * landing starts the day, a flight out ends it, a booked activity takes its part of the day; the longer part
 * around it is planned). BAD_USER_INPUT when the bookings leave less than an hour.
 */
export function dayWindow(slot: DaySlot | undefined, fixed: DayFixedPoints | null | undefined, day: number): DayWindow {
  const plannedStart = slot?.start ?? DAY_START;
  const plannedEnd = plannedStart + (slot?.hours ?? FULL_DAY_HOURS) * 60;
  let start = fixed?.from != null ? Math.max(DAY_START, fixed.from) : plannedStart;
  // A booked landing replaces the route's guess at the day's start; the day then runs its full length.
  const lateEnd =
    fixed?.from != null ? Math.max(plannedEnd, Math.min(start + FULL_DAY_HOURS * 60, DAY_END)) : plannedEnd;
  let end = fixed?.until != null ? Math.min(fixed.until, DAY_END) : lateEnd;
  for (const activity of fixed?.activities ?? []) {
    if (activity.time === null) continue;
    const before = activity.time - start;
    const after = end - (activity.time + BOOKED_ACTIVITY_MINUTES);
    if (before >= after) end = Math.min(end, activity.time);
    else start = Math.max(start, activity.time + BOOKED_ACTIVITY_MINUTES);
  }
  if (end - start < SHORTEST_WINDOW) throw badInput(message(dayChangeMessages.noTimeLeft, { day }));
  return { start, end, booked: { start: fixed?.from != null, end: fixed?.until != null } };
}

/** The night's booked stay as the day's accommodation line (at most the 500 characters a day's line holds). */
export const stayLine = (stay: NonNullable<DayFixedPoints['stay']>) =>
  (stay.address ? `${stay.name}, ${stay.address}` : stay.name).slice(0, 500);

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What a model is told of the day's bookings. The names come from the traveler's e-mails: they are quoted as
 * data, never as instructions.
 */
export function bookedDayPrompt(fixed: DayFixedPoints, window: DayWindow): string[] {
  return [
    `The traveler's bookings fix this day: plan places only between ${clock(window.start)} and ${clock(window.end)} local time.`,
    ...(fixed.stay
      ? [`They sleep at this booked stay; it is the day's accommodation: ${JSON.stringify(fixed.stay.name)}.`]
      : []),
    ...fixed.activities.map(
      (activity) =>
        `They booked this activity${activity.time === null ? '' : ` at ${clock(activity.time)}`}; plan nothing else then: ${JSON.stringify(activity.name)}.`,
    ),
  ];
}
