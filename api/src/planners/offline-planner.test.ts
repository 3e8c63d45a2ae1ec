// The offline planner over the real curated data: every rule of issue #4 point
// 1, checked on many generated requests for every country with a data file,
// plus focused cases for the rules a property cannot pin down.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources, type Catalogue } from '../lib/i18n.js';
import { dayTotal, itinerarySchema, itineraryTotal, type Itinerary } from '@lakbay/validation/itinerary';
import {
  DESTINATION_COUNTRIES,
  loadCountry,
  PREFERENCES,
  type DestinationCountry,
} from '../domain/catalogue/destination-data.js';
import { planTrip } from './offline-planner.js';
import { loadLocalSecrets } from '../domain/catalogue/local-secrets-data.js';
import { loadPhilippines } from '../domain/catalogue/philippines-data.js';
import { phrasesFor } from './planner.js';
import { CURRENCIES, ORIGIN_AIRPORTS, tripRequestSchema, type TripRequest } from '../domain/itinerary/trip-request.js';
import { plannerDataWithoutRate } from '../test/planner-data.js';

const countries = DESTINATION_COUNTRIES.filter((code) =>
  existsSync(new URL(`../../data/destinations/${code}.json`, import.meta.url)),
);

/** A small deterministic generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const some = <T>(list: readonly T[], most: number) =>
    [...list].sort(() => next() - 0.5).slice(0, int(0, Math.min(most, list.length)));
  return { next, int, pick, some };
}

/** PHP per unit of a requested currency, to scale generated budgets. */
const pesoValue = (currency: string) => (currency === 'PHP' ? 1 : loadPhilippines().rates[currency]!.php);

function generatedRequest(code: DestinationCountry, seed: number): TripRequest {
  const r = random(seed);
  const country = loadCountry(code);
  const currency = r.pick(CURRENCIES).code;
  const time = () =>
    r.next() < 0.5 ? null : `${String(r.int(0, 23)).padStart(2, '0')}:${r.pick(['00', '15', '30', '45'])}`;
  const budgetPHP = r.pick([3_000, 20_000, 50_000, 90_000, 150_000, 400_000, 2_000_000]);
  const preferences = r.some(PREFERENCES, 4);
  return tripRequestSchema.parse({
    originAirport: r.pick(ORIGIN_AIRPORTS).code,
    destinationCountry: code,
    cities:
      r.next() < 0.5
        ? []
        : r.some(
            country.cities.map((city) => city.name),
            5,
          ),
    travelMonth: r.int(1, 12),
    currency,
    duration: r.pick([1, 2, 3, r.int(4, 10), r.int(11, 30), 30]),
    budget: Math.max(1, Math.round(budgetPHP / pesoValue(currency))),
    preferences: preferences.length ? preferences : [r.pick(PREFERENCES)],
    departureTime: time(),
    returnTime: time(),
  });
}

function expectWellFormed(itinerary: Itinerary, request: TripRequest) {
  expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
  expect(itinerary.currency).toBe(request.currency);
  expect(itinerary.duration).toBe(request.duration);
  expect(itinerary.days.map((day) => day.day)).toEqual(Array.from({ length: request.duration }, (_, i) => i + 1));
  for (const day of itinerary.days) {
    for (const cost of Object.values(day.costs)) expect(Number.isInteger(cost) && cost >= 0).toBe(true);
  }
  expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
  const labels = itinerary.extraCosts.map((cost) => cost.label);
  expect(labels).toContain('Philippine travel tax (economy)');
  expect(labels.some((label) => label.startsWith('Terminal fee'))).toBe(true);
  expect(labels.some((label) => label.startsWith('Round-trip flights'))).toBe(true);
  expect(itinerary.tips).toContain(
    'Check visa requirements for Philippine passport holders on the Visa Help page (/visa-help).',
  );
  expect(itinerary.tips.some((tip) => /eTravel/.test(tip) && /72 hours/.test(tip))).toBe(true);
  expect(itinerary.tips.some((tip) => /Bureau of Immigration/.test(tip))).toBe(true);
  // Every place it names is curated, and the place check recognises each one by name.
  expect(itinerary.unverifiedPlaceCount).toBe(0);
  expect(itinerary.days.flatMap((day) => day.unverifiedPlaces ?? [])).toEqual([]);
}

