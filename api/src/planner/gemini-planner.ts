// The planner backed by Google Gemini, through Google's official SDK
// (@google/genai 2.x: 3.x needs Node 22, we run Node 20).
//
// - Both itineraries are asked for at once, each as structured JSON (a
//   response schema derived from the same zod schema that then validates the
//   answer). If one fails, the other is cancelled.
// - One deadline (60 s) covers both, retries included. The SDK retries 429 and
//   503 only, with exponential backoff and jitter; every other failure is final.
// - The model writes the days, overview and tips. Flights and Philippine
//   departure costs (`extraCosts`), the visa, eTravel and immigration tips and
//   `totalBudget` are added here from the curated data, so they are never left
//   to the model's memory and the totals always add up.
// - Language: the prompt stays English; for a Filipino plan it asks for every
//   free text in Filipino (names unchanged), and the lines added here come from
//   the `planner` catalogue in the same language.
// - Failures become the spec's catalogue (§8): "API key", "Invalid response",
//   "temporarily unavailable".
import { ApiError, GoogleGenAI } from '@google/genai';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import type { Logger } from '../lib/logger.js';
import { daySchema, itinerarySchema, itineraryTotal, type Itinerary } from '../services/trips/itinerary.js';
import type { CountryData } from './destination-data.js';
import { createMoney, departureCosts, filipinoTips, type Money } from './essentials.js';
import { curatedData, type PlannerData } from './offline-planner.js';
import type { PhilippinesFacts } from './philippines-data.js';
import {
  phrasesFor,
  plannerError,
  type GeneratedTrip,
  type ItineraryKind,
  type Phrases,
  type PlanContext,
  type TripPlanner,
} from './planner.js';
import { COUNTRY_NAMES, MONTH_NAMES, ORIGIN_AIRPORTS, PREFERENCE_LABELS, type TripRequest } from './trip-request.js';

export const GEMINI_DEADLINE_MS = 60_000;

export interface GeminiPlannerOptions {
  apiKey: string;
  model: string;
  /** Tests point the SDK at a stand-in server on 127.0.0.1. */
  baseUrl?: string;
  deadlineMs?: number;
  /** Retries of 429 and 503 answers; delays in seconds. */
  retry?: { attempts: number; initialDelay: number; maxDelay: number };
  data?: PlannerData;
  logger?: Logger;
}

const DEFAULT_RETRY = { attempts: 3, initialDelay: 1, maxDelay: 8 };

/** What the model writes for one itinerary. */
export const modelItinerarySchema = z.object({
  overview: z.string().trim().min(1).max(4000),
  tips: z.array(z.string().trim().min(1).max(1000)).max(20),
  days: z.array(daySchema).min(1).max(30),
});

const { $schema: _dialect, ...responseJsonSchema } = z.toJSONSchema(modelItinerarySchema, { io: 'input' });

