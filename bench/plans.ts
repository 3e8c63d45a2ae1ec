// `npm run bench -- plans`: how plans hold up on the ground (issue #29). Every
// destination × 4 and 8 days × two sets of interests × April and November,
// both itineraries, from the offline planner and from the Gemini planner
// against the local stand-in (which answers with a real model's kinds of
// mistakes: days out of order, a place of another city, a place twice, meals
// at no named place), each plan checked by the one plan checker.
import { TRIP_COUNTRIES, loadCountry, type TripCountry } from '../api/src/domain/catalogue/destination-data.js';
import { tripRequestSchema, type TripRequest } from '../api/src/domain/itinerary/trip-request.js';
import { createGeminiPlanner } from '../api/src/planners/gemini-planner.js';
import { modelPlanFromPrompt, startGeminiStandIn, streamedPlan } from '../api/src/planners/gemini-stand-in.js';
import { createOfflinePlanner } from '../api/src/planners/offline-planner.js';
import { checkPlan, overlap, type PlanReport } from '../api/src/planners/plan-check.js';
import type { GeneratedTrip, TripPlanner } from '../api/src/planners/planner.js';
import type { Measurement } from './lib/stats.js';

const DURATIONS = [4, 8];
const INTERESTS = [
  ['food', 'culture'],
  ['landmarks', 'adventure', 'instagrammable'],
] as const;
const MONTHS = [4, 11];

export function planMatrix(): TripRequest[] {
  return TRIP_COUNTRIES.flatMap((country) =>
    DURATIONS.flatMap((duration) =>
      INTERESTS.flatMap((preferences) =>
        MONTHS.map((travelMonth) =>
          tripRequestSchema.parse({
            originAirport: 'MNL',
            destinationCountry: country,
            travelMonth,
            currency: 'PHP',
            duration,
            budget: duration * 15_000,
            preferences,
          }),
        ),
      ),
    ),
  );
}

export interface PlanRates {
  plans: number;
  days: number;
  freeDays: number;
  namedMeals: number;
  repeatedTips: number;
  repeatedPlaces: number;
  timeConflicts: number;
  hoursConflicts: number;
  wrongCity: number;
  walksAcrossWater: number;
  placedStops: number;
  /** Mean of the two plans' overlap (Jaccard of their sights). */
  overlap: number;
  /** Share of plan pairs sharing more than half their sights. */
  overlapOverHalf: number;
  /** The whole day's route (meals at their hours) over the shortest through the same stops. */
  routeRatio: { mean: number; p90: number; max: number };
  /** The sights' order alone over the shortest through them. */
  sightRouteRatio: { mean: number; p90: number; max: number };
  transfersRight: number;
  transfers: number;
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** "From Tokyo to Kyoto: …" in a day's transport: the journey leaves from the city the previous day slept in. */
function transfers(trip: GeneratedTrip, country: TripCountry): { right: number; all: number } {
  const data = loadCountry(country);
  const names = new Set(data.cities.map((city) => city.name));
  let right = 0;
  let all = 0;
  for (const itinerary of [trip.budgetItinerary, trip.experienceItinerary]) {
    itinerary.days.forEach((day, index) => {
      const move = [...day.transportation.matchAll(/From (.+?) to (.+?): /g)].find(
        (match) => names.has(match[1]!) && names.has(match[2]!),
      );
      if (!move || index === 0) return;
      all++;
      const previous = itinerary.days[index - 1]!;
      const slept = data.cities.find((city) =>
        [city.stay.budget.area, city.stay.experience.area].some((area) =>
          previous.accommodation.endsWith(` in ${area}`),
        ),
      );
      if (slept?.name === move[1]) right++;
    });
  }
  return { right, all };
}

export async function measurePlans(planner: TripPlanner, requests: readonly TripRequest[]): Promise<PlanRates> {
  const reports: PlanReport[] = [];
  const overlaps: number[] = [];
  let transfersRight = 0;
  let transferCount = 0;
  for (const request of requests) {
    const trip = await planner.generate(request, { locale: 'en' });
    const country = loadCountry(request.destinationCountry);
    const budget = checkPlan(trip.budgetItinerary, country, request.travelMonth);
    const experience = checkPlan(trip.experienceItinerary, country, request.travelMonth);
    reports.push(budget, experience);
    overlaps.push(overlap(budget.sightIds, experience.sightIds));
    const moved = transfers(trip, request.destinationCountry);
    transfersRight += moved.right;
    transferCount += moved.all;
  }
  const sum = (key: keyof PlanReport) => reports.reduce((total, report) => total + (report[key] as number), 0);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      mean: round(sorted.reduce((total, value) => total + value, 0) / (sorted.length || 1)),
      p90: round(sorted[Math.floor(sorted.length * 0.9)] ?? 1),
      max: round(sorted.at(-1) ?? 1),
    };
  };
  return {
    plans: reports.length,
    days: sum('days'),
    freeDays: share(sum('freeDays'), sum('days')),
    namedMeals: share(sum('namedMeals'), sum('meals')),
    repeatedTips: sum('repeatedTips'),
    repeatedPlaces: sum('repeatedPlaces'),
    timeConflicts: sum('timeConflicts'),
    hoursConflicts: sum('hoursConflicts'),
    wrongCity: sum('wrongCity'),
    walksAcrossWater: sum('walksAcrossWater'),
    placedStops: share(sum('placedStops'), sum('stops')),
    overlap: round(overlaps.reduce((total, value) => total + value, 0) / overlaps.length),
    overlapOverHalf: share(overlaps.filter((value) => value > 0.5).length, overlaps.length),
    routeRatio: spread(reports.flatMap((report) => report.routeRatios)),
    sightRouteRatio: spread(reports.flatMap((report) => report.sightRouteRatios)),
    transfersRight: share(transfersRight, transferCount),
    transfers: transferCount,
  };
}