const REQUESTS_PER_COUNTRY = 60;

describe('offline planner: properties over generated requests', () => {
  it('has data for all 15 countries', () => {
    expect(countries).toEqual([...DESTINATION_COUNTRIES]);
  });

  it('has a dated peso rate for every destination currency', () => {
    const rates = loadPhilippines().rates;
    expect(countries.filter((code) => !(loadCountry(code).currency in rates))).toEqual([]);
  });

  it.each(countries)(
    '%s: valid itineraries whose totals add up, within budget when feasible, deterministic',
    (code) => {
      for (let seed = 1; seed <= REQUESTS_PER_COUNTRY; seed++) {
        const request = generatedRequest(code, seed * 7919 + code.charCodeAt(0));
        const trip = planTrip(request);
        const { budgetItinerary: budget, experienceItinerary: experience } = trip;
        const context = JSON.stringify(request);
        try {
          expectWellFormed(budget, request);
          expectWellFormed(experience, request);

          if (budget.totalBudget <= request.budget) {
            // Experience may cost more, but not more than a budget the cheapest plan fits in.
            expect(experience.totalBudget).toBeLessThanOrEqual(request.budget);
          } else {
            const short = budget.tips.find((tip) => tip.includes('falls short by'));
            expect(short).toBeDefined();
          }

          // Chosen cities: the first one with international flights leads, then the given order, as many as there are days.
          const country = loadCountry(code);
          const gateway =
            request.cities.find((city) => country.flights.gatewayCities.includes(city)) ?? request.cities[0];
          const ordered = gateway ? [gateway, ...request.cities.filter((city) => city !== gateway)] : [];
          for (const city of ordered.slice(0, request.duration)) {
            expect(budget.destination).toContain(city);
            expect(budget.days.some((day) => `${day.title} ${day.transportation}`.includes(city))).toBe(true);
          }
          if (ordered.length > request.duration) {
            expect(budget.tips.some((tip) => tip.includes('too few for every city'))).toBe(true);
          }

          expect(planTrip(request)).toEqual(trip);
        } catch (error) {
          throw new Error(`${context}\n${(error as Error).message}`);
        }
      }
    },
  );
});

describe('offline planner: every place checked', () => {
  // Ten trips across countries, budgets, currencies and lengths (docs/decisions/029-every-place-checked.md).
  const trips: [DestinationCountry, string, number, number, string[]][] = [
    ['JP', 'PHP', 150_000, 7, []],
    ['JP', 'JPY', 60_000, 3, ['Kyoto', 'Osaka']],
    ['TH', 'PHP', 20_000, 4, []],
    ['KR', 'KRW', 3_000_000, 10, []],
    ['SG', 'SGD', 900, 3, []],
    ['VN', 'PHP', 35_000, 6, []],
    ['FR', 'EUR', 4_000, 8, []],
    ['US', 'USD', 6_000, 12, []],
    ['AU', 'AUD', 2_500, 5, []],
    ['AE', 'PHP', 2_000_000, 30, []],
  ];

  it.each(trips)('%s in %s (budget %i, %i days): no place flagged', (code, currency, budget, duration, cities) => {
    const request = tripRequestSchema.parse({
      originAirport: 'MNL',
      destinationCountry: code,
      cities,
      travelMonth: 10,
      currency,
      duration,
      budget,
      preferences: ['food', 'culture', 'landmarks'],
    });
    const { budgetItinerary, experienceItinerary } = planTrip(request);
    for (const itinerary of [budgetItinerary, experienceItinerary]) {
      expect(itinerary.unverifiedPlaceCount).toBe(0);
      expect(itinerary.days.flatMap((day) => day.unverifiedPlaces ?? [])).toEqual([]);
    }
  });
});

