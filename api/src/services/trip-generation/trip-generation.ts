// Trip generation (docs/product/trip-planning.md): the rules around whichever planner answers.
// GraphQL (graphql/types/trip-generation.ts) and REST (rest/generate-trip.ts)
// are thin adapters over this service.
//
// In order, every generation:
// 1. needs a signed-in, verified user (401 / 403);
// 2. validates the request (docs/product/trip-planning.md; cities must be the
//    destination's curated ones);
// 3. is refused with 429 while this process already runs its limit of
//    generations (the Gemini path holds a slot for up to 60 s), before it
//    costs the user anything;
// 4. counts against the user's hourly limit (kept in PostgreSQL, so it holds
//    across processes);
// 5. runs the planner chosen by configuration: Gemini with GEMINI_API_KEY,
//    otherwise the offline planner over the curated data.
//
// Changing one day of a plan (docs/decisions/033-change-one-day.md) follows the
// same five steps: one change counts as one generation.
import { instruction } from '@lakbay/validation/day-change';
import type pg from 'pg';
import { z } from 'zod';
import { DEFAULT_GEMINI_MODEL } from '../../config/env.js';
import { badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { Logger } from '../../lib/logger.js';
import type { DayFixedPoints } from '../../domain/bookings/booking-days.js';
import { loadCountry, PREFERENCES, TRIP_COUNTRIES, type TripCountry } from '../../domain/catalogue/destination-data.js';
import { createGeminiPlanner, GEMINI_DEADLINE_MS } from '../../planners/gemini-planner.js';
import { createOfflinePlanner, curatedData, type PlannerData } from '../../planners/offline-planner.js';
import {
  dayChangeMessages,
  plannerError,
  type DayChange,
  type GeneratedTrip,
  type PlanContext,
  type TripPlanner,
} from '../../planners/planner.js';
import {
  COUNTRY_NAMES,
  CURRENCIES,
  MONTH_NAMES,
  ORIGIN_AIRPORTS,
  PREFERENCE_LABELS,
  TRIP_FORM_LIMITS,
  tripRequestSchema,
  type TripRequest,
} from '../../domain/itinerary/trip-request.js';
import type { AuthService } from '../auth/auth.js';
import { withDay, type Day, type Itinerary } from '@lakbay/validation/itinerary';
import { itineraryField, tripMessages } from '../trips/trips.js';
import { createLimiters } from '../auth/rate-limits.js';
import { message } from '../../lib/messages.js';
import { issueMessage } from '../../lib/validation.js';

export interface PlannerSettings {
  GEMINI_API_KEY?: string;
  GEMINI_MODEL: string;
  GEMINI_BASE_URL?: string;
  GEMINI_DEADLINE_SECONDS: number;
  TRIP_GENERATIONS_PER_HOUR: number;
  TRIP_GENERATION_CONCURRENCY: number;
}

export const defaultPlannerSettings: PlannerSettings = {
  GEMINI_MODEL: DEFAULT_GEMINI_MODEL,
  GEMINI_DEADLINE_SECONDS: GEMINI_DEADLINE_MS / 1000,
  TRIP_GENERATIONS_PER_HOUR: 30,
  TRIP_GENERATION_CONCURRENCY: 4,
};

export interface PlannerServiceDeps {
  pool: pg.Pool;
  logger: Logger;
  auth: AuthService;
  settings?: PlannerSettings;
  rateLimitMultiplier?: number;
  /** The facts the planners read; tests hand in changed copies (a rate removed). Default: api/data. */
  data?: PlannerData;
}

/** Curated city names of a destination, or none while its data file is missing. */
function citiesOf(code: TripCountry): string[] {
  try {
    return loadCountry(code).cities.map((city) => city.name);
  } catch {
    return [];
  }
}

/** The choices of the trip request form (docs/product/trip-planning.md), for the web app. */
export function tripFormOptions() {
  return {
    originAirports: ORIGIN_AIRPORTS.map((airport) => ({ ...airport })),
    destinationCountries: TRIP_COUNTRIES.map((code) => ({
      code,
      name: COUNTRY_NAMES[code],
      cities: citiesOf(code),
    })),
    currencies: CURRENCIES.map((currency) => ({ ...currency })),
    preferences: PREFERENCES.map((key) => ({ key, label: PREFERENCE_LABELS[key] })),
    months: MONTH_NAMES.map((label, index) => ({ value: index + 1, label })),
    limits: TRIP_FORM_LIMITS,
  };
}

export type TripFormOptions = ReturnType<typeof tripFormOptions>;

/** Validates a request; chosen cities are matched to the curated names regardless of case. */
export function parseTripRequest(input: unknown): TripRequest {
  const result = tripRequestSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badInput(
      issueMessage(issue) ?? 'generation:validation.invalid',
      issue?.path.length ? { field: String(issue.path[0]) } : {},
    );
  }
  const request = result.data;
  if (!request.cities.length) return request;
  const known = citiesOf(request.destinationCountry);
  const cities = request.cities.map((name) => {
    const city = known.find((candidate) => candidate.localeCompare(name, 'en', { sensitivity: 'base' }) === 0);
    if (!city) {
      const country = COUNTRY_NAMES[request.destinationCountry];
      throw badInput(message('generation:validation.cityUnknown', { city: name, country }), {
        field: 'cities',
      });
    }
    return city;
  });
  return { ...request, cities: [...new Set(cities)] };
}

