// "Change this day" on a saved trip (docs/decisions/033-change-one-day.md): the
// planner service plans the day again under its rules (verified user, busy,
// hourly limit), and the trip service's rules say who may and when (owner or
// editor, not canceled, never over a newer version). GraphQL and REST are thin
// adapters over this service.
import { instruction } from '@lakbay/validation/day-change';
import { z } from 'zod';
import { AppError, badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { PREFERENCES } from '../../domain/catalogue/destination-data.js';
import { dayChangeMessages, type PlanContext } from '../../planners/planner.js';
import { fixedPointsOn } from '../../domain/bookings/booking-days.js';
import type { TripRequest } from '../../domain/itinerary/trip-request.js';
import type { AuthService } from '../auth/auth.js';
import type { TripBookingService } from '../trip-bookings/trip-bookings.js';
import { parseTripRequest, type PlannerService } from './trip-generation.js';
import type { Trip } from '../../generated/prisma/client.js';
import { body, expectedVersionField, tripMessages, type TripSelection, type TripService } from '../trips/trips.js';

const tripDayChangeSchema = body({
  day: z
    .number({ error: tripMessages.dayMissing })
    .int(tripMessages.dayMissing)
    .min(1, tripMessages.dayMissing)
    .max(31, tripMessages.dayMissing),
  // Checked again, with the itinerary, by the planner service.
  instruction,
  expectedVersion: expectedVersionField,
});

/** The request a saved trip was planned for; a trip made by hand somewhere Lakbay does not plan has none. */
function requestOf(trip: Trip): TripRequest {
  try {
    return parseTripRequest({
      originAirport: trip.originAirport,
      destinationCountry: trip.destinationCountry,
      cities: trip.cities,
      travelMonth: trip.travelMonth,
      currency: trip.currency,
      duration: trip.duration,
      budget: trip.budget,
      // A trip made in the create-trip dialog may have none: any curated place may then fit.
      preferences: trip.preferences.length ? trip.preferences : PREFERENCES,
    });
  } catch (error) {
    if (error instanceof AppError) throw badInput(dayChangeMessages.destination);
    throw error;
  }
}

export function createTripDayChangeService(deps: {
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  trips: Pick<TripService, 'rewriteDay'>;
  planner: Pick<PlannerService, 'changeDay'>;
  bookings: Pick<TripBookingService, 'savedOn'>;
}) {
  return {
    /** Plans `day` of the trip's shown itinerary again and saves it; the trip as it is now. */
    async change(
      userId: number | null,
      tripId: unknown,
      input: unknown,
      context: PlanContext = {},
      selection: TripSelection = {},
    ) {
      await deps.auth.requireVerifiedUser(userId);
      const { day, instruction, expectedVersion } = parseInput(tripDayChangeSchema, input);
      return deps.trips.rewriteDay(
        userId,
        tripId,
        { day, expectedVersion },
        async ({ trip, itinerary }) => {
          // What the trip's bookings fix that day (a landing, a flight out, the night's stay) holds.
          const fixed = fixedPointsOn(day, await deps.bookings.savedOn(trip), trip);
          const change = { request: requestOf(trip), itinerary, kind: trip.savedType, day, instruction };
          return (await deps.planner.changeDay(userId, change, context, fixed)).day;
        },
        selection,
      );
    },
  };
}

export type TripDayChangeService = ReturnType<typeof createTripDayChangeService>;