describe('offline planner: rules', () => {
  const base = tripRequestSchema.parse({
    originAirport: 'MNL',
    destinationCountry: 'JP',
    cities: ['Tokyo', 'Kyoto'],
    travelMonth: 4,
    currency: 'JPY',
    duration: 7,
    budget: 150_000,
    preferences: ['culture'],
  });
  const japan = () => loadCountry('JP');

  it('plans arrival, travel and departure days along the chosen cities', () => {
    const { budgetItinerary } = planTrip(base);
    const titles = budgetItinerary.days.map((day) => day.title);
    expect(titles[0]).toMatch(/^Arrive in Tokyo/);
    expect(titles.findIndex((title) => title.startsWith('Travel to Kyoto'))).toBeGreaterThan(0);
    expect(titles.at(-1)).toBe('Last day in Kyoto and fly home');
    // The journey leaves from Tokyo, where the traveler is, with that journey's own description and fare.
    const tokyoKyoto = japan().connections!.find(
      ({ between }) => between.includes('Tokyo') && between.includes('Kyoto'),
    )!;
    const travelDay = budgetItinerary.days.find((day) => day.title.startsWith('Travel to Kyoto'))!;
    expect(travelDay.transportation).toContain(`From Tokyo to Kyoto: ${tokyoKyoto.description}`);
    expect(budgetItinerary.days.every((day) => !/From Osaka/.test(day.transportation))).toBe(true);
    expect(budgetItinerary.days.at(-1)!.accommodation).toBe('No overnight stay: flight home');
    expect(budgetItinerary.days.at(-1)!.costs.accommodation).toBe(0);
  });

  it('prefers places that match the preferences and fills days by their hours', () => {
    const tokyo = japan().cities.find((city) => city.name === 'Tokyo')!;
    const visitedOn = (itinerary: Itinerary, day: number) =>
      tokyo.places.filter((place) => itinerary.days[day]!.activities.some((a) => a.startsWith(`${place.name}:`)));
    for (const preference of PREFERENCES) {
      const request = { ...base, cities: ['Tokyo'], duration: 3, budget: 1_000_000, preferences: [preference] };
      const { budgetItinerary } = planTrip(request);
      // Day 1 leaves about 3 hours: the first place is a match whenever a match fits in them.
      const first = visitedOn(budgetItinerary, 0)[0];
      if (tokyo.places.some((place) => place.tags.includes(preference) && place.hours <= 3)) {
        expect(first?.tags).toContain(preference);
      }
      // A full day is filled up to its hours (one long day trip may take it all).
      const fullDay = visitedOn(budgetItinerary, 1);
      const hours = fullDay.reduce((sum, place) => sum + place.hours, 0);
      expect(fullDay.length).toBeGreaterThan(0);
      expect(hours <= 9 || fullDay.length === 1).toBe(true);
    }
  });

  it('picks a route from a gateway city when no city is chosen, longer trips seeing more cities', () => {
    const short = planTrip({ ...base, cities: [], duration: 3 }).budgetItinerary;
    const long = planTrip({ ...base, cities: [], duration: 20 }).budgetItinerary;
    expect(short.destination).toBe(`${japan().flights.gatewayCities[0]}, Japan`);
    expect(long.destination.startsWith(japan().flights.gatewayCities[0]!)).toBe(true);
    expect(long.destination.split(', ').length).toBeGreaterThan(short.destination.split(', ').length);
  });

  it('brings the month into the overview and tips', () => {
    for (const month of [1, 4, 8, 12]) {
      const facts = japan().months[String(month)]!;
      const { budgetItinerary } = planTrip({ ...base, travelMonth: month });
      expect(budgetItinerary.overview).toContain(facts.season);
      for (const note of facts.notes) expect(budgetItinerary.tips).toContain(note);
      for (const event of facts.events) expect(budgetItinerary.overview).toContain(event.name);
    }
  });

  it('converts local prices with the dated rate table and says which rate it used', () => {
    const inYen = planTrip({ ...base, currency: 'JPY' }).budgetItinerary;
    const inPesos = planTrip({ ...base, currency: 'PHP', budget: 60_000 }).budgetItinerary;
    const tokyo = japan().cities.find((city) => city.name === 'Tokyo')!;
    // Yen to yen is exact; the same night in pesos uses the JPY rate.
    expect(inYen.days[0]!.costs.accommodation).toBe(tokyo.stay.budget.nightly[0]);
    const rate = loadPhilippines().rates.JPY!;
    expect(inPesos.days[0]!.costs.accommodation).toBe(Math.round(tokyo.stay.budget.nightly[0] * rate.php));
    expect(inPesos.tips.some((tip) => tip.includes(`1 JPY = PHP ${rate.php}`) && tip.includes(rate.date))).toBe(true);
    const inDollars = planTrip({ ...base, currency: 'USD', budget: 1500 }).budgetItinerary;
    expect(inDollars.tips.some((tip) => tip.includes('1 USD = PHP') && tip.includes('1 JPY = PHP'))).toBe(true);
  });

  it('keeps Budget-Focused within the budget and lets Experience-Focused use more of it', () => {
    const { budgetItinerary, experienceItinerary } = planTrip({ ...base, currency: 'PHP', budget: 150_000 });
    expect(budgetItinerary.totalBudget).toBeLessThanOrEqual(150_000);
    expect(experienceItinerary.totalBudget).toBeLessThanOrEqual(150_000);
    expect(experienceItinerary.totalBudget).toBeGreaterThan(budgetItinerary.totalBudget);
    expect(experienceItinerary.days[0]!.accommodation).not.toBe(budgetItinerary.days[0]!.accommodation);
    expect(budgetItinerary.tips[0]).toMatch(/^This plan uses ₱[\d,]+ of your ₱150,000 budget/);
  });

  it('still answers with the cheapest plan when the budget is too small, saying by how much', () => {
    const { budgetItinerary, experienceItinerary } = planTrip({ ...base, currency: 'PHP', budget: 5_000 });
    const shortBy = budgetItinerary.totalBudget - 5_000;
    expect(shortBy).toBeGreaterThan(0);
    expect(budgetItinerary.tips[0]).toContain(`falls short by ₱${shortBy.toLocaleString('en-US')}`);
    // A budget that cannot pay even the stays and journeys sets no limit on the sights: each day still has
    // some (the cheapest first), and the Experience-Focused plan says how far over it goes.
    expect(
      budgetItinerary.days.slice(1, -1).every((day) => (day.stops ?? []).some((stop) => stop.kind === 'activity')),
    ).toBe(true);
    expect(experienceItinerary.totalBudget).toBeGreaterThanOrEqual(budgetItinerary.totalBudget);
    const over = experienceItinerary.totalBudget - 5_000;
    expect(experienceItinerary.tips[0]).toContain(`₱${over.toLocaleString('en-US')}`);
  });

  it('adds round-trip flights, through Manila when the origin has no direct flight, and Philippine departure costs', () => {
    const direct = japan().flights.directFrom[0]!;
    const indirect = ORIGIN_AIRPORTS.map((airport) => airport.code).find(
      (code) => !japan().flights.directFrom.includes(code),
    )!;
    const fromDirect = planTrip({ ...base, originAirport: direct, currency: 'PHP' }).budgetItinerary.extraCosts;
    const fromIndirect = planTrip({ ...base, originAirport: indirect, currency: 'PHP' }).budgetItinerary.extraCosts;
    expect(fromDirect.map((cost) => cost.label)).toEqual([
      `Round-trip flights ${direct} ⇄ Japan`,
      'Philippine travel tax (economy)',
      `Terminal fee (${loadPhilippines().terminalFee(direct).airport})`,
    ]);
    expect(fromIndirect.map((cost) => cost.label)).toEqual([
      `Domestic flights ${indirect} ⇄ MNL (round trip)`,
      'Round-trip flights MNL ⇄ Japan',
      'Philippine travel tax (economy)',
      `Terminal fee (${loadPhilippines().terminalFee('MNL').airport})`,
    ]);
    expect(fromDirect.find((cost) => cost.label.startsWith('Philippine travel tax'))!.amount).toBe(
      loadPhilippines().travelTax.amountPHP,
    );
  });

  it('adds up every day and the whole trip', () => {
    const { budgetItinerary } = planTrip(base);
    const days = budgetItinerary.days.reduce((sum, day) => sum + dayTotal(day.costs), 0);
    const extras = budgetItinerary.extraCosts.reduce((sum, cost) => sum + cost.amount, 0);
    expect(budgetItinerary.totalBudget).toBe(days + extras);
  });

  it('plans a one-day trip', () => {
    const { budgetItinerary } = planTrip({ ...base, duration: 1, cities: [] });
    expect(budgetItinerary.days).toHaveLength(1);
    expect(budgetItinerary.days[0]!.costs.accommodation).toBe(0);
    expect(budgetItinerary.days[0]!.title).toMatch(/^Day trip to/);
  });
});