/** Both planners over the matrix: the offline planner, and Gemini played by a stand-in with a model's mistakes. */
export async function benchPlans() {
  const requests = planMatrix();
  const offline = await measurePlans(createOfflinePlanner(), requests);
  const standIn = await startGeminiStandIn((call) => streamedPlan(modelPlanFromPrompt(call.prompt), { delayMs: 0 }));
  try {
    const gemini = createGeminiPlanner({
      apiKey: 'stand-in',
      model: 'stand-in',
      baseUrl: standIn.baseUrl,
      retry: { attempts: 1, initialDelay: 0.01, maxDelay: 0.05 },
    });
    const repaired = await measurePlans(gemini, requests);
    return {
      results: { offline, gemini: repaired },
      measurements: [...planMeasurements('offline', offline), ...planMeasurements('Gemini stand-in', repaired)],
    };
  } finally {
    await standIn.stop();
  }
}

export function planMeasurements(planner: string, rates: PlanRates): Measurement[] {
  const section = `Plans (${planner})`;
  return [
    { section, metric: 'free days', value: rates.freeDays, unit: '%' },
    ...(rates.transfers
      ? [
          {
            section,
            metric: `transfers from the right city (of ${rates.transfers})`,
            value: rates.transfersRight,
            unit: '%',
          },
        ]
      : []),
    {
      section,
      metric: 'meals at a named place',
      value: rates.namedMeals,
      unit: '%',
      target: { bound: 'at least', limit: 90 },
    },
    { section, metric: 'repeated tips', value: rates.repeatedTips, unit: '' },
    { section, metric: 'repeated places', value: rates.repeatedPlaces, unit: '' },
    { section, metric: 'time-of-day conflicts', value: rates.timeConflicts, unit: '' },
    { section, metric: 'opening-hours conflicts', value: rates.hoursConflicts, unit: '' },
    { section, metric: 'stops in another city', value: rates.wrongCity, unit: '' },
    { section, metric: 'walks across a river or harbour', value: rates.walksAcrossWater, unit: '' },
    { section, metric: 'stops with a position', value: rates.placedStops, unit: '%' },
    {
      section,
      metric: 'overlap of the two plans (mean Jaccard)',
      value: rates.overlap,
      unit: '',
      target: { bound: 'at most', limit: 0.5 },
    },
    {
      section,
      metric: 'sights: route ÷ shortest (mean)',
      value: rates.sightRouteRatio.mean,
      unit: '×',
      target: { bound: 'at most', limit: 1.15 },
    },
    { section, metric: 'sights: route ÷ shortest (p90)', value: rates.sightRouteRatio.p90, unit: '×' },
    { section, metric: 'whole day with its meals: route ÷ shortest (mean)', value: rates.routeRatio.mean, unit: '×' },
  ];
}
