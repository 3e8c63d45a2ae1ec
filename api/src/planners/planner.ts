// The one interface every trip planner implements (the offline planner over
// the curated data, and Gemini), plus the failure catalogue the web app picks
// its toast by: each failure carries its `reason` (`apiKey`, `invalidResponse`, …), in every
// language, beside the message (docs/product/trip-planning.md, decision 045).
import { AppError } from '../lib/errors.js';
import { t, type Locale, type MessageKey, type MessageParams } from '../lib/i18n.js';
import type { Day, Itinerary } from '@lakbay/validation/itinerary';
import type { TripRequest } from '../domain/itinerary/trip-request.js';
import type { DayFixedPoints } from '../domain/bookings/booking-days.js';

export type ItineraryKind = 'budget' | 'experience';

/** What a client can show while a plan is being made: `budget-started`, …, `experience-done`. */
export type PlannerStage = `${ItineraryKind}-${'started' | 'done'}`;

export interface GeneratedTrip {
  budgetItinerary: Itinerary;
  experienceItinerary: Itinerary;
}

/** One day of an itinerary, finished before the rest (docs/decisions/035-streamed-days.md); `index` counts from 0. */
export interface PlannedDay {
  plan: ItineraryKind;
  index: number;
  day: Day;
}

export interface PlanContext {
  /** The language of the plan's fixed phrases (English by default); the saved trip keeps the text as written. */
  locale?: Locale;
  /** Aborted when the client goes away: stop working for nobody. */
  signal?: AbortSignal;
  onProgress?: (stage: PlannerStage) => void;
  /**
   * Each day as soon as it is planned, checked as the whole plan's days are. A preview: the
   * plan `generate` resolves to is what counts, and a failure after some days leaves none of them.
   */
  onDay?: (day: PlannedDay) => void;
}

/** A signal that aborts when the client hangs up before its answer is complete. */
export function abortWhenClosed(response: {
  once(event: 'close', listener: () => void): unknown;
  writableFinished: boolean;
}) {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** One day of an itinerary to plan again, as the traveler asks (docs/decisions/033-change-one-day.md). */
export interface DayChange {
  /** The trip the itinerary was planned for. */
  request: TripRequest;
  itinerary: Itinerary;
  /** Which itinerary it is: its places are priced and ranked as that kind. */
  kind: ItineraryKind;
  /** The number of the day to change. */
  day: number;
  /** What the traveler wants of the day, e.g. "more relaxed"; at most 200 characters. */
  instruction: string;
  /** What the trip's bookings fix on the day (a landing, a flight out, the night's stay); a saved trip's only. */
  fixed?: DayFixedPoints | null;
}

export interface TripPlanner {
  readonly name: 'offline' | 'gemini';
  generate(request: TripRequest, context?: PlanContext): Promise<GeneratedTrip>;
  /** The day planned again: within what is left of the budget, never repeating another day's places. */
  changeDay(change: DayChange, context?: PlanContext): Promise<Day>;
}

/**
 * The planners' fixed phrases in one language, from locales/<locale>/planner.json
 * (day titles, activity templates, cost labels, tips). Curated data (place and
 * city names, descriptions, month notes, the data files' notes) stays as
 * curated, in English.
 */
export type Phrases = (key: PlannerPhrase, params?: MessageParams) => string;

type PhraseOf<K> = K extends `planner:${infer Phrase}` ? Phrase : never;
export type PlannerPhrase = PhraseOf<MessageKey>;

export const phrasesFor =
  (locale: Locale = 'en'): Phrases =>
  (key, params) =>
    t(locale, `planner:${key}`, params);

// Services throw English; the API boundary shows each message in the request's
// language (locales/<locale>/generation.json, `service`).
export const plannerMessages = {
  apiKey: 'generation:service.apiKey',
  invalidResponse: 'generation:service.invalidResponse',
  unavailable: 'generation:service.unavailable',
  deadline: 'generation:service.deadline',
  busy: 'generation:service.busy',
  cancelled: 'generation:service.cancelled',
  noData: 'generation:service.noData',
} as const;

// The day-change refusals: the traveler can act on each (docs/product/trip-planning.md, "Changing one day").
export const dayChangeMessages = {
  nothingFits: 'generation:dayChange.nothingFits',
  currency: 'generation:dayChange.currency',
  destination: 'generation:dayChange.destination',
  notObject: 'generation:dayChange.notObject',
  kind: 'generation:dayChange.kind',
  noTimeLeft: 'generation:dayChange.noTimeLeft',
} as const;

/** Why planning failed, as clients branch on it: the failure's name in `plannerMessages`. */
export type PlannerFailure = keyof typeof plannerMessages;

/** A planner failure: its message, and its `reason` for clients (REST body, NDJSON error line, GraphQL extensions). */
export const plannerError = (reason: PlannerFailure) =>
  new AppError(reason === 'busy' ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE', plannerMessages[reason], { reason });