// ---------------------------------------------------------------------------
// Languages: the fixed phrases come from the `planner` catalogue of the chosen
// language; the curated data inside them stays as curated (English).

const textsIn = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : textsIn(value)));

// Both languages have the same keys and variables: lib/i18n.test.ts checks every catalogue.
const englishPhrases = textsIn(resources.en.planner);

/** English that Filipino travelers use as it is: the plans' names, loanwords, "check in", "Bus". */
const SHARED_WORDS = new Set([
  'Budget-Focused',
  'Experience-Focused',
  'shopping',
  'adventure',
  'low-cost',
  'full-service',
  'Terminal fee',
  'eTravel',
  'Bus',
  'in',
]);
const wordPattern = (words: string) => new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

/** The English words of the phrases, between their {{variables}}: none may be left in a Filipino plan. */
const englishPatterns = [
  ...new Set(
    englishPhrases.flatMap((text) =>
      text.split(/\{\{\w+\}\}/).map((part) => part.replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, '')),
    ),
  ),
]
  .filter((words) => /[a-z]{2}/i.test(words) && !SHARED_WORDS.has(words))
  .map((words) => ({ words, pattern: wordPattern(words) }));

/** Every curated text a plan for `code` may quote, whole and sentence by sentence, longest first. */
function curatedTexts(code: DestinationCountry): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value, value.charAt(0).toUpperCase() + value.slice(1));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const philippines = loadPhilippines();
  walk(loadCountry(code));
  walk(loadLocalSecrets().filter((city) => city.country === code));
  walk([philippines.travelTax, philippines.immigration, philippines.travelTaxAbolition, ORIGIN_AIRPORTS]);
  for (const { code: airport } of ORIGIN_AIRPORTS) {
    walk(philippines.terminalFee(airport));
    if (airport !== 'MNL') walk(philippines.connectionToManila(airport));
  }
  const sentences = texts.flatMap((text) => text.split(/(?<=\.)\s/));
  return [...new Set([...texts, ...sentences])].filter((text) => text.length > 2).sort((a, b) => b.length - a.length);
}