export function createGeminiPlanner(options: GeminiPlannerOptions): TripPlanner {
  const retry = options.retry ?? DEFAULT_RETRY;
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      retryOptions: { ...retry, expBase: 2, jitter: 1, httpStatusCodes: [429, 503] },
    },
  });
  const data = options.data ?? curatedData;
  const deadlineMs = options.deadlineMs ?? GEMINI_DEADLINE_MS;

  async function ask(prompt: string, signal: AbortSignal): Promise<unknown> {
    const response = await abortable(
      ai.models.generateContent({
        model: options.model,
        contents: prompt,
        config: {
          systemInstruction: SYSTEM_INSTRUCTION,
          responseMimeType: 'application/json',
          responseJsonSchema,
          temperature: 0.7,
          abortSignal: signal,
        },
      }),
      signal,
    );
    try {
      return JSON.parse(response.text ?? '');
    } catch {
      throw plannerError('invalidResponse');
    }
  }

  return {
    name: 'gemini',
    async generate(request: TripRequest, context: PlanContext = {}): Promise<GeneratedTrip> {
      let country: CountryData;
      let philippines: PhilippinesFacts;
      try {
        country = data.country(request.destinationCountry);
        philippines = data.philippines();
      } catch {
        throw plannerError('noData');
      }
      const say = phrasesFor(context.locale);
      const facts: PromptContext = {
        request,
        country,
        philippines,
        money: createMoney(philippines, country.currency, request.currency, say),
        say,
        locale: context.locale ?? 'en',
      };
      const deadline = AbortSignal.timeout(deadlineMs);
      const sibling = new AbortController();
      const signal = AbortSignal.any([deadline, sibling.signal, ...(context.signal ? [context.signal] : [])]);

      const one = async (kind: ItineraryKind): Promise<Itinerary> => {
        context.onProgress?.(`${kind}-started`);
        const extraCosts = departureCosts({ ...facts, tier: kind });
        const itinerary = finish(await ask(prompt(kind, facts, extraCosts), signal), facts, extraCosts);
        context.onProgress?.(`${kind}-done`);
        return itinerary;
      };

      try {
        const [budgetItinerary, experienceItinerary] = await Promise.all(
          (['budget', 'experience'] as const).map((kind) =>
            one(kind).catch((error: unknown) => {
              sibling.abort();
              throw error;
            }),
          ),
        );
        return { budgetItinerary: budgetItinerary!, experienceItinerary: experienceItinerary! };
      } catch (error) {
        throw catalogued(error, { deadline, client: context.signal, logger: options.logger });
      }
    },
  };
}

/** Settles as soon as the signal aborts, even while the SDK sleeps between retries. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function catalogued(
  error: unknown,
  sources: { deadline: AbortSignal; client: AbortSignal | undefined; logger: Logger | undefined },
): AppError {
  if (sources.client?.aborted) return plannerError('cancelled');
  if (error instanceof AppError) return error;
  if (sources.deadline.aborted) return plannerError('deadline');
  if (error instanceof ApiError) {
    const keyProblem = error.status === 401 || error.status === 403 || /API_KEY_INVALID|API key/i.test(error.message);
    if (keyProblem) {
      sources.logger?.error({ status: error.status }, 'Gemini refused the API key (GEMINI_API_KEY)');
      return plannerError('apiKey');
    }
    sources.logger?.warn({ status: error.status, message: error.message }, 'Gemini request failed');
    return plannerError('unavailable');
  }
  sources.logger?.warn({ err: error }, 'Gemini request failed');
  return plannerError('unavailable');
}

// ---------------------------------------------------------------------------
// Prompt and answer

interface PromptContext {
  request: TripRequest;
  country: CountryData;
  philippines: PhilippinesFacts;
  money: Money;
  say: Phrases;
  locale: Locale;
}

const SYSTEM_INSTRUCTION = [
  'You are Lakbay, a trip planner for Filipino travelers leaving from the Philippines.',
  'Answer only with JSON that matches the response schema.',
  'Every cost is per person for one traveler, in the currency named in the request, as a whole number.',
  'Prefer the curated places listed in the request; do not invent opening hours, prices or places you are unsure of.',
].join(' ');

const STYLE: Record<ItineraryKind, string> = {
  budget:
    'Budget-Focused: the cheapest sensible stays (hostels, guesthouses, budget hotels), street food and local eateries, public transport, and free or low-cost sights first. The whole trip, including the extra costs below, must fit within the budget.',
  experience:
    'Experience-Focused: better stays, memorable meals and paid highlights (tours, tickets, experiences), using more of the budget but not going over it.',
};

/** What the model is told about the language of its free text; English needs no line. */
export const LANGUAGE_INSTRUCTION: Record<Locale, string | null> = {
  en: null,
  fil:
    'Language: write every text value (overview, tips, day titles, activities, accommodation, transportation, meals) in Filipino ' +
    '(Tagalog-based, with the English loanwords Filipino travelers use, such as itinerary, budget, visa, hotel, check-in). ' +
    'Keep the names of places, cities, areas, dishes and businesses exactly as given. The JSON keys and shape stay the same.',
};

const MAX_PLACES_PER_CITY = 10;