/** What a day change asks for; the trip request is checked as a generation's is. */
const dayChangeSchema = z
  .object(
    {
      request: z.unknown(),
      itinerary: itineraryField('trips:labels.itinerary'),
      kind: z.enum(['budget', 'experience'], { error: dayChangeMessages.kind }),
      day: z.number({ error: tripMessages.dayMissing }).int(tripMessages.dayMissing),
      instruction,
    },
    { error: dayChangeMessages.notObject },
  )
  .refine((change) => change.itinerary.days.some((day) => day.day === change.day), {
    message: tripMessages.dayMissing,
    path: ['day'],
  });

/** Validates a day change: the wish, the day, the itinerary and the trip request it was planned for. */
export function parseDayChange(input: unknown): DayChange {
  const change = parseInput(dayChangeSchema, input);
  return { ...change, request: parseTripRequest(change.request) };
}

export function createPlannerService(deps: PlannerServiceDeps) {
  const settings = deps.settings ?? defaultPlannerSettings;
  const data = deps.data ?? curatedData;
  const planner: TripPlanner = settings.GEMINI_API_KEY
    ? createGeminiPlanner({
        apiKey: settings.GEMINI_API_KEY,
        model: settings.GEMINI_MODEL,
        baseUrl: settings.GEMINI_BASE_URL,
        deadlineMs: settings.GEMINI_DEADLINE_SECONDS * 1000,
        logger: deps.logger,
        data,
      })
    : createOfflinePlanner(data);
  const limits = createLimiters(
    deps.pool,
    { tripGenerationsPerUser: { points: settings.TRIP_GENERATIONS_PER_HOUR, durationSeconds: 60 * 60 } },
    deps.rateLimitMultiplier,
  );
  let running = 0;
  const isBusy = () => running >= settings.TRIP_GENERATION_CONCURRENCY;

  /** Steps 3 to 5 above: a slot of this process and one of the user's generations, then the planner's work. */
  async function run<T>(user: number, work: () => Promise<T>): Promise<T> {
    if (isBusy()) throw plannerError('busy');
    await limits.tripGenerationsPerUser.consume(String(user));
    if (isBusy()) throw plannerError('busy');
    running++;
    try {
      return await work();
    } finally {
      running--;
    }
  }

  return {
    /** `gemini` or `offline`: which planner this process uses. */
    plannerName: planner.name,

    formOptions: tripFormOptions,

    /** The dated rates amounts get their peso equivalents from (the same table the planners convert with). */
    pesoRates: () => data.philippines().pesoRates,

    /** Both itineraries; `context.onProgress` reports each one's start and end. */
    async generate(userId: number | null, input: unknown, context: PlanContext = {}): Promise<GeneratedTrip> {
      const user = await deps.auth.requireVerifiedUser(userId);
      const request = parseTripRequest(input);
      return run(user.id, () => planner.generate(request, context));
    },

    /**
     * One day of an itinerary planned again as the traveler wishes; the new day and the itinerary with it.
     * `fixed`: what a saved trip's bookings fix that day, from the trip service (never from the request).
     */
    async changeDay(
      userId: number | null,
      input: unknown,
      context: PlanContext = {},
      fixed: DayFixedPoints | null = null,
    ): Promise<{ day: Day; itinerary: Itinerary }> {
      const user = await deps.auth.requireVerifiedUser(userId);
      const change = { ...parseDayChange(input), fixed };
      const day = await run(user.id, () => planner.changeDay(change, context));
      return { day, itinerary: withDay(change.itinerary, day) };
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