/** `text` without the curated texts it quotes; a clipped text (…) also loses the curated text it was cut in. */
function withoutCurated(text: string, curated: string[]): string {
  let rest = text;
  if (rest.endsWith('…')) {
    rest = rest.slice(0, -1);
    const cut = curated
      .flatMap((quoted) => {
        for (let length = Math.min(quoted.length, rest.length); length >= 8; length--) {
          if (rest.endsWith(quoted.slice(0, length))) return [length];
        }
        return [];
      })
      .sort((a, b) => b - a)[0];
    if (cut) rest = rest.slice(0, -cut);
  }
  for (const quoted of curated) rest = rest.split(quoted).join(' ¶ ');
  return rest;
}

const textsOf = (itinerary: Itinerary) => [
  itinerary.destination,
  itinerary.overview,
  ...itinerary.tips,
  ...itinerary.extraCosts.flatMap((cost) => [cost.label, cost.note ?? '']),
  ...itinerary.days.flatMap((day) => [
    day.title,
    ...day.activities,
    day.accommodation,
    day.transportation,
    ...day.meals,
  ]),
];

/** Everything but the words: what a plan costs must not depend on its language. */
const amountsOf = (itinerary: Itinerary) => ({
  totalBudget: itinerary.totalBudget,
  days: itinerary.days.map((day) => day.costs),
  extraCosts: itinerary.extraCosts.map((cost) => cost.amount),
});