function prompt(kind: ItineraryKind, context: PromptContext, extraCosts: Itinerary['extraCosts']): string {
  const { request, country, money } = context;
  const month = country.months[String(request.travelMonth)];
  const chosen = request.cities.length
    ? country.cities.filter((city) => request.cities.includes(city.name))
    : country.cities.slice(0, 6);
  const places = chosen.map((city) => {
    const list = city.places
      .filter((place) => place.tags.some((tag) => request.preferences.includes(tag)))
      .concat(city.places)
      .filter((place, index, all) => all.indexOf(place) === index)
      .slice(0, MAX_PLACES_PER_CITY)
      .map(
        (place) =>
          `${place.name} (${place.kind}, about ${place.hours} h, ${money.format(money.local(place.cost[kind]))})`,
      );
    return `- ${city.name}: ${list.join('; ')}`;
  });
  const origin = ORIGIN_AIRPORTS.find((airport) => airport.code === request.originAirport)!;
  const extras = extraCosts.map((cost) => `${cost.label}: ${money.format(cost.amount)}`);
  const extraTotal = extraCosts.reduce((sum, cost) => sum + cost.amount, 0);
  return [
    `Plan a ${request.duration}-day trip to ${COUNTRY_NAMES[request.destinationCountry]} in ${MONTH_NAMES[request.travelMonth - 1]}.`,
    `Style: ${STYLE[kind]}`,
    `Origin airport: ${origin.label} (${origin.code}).` +
      (request.departureTime ? ` Outbound flight leaves at ${request.departureTime}.` : '') +
      (request.returnTime ? ` Return flight leaves at ${request.returnTime}.` : ''),
    request.cities.length
      ? `Cities, all of them, starting with the first: ${request.cities.join(', ')}.`
      : `Choose a sensible route starting from ${country.flights.gatewayCities[0]}.`,
    `Interests: ${request.preferences.map((preference) => PREFERENCE_LABELS[preference]).join(', ')}.`,
    `Budget for the whole trip: ${money.format(request.budget)} (${request.currency}).`,
    `Already counted outside the days (do not repeat them in day costs): ${extras.join('; ')}; total ${money.format(extraTotal)}.`,
    `So the days may cost at most ${money.format(Math.max(0, request.budget - extraTotal))} in total.`,
    `Write exactly ${request.duration} days, numbered 1 to ${request.duration}: day 1 arrives from the Philippines, day ${request.duration} flies home.`,
    month
      ? `That month: ${month.season}; ${month.weather} ${month.events.map((event) => event.name).join(', ')}`.trim()
      : '',
    `Curated places (costs per person in ${request.currency}):`,
    ...places,
    money.rateTip() ?? '',
    'Tips: practical advice for this trip and month, at most 8.',
    LANGUAGE_INSTRUCTION[context.locale] ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

function finish(answer: unknown, context: PromptContext, extraCosts: Itinerary['extraCosts']): Itinerary {
  const parsed = modelItinerarySchema.safeParse(answer);
  if (!parsed.success || parsed.data.days.length !== context.request.duration) throw plannerError('invalidResponse');
  const { request, country, money, say } = context;
  const days = parsed.data.days.map((day, index) => ({ ...day, day: index + 1 }));
  const total = itineraryTotal({ days, extraCosts });
  // The model is asked to stay within the budget; say so when it did not.
  const overBudget =
    total > request.budget
      ? [say('tip.modelOverBudget', { total: money.format(total), over: money.format(total - request.budget) })]
      : [];
  const itinerary = {
    destination: `${request.cities.length ? `${request.cities.join(', ')}, ` : ''}${country.name}`,
    totalBudget: total,
    currency: request.currency,
    duration: request.duration,
    startDate: null,
    overview: parsed.data.overview,
    tips: [...new Set([...overBudget, ...parsed.data.tips, ...filipinoTips(context), money.rateTip() ?? ''])]
      .filter(Boolean)
      .slice(0, 40),
    days,
    extraCosts,
  };
  const valid = itinerarySchema.safeParse(itinerary);
  if (!valid.success) throw plannerError('invalidResponse');
  return valid.data;
}