describe('offline planner: languages', () => {
  const say = phrasesFor('fil');

  it('speaks English unless told otherwise, worded as before', () => {
    const request = tripRequestSchema.parse({
      originAirport: 'ILO',
      destinationCountry: 'JP',
      cities: ['Tokyo', 'Kyoto'],
      travelMonth: 4,
      currency: 'PHP',
      duration: 7,
      budget: 90_000,
      preferences: ['food'],
    });
    const { budgetItinerary } = planTrip(request);
    expect(planTrip(request, 'en')).toEqual(planTrip(request));

    const facts = loadPhilippines();
    const { eTravel, immigration } = facts;
    expect(budgetItinerary.overview).toMatch(
      /^A 7-day Budget-Focused trip to Japan in April for one traveler: Tokyo \(4 days\), then Kyoto \(3 days\)\. Built around food, with the cheapest stays/,
    );
    expect(budgetItinerary.tips).toContain(
      `eTravel (${eTravel.url}): register from ${eTravel.registrationWindowHours} hours up to ` +
        `${eTravel.registrationClosesHoursBefore} hours before departure ` +
        `(and again within ${eTravel.registrationWindowHours} hours before arrival back in the Philippines). ` +
        'It is free: avoid look-alike sites that charge a fee.',
    );
    expect(budgetItinerary.tips).toContain(
      `${immigration.authority} departure check: have your ${immigration.documents.join(', ')} ready. ` +
        `Officers may also ask for ${immigration.mayAskFor.join(', ')}. Also: ${immigration.specialCases.join('; ')}.`,
    );
    const connection = facts.connectionToManila('ILO');
    const fee = facts.terminalFee('MNL');
    const [low, high] = connection.oneWayPHP.map((amount) => amount.toLocaleString('en-US'));
    expect(budgetItinerary.extraCosts.map(({ label, note }) => [label, note])).toEqual([
      [
        'Domestic flights ILO ⇄ MNL (round trip)',
        `No direct flight from Iloilo to Japan: connect through Manila. Estimated flight fare, PHP ${low}–${high} each way (curator estimate). ${connection.note}`,
      ],
      ['Round-trip flights MNL ⇄ Japan', expect.stringMatching(/^Typical low-cost economy fare from Manila, PHP /)],
      ['Philippine travel tax (economy)', facts.travelTax.note],
      ['Terminal fee (MNL)', `International passenger service charge since ${fee.since}. ${fee.collection}`],
    ]);
  });

  it.each(countries)('%s: a Filipino plan has no English fixed phrase left and costs the same', (code) => {
    const curated = curatedTexts(code);
    for (let seed = 1; seed <= 12; seed++) {
      const request = generatedRequest(code, seed * 104_729 + code.charCodeAt(1));
      const english = planTrip(request);
      const filipino = planTrip(request, 'fil');
      const context = JSON.stringify(request);
      try {
        expect(planTrip(request, 'fil')).toEqual(filipino);
        for (const kind of ['budgetItinerary', 'experienceItinerary'] as const) {
          const itinerary = filipino[kind];
          expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
          expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
          expect(amountsOf(itinerary)).toEqual(amountsOf(english[kind]));
          expect(itinerary.overview).toContain(say(`month.${request.travelMonth}` as 'month.1'));
          expect(itinerary.extraCosts.map((cost) => cost.label)).toContain(say('cost.travelTax'));
          expect(itinerary.tips).toContain(say('tip.visaHelp'));
          for (const text of textsOf(itinerary)) {
            const rest = withoutCurated(text, curated);
            const left = englishPatterns.filter(({ pattern }) => pattern.test(rest)).map(({ words }) => words);
            expect(left, text).toEqual([]);
          }
        }
      } catch (error) {
        throw new Error(`${context}\n${(error as Error).message}`);
      }
    }
  });
});

describe('offline planner: a missing exchange rate', () => {
  const vietnam = tripRequestSchema.parse({
    originAirport: 'MNL',
    destinationCountry: 'VN',
    cities: [],
    travelMonth: 3,
    currency: 'PHP',
    duration: 5,
    budget: 50_000,
    preferences: ['food', 'culture'],
  });
  const withoutDong = plannerDataWithoutRate('VND');
  const en = phrasesFor('en');

  it('plans in the local currency and says plainly why there is no peso equivalent', () => {
    const { budgetItinerary, experienceItinerary } = planTrip(vietnam, 'en', withoutDong);
    for (const itinerary of [budgetItinerary, experienceItinerary]) {
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
      expect(itinerary.currency).toBe('VND');
      expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
      // Peso costs cannot be converted: none in the VND total, all named in pesos in a tip.
      expect(itinerary.extraCosts).toEqual([]);
      expect(itinerary.overview).toContain('the flights and Philippine departure costs are in pesos and not included');
      const tips = itinerary.tips.join('\n');
      expect(tips).toContain(
        'No peso equivalent: we have no dated exchange rate for VND, so this plan is in VND, the local currency.',
      );
      expect(tips).toMatch(/Paid in pesos and not in this VND total: .*Philippine travel tax \(economy\): PHP 1,620/);
      expect(tips).toContain('Your budget of ₱50,000 could not be checked against this plan');
      expect(tips).not.toMatch(/temporarily unavailable/);
    }
    // Local prices stay as curated, and Experience-Focused still spends more.
    const city = loadCountry('VN').cities.find((candidate) => budgetItinerary.destination.startsWith(candidate.name))!;
    expect(budgetItinerary.days[0]!.costs.accommodation).toBe(city.stay.budget.nightly[0]);
    expect(experienceItinerary.totalBudget).toBeGreaterThan(budgetItinerary.totalBudget);
    expect(planTrip(vietnam, 'en', withoutDong)).toEqual({ budgetItinerary, experienceItinerary });
  });

  it('says the same in Filipino', () => {
    const fil = phrasesFor('fil');
    const { budgetItinerary } = planTrip(vietnam, 'fil', withoutDong);
    expect(budgetItinerary.tips).toContain(fil('tip.noRate', { codes: 'VND', currency: 'VND' }));
    expect(budgetItinerary.tips.join('\n')).toContain('Babayaran sa piso at hindi kasama sa kabuuang VND na ito');
  });

  it('calls a rate not confirmed against a central bank approximate, and a confirmed one plainly', () => {
    // The dong's rate is a cross of commercial rate APIs' answers (unverified); the yen's is the ECB's.
    const { VND: dong, JPY: yen } = loadPhilippines().rates;
    expect(dong).toMatchObject({ status: 'unverified', confirmed: false });
    expect(yen).toMatchObject({ status: 'sourced', confirmed: true });
    const tips = planTrip(vietnam, 'en').budgetItinerary.tips.join('\n');
    expect(tips).toContain(
      `1 VND = PHP ${dong!.php} (an approximate rate of ${dong!.date}, not confirmed against the central bank)`,
    );
    const filipino = planTrip(vietnam, 'fil').budgetItinerary.tips;
    expect(filipino.join('\n')).toContain(
      phrasesFor('fil')('tip.rateUnconfirmed', { code: 'VND', php: dong!.php, date: dong!.date }),
    );
    expect(filipino.join('\n')).toContain('hindi kumpirmado ng isang central bank');
    const yenTips = planTrip({ ...vietnam, destinationCountry: 'JP', cities: ['Tokyo'] }, 'en').budgetItinerary.tips;
    expect(yenTips.join('\n')).toContain(`1 JPY = PHP ${yen!.php} (rate of ${yen!.date})`);
    expect(yenTips.join('\n')).not.toContain('not confirmed');
  });

  it('plans in the local currency when the requested currency has no rate, still pricing the peso costs', () => {
    const request = {
      ...vietnam,
      destinationCountry: 'JP' as const,
      cities: ['Tokyo'],
      currency: 'KRW' as const,
      budget: 1_500_000,
    };
    const { budgetItinerary } = planTrip(request, 'en', plannerDataWithoutRate('KRW'));
    expect(budgetItinerary.currency).toBe('JPY');
    expect(budgetItinerary.extraCosts.map((cost) => cost.label)).toContain(en('cost.travelTax'));
    expect(budgetItinerary.totalBudget).toBe(itineraryTotal(budgetItinerary));
    const tips = budgetItinerary.tips.join('\n');
    expect(tips).toContain('we have no dated exchange rate for KRW, so this plan is in JPY');
    expect(tips).toContain(`1 JPY = PHP ${loadPhilippines().rates.JPY!.php}`);
    expect(tips).toContain('Your budget of ₩1,500,000 could not be checked');
  });

  it.each(countries)('%s: plans without its own currency’s rate', (code) => {
    const currency = loadCountry(code).currency;
    const request = generatedRequest(code, 42);
    const { budgetItinerary } = planTrip({ ...request, currency: 'PHP' }, 'en', plannerDataWithoutRate(currency));
    expect(budgetItinerary.currency).toBe(currency);
    expect(budgetItinerary.totalBudget).toBe(itineraryTotal(budgetItinerary));
    expect(budgetItinerary.tips).toContain(en('tip.noRate', { codes: currency, currency }));
  });
});
