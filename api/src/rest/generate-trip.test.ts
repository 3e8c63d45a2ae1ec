// POST /api/generate-trip (docs/product/trip-planning.md) over real HTTP and a real database: the
// offline planner by default, Gemini (against a stand-in on 127.0.0.1) when
// GEMINI_API_KEY is set; plain JSON and NDJSON progress; guards and limits.
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../lib/i18n.js';
import { LANGUAGE_INSTRUCTION } from '../planners/gemini-planner.js';
import {
  apiError,
  modelAnswer,
  startGeminiStandIn,
  streamedPlan,
  tokyoPlan,
  type GeminiStandIn,
} from '../planners/gemini-stand-in.js';
import { planTrip } from '../planners/offline-planner.js';
import { phrasesFor, plannerMessages } from '../planners/planner.js';
import { tripRequestMessages } from '../domain/itinerary/trip-request.js';
import { messages } from '../services/auth/auth.js';
import { parseTripRequest } from '../services/trip-generation/trip-generation.js';
import { itinerarySchema } from '@lakbay/validation/itinerary';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signedInClient } from '../test/trips.js';
import { NDJSON } from './generate-trip.js';

type Body = Record<string, unknown>;

const tripRequest = (overrides: Body = {}): Body => ({
  originAirport: 'MNL',
  destinationCountry: 'JP',
  cities: ['Tokyo', 'Kyoto'],
  travelMonth: 4,
  currency: 'PHP',
  duration: 5,
  budget: 60000,
  preferences: ['food', 'culture'],
  departureTime: '08:30',
  returnTime: '18:00',
  ...overrides,
});

/** The NDJSON lines of a progress answer. */
async function progressLines(browser: TestClient, body: Body) {
  const response = await browser.fetch('/api/generate-trip', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: NDJSON },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    response,
    text,
    lines: text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Body),
  };
}

describe('POST /api/generate-trip with the offline planner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers both itineraries as plain JSON', async () => {
    const { browser } = await signedInClient(server);
    expect(server.app.services.planner.plannerName).toBe('offline');
    const response = await browser.post('/api/generate-trip', tripRequest());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(response.body).sort()).toEqual(['budgetItinerary', 'experienceItinerary']);
    for (const itinerary of Object.values(response.body)) {
      const parsed = itinerarySchema.parse(itinerary);
      expect(parsed).toMatchObject({ destination: 'Tokyo, Kyoto, Japan', currency: 'PHP', duration: 5 });
      expect(parsed.days).toHaveLength(5);
    }
  });

  it('streams progress as NDJSON when asked, ending with the result', async () => {
    const { browser } = await signedInClient(server);
    const { response, lines } = await progressLines(browser, tripRequest());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const stages = lines.filter((line) => 'stage' in line).map((line) => line.stage);
    expect([...stages].sort()).toEqual(['budget-done', 'budget-started', 'experience-done', 'experience-started']);
    expect(stages.indexOf('budget-started')).toBeLessThan(stages.indexOf('budget-done'));
    const last = lines.at(-1)!;
    expect(Object.keys(last)).toEqual(['result']);
    const result = last.result as Body;
    expect(itinerarySchema.parse(result.budgetItinerary).days).toHaveLength(5);
    expect(itinerarySchema.parse(result.experienceItinerary).days).toHaveLength(5);
    // The offline planner's days take the AI planner's path: a line each, before its plan is done.
    for (const plan of ['budget', 'experience']) {
      const days = lines.filter((line) => 'day' in line && line.plan === plan);
      expect(days.map((line) => line.index)).toEqual([0, 1, 2, 3, 4]);
      expect(days.map((line) => line.day)).toEqual((result[`${plan}Itinerary`] as Body).days);
      expect(lines.indexOf(days.at(-1)!)).toBeLessThan(lines.findIndex((line) => line.stage === `${plan}-done`));
    }
  });

  it('writes the plan in the language of the lakbay_lang cookie, English by default', async () => {
    const request = parseTripRequest(tripRequest());
    const filipino = planTrip(request, 'fil');
    expect(filipino.budgetItinerary.days[0]!.title).toMatch(/^Pagdating sa Tokyo/);
    expect(filipino.budgetItinerary.extraCosts.map((cost) => cost.label)).toContain(
      phrasesFor('fil')('cost.travelTax'),
    );

    const { browser } = await signedInClient(server, { locale: 'fil' });
    const plain = await browser.post('/api/generate-trip', tripRequest());
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body).toEqual(filipino);
    const { lines } = await progressLines(browser, tripRequest());
    expect(lines.at(-1)).toEqual({ result: filipino });

    const english = await signedInClient(server);
    expect((await english.browser.post('/api/generate-trip', tripRequest())).body).toEqual(planTrip(request));
  });

  it('refuses signed-out (401) and unverified (403) users', async () => {
    const anonymous = await TestClient.for(server).post('/api/generate-trip', tripRequest());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: english(messages.signedOut) });

    const { browser } = await signedInClient(server, { verified: false });
    const unverified = await browser.post('/api/generate-trip', tripRequest());
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ message: english(messages.verifyFirst), requiresVerification: true });

    // Refusals come before any progress line, as ordinary JSON errors.
    const { response, lines } = await progressLines(TestClient.for(server), tripRequest());
    expect(response.status).toBe(401);
    expect(lines).toEqual([{ message: english(messages.signedOut) }]);
  });

  it("answers 400 with the spec's messages", async () => {
    const { browser } = await signedInClient(server);
    const m = tripRequestMessages;
    const cases: [Body, string, string][] = [
      [{ originAirport: '' }, english(m.origin), 'originAirport'],
      [{ originAirport: undefined }, english(m.origin), 'originAirport'],
      [{ destinationCountry: '' }, english(m.country), 'destinationCountry'],
      [{ currency: '' }, english(m.currency), 'currency'],
      [{ duration: 0 }, english(m.durationMin), 'duration'],
      [{ budget: 0 }, english(m.budget), 'budget'],
      [{ preferences: [] }, english(m.preferences), 'preferences'],
      [{ originAirport: 'NRT' }, english(m.originUnknown), 'originAirport'],
      [{ destinationCountry: 'CN' }, english(m.countryUnknown), 'destinationCountry'],
      [{ currency: 'GBP' }, english(m.currencyUnknown), 'currency'],
      [{ duration: 31 }, english(m.durationMax), 'duration'],
      [{ travelMonth: 13 }, english(m.month), 'travelMonth'],
      [{ departureTime: '8am' }, english(m.time), 'departureTime'],
      [{ returnTime: '24:00' }, english(m.time), 'returnTime'],
      [
        { cities: ['Seoul'] },
        'Seoul is not one of the cities we plan for in Japan. Choose cities from the list.',
        'cities',
      ],
    ];
    for (const [change, message, field] of cases) {
      const response = await browser.post('/api/generate-trip', tripRequest(change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toEqual({ message, field });
    }
    const notAnObject = await browser.post('/api/generate-trip', '[1, 2]');
    expect(notAnObject.status).toBe(400);
  });

  it('accepts the landing form’s text numbers, any-case codes and city names', async () => {
    const { browser } = await signedInClient(server);
    const response = await browser.post(
      '/api/generate-trip',
      tripRequest({
        originAirport: 'ceb',
        destinationCountry: 'jp',
        travelMonth: '12',
        duration: '3',
        budget: '45000',
        cities: ['osaka'],
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body.budgetItinerary as Body).destination).toBe('Osaka, Japan');
  });
});

// Starting a server over a fresh database is slow on a busy machine: it happens in hooks, not in the tests.
describe('POST /api/generate-trip per-user limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRIP_GENERATIONS_PER_HOUR: '2', RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('limits generations per user per hour (429 with Retry-After)', async () => {
    const { browser } = await signedInClient(server);
    for (let i = 0; i < 2; i++) expect((await browser.post('/api/generate-trip', tripRequest())).status).toBe(200);
    const limited = await browser.post('/api/generate-trip', tripRequest());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    // Bad input is refused before it costs anything; another user has their own budget.
    expect((await browser.post('/api/generate-trip', tripRequest({ duration: 0 }))).status).toBe(400);
    const other = await signedInClient(server);
    expect((await other.browser.post('/api/generate-trip', tripRequest())).status).toBe(200);
  });
});

describe('POST /api/generate-trip with Gemini', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    standIn = await startGeminiStandIn(async (call) => {
      if (call.prompt.includes('Cities, all of them, starting with the first: Kyoto')) {
        return apiError(400, 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID');
      }
      await held;
      return modelAnswer({
        overview: 'Tokyo',
        tips: [],
        days: Array.from({ length: 5 }, (_, index) => ({
          day: index + 1,
          title: 'Tokyo',
          activities: [{ text: 'Senso-ji' }],
          accommodation: { text: 'Hostel' },
          transportation: 'Subway',
          meals: [],
          costs: { accommodation: 1, meals: 1, activities: 1, transportation: 1 },
        })),
      });
    });
    server = await startTestServer({
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: standIn.baseUrl,
      TRIP_GENERATION_CONCURRENCY: '1',
    });
  });
  afterAll(async () => {
    release();
    await server.stop();
    await standIn.stop();
  });

  it('caps concurrent generations per process (429, "temporarily unavailable") and reports Gemini failures', async () => {
    expect(server.app.services.planner.plannerName).toBe('gemini');
    const { browser } = await signedInClient(server);
    const first = browser.post('/api/generate-trip', tripRequest({ cities: ['Tokyo'] }));
    await expect.poll(() => standIn.calls.length).toBe(2);

    const busy = await browser.post('/api/generate-trip', tripRequest({ cities: ['Tokyo'] }));
    expect(busy.status).toBe(429);
    expect(busy.body).toEqual({ message: english(plannerMessages.busy), reason: 'busy' });
    expect(busy.body.message).toContain('temporarily unavailable');

    release();
    const done = await first;
    expect(done.status).toBe(200);
    expect(itinerarySchema.parse((done.body as Body).budgetItinerary).days).toHaveLength(5);

    // A slot frees up once a generation ends; a failure after streaming began ends the stream with an error line.
    const failed = await browser.post('/api/generate-trip', tripRequest({ cities: ['Kyoto'] }));
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: english(plannerMessages.apiKey), reason: 'apiKey' });
    const { response, lines } = await progressLines(browser, tripRequest({ cities: ['Kyoto'] }));
    expect(response.status).toBe(200);
    expect(lines[0]).toHaveProperty('stage');
    expect(lines.at(-1)).toEqual({
      error: { message: english(plannerMessages.apiKey), code: 'SERVICE_UNAVAILABLE', reason: 'apiKey' },
    });
  });

  it('asks Gemini for Filipino text and answers a Filipino reader in Filipino', async () => {
    release();
    const { browser } = await signedInClient(server, { locale: 'fil' });
    const asked = standIn.calls.length;
    const done = await browser.post('/api/generate-trip', tripRequest({ cities: ['Tokyo'] }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const calls = standIn.calls.slice(asked);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.prompt).toContain(LANGUAGE_INSTRUCTION.fil);
    const budget = itinerarySchema.parse((done.body as Body).budgetItinerary);
    const say = phrasesFor('fil');
    expect(budget.extraCosts.map((cost) => cost.label)).toContain(say('cost.travelTax'));
    expect(budget.tips).toContain(say('tip.visaHelp'));

    const apiKey = t('fil', plannerMessages.apiKey);
    expect(apiKey).not.toBe(english(plannerMessages.apiKey));
    const failed = await browser.post('/api/generate-trip', tripRequest({ cities: ['Kyoto'] }));
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: apiKey, reason: 'apiKey' });
    const { lines } = await progressLines(browser, tripRequest({ cities: ['Kyoto'] }));
    expect(lines.at(-1)).toEqual({ error: { message: apiKey, code: 'SERVICE_UNAVAILABLE', reason: 'apiKey' } });
  });
});

describe('POST /api/generate-trip with Gemini streaming its days', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;

  beforeAll(async () => {
    // Tokyo streams well; Osaka's stream is cut after two days; Kyoto's breaks its JSON in day 3.
    standIn = await startGeminiStandIn((call) => {
      const first = /starting with the first: (\w+)/.exec(call.prompt)?.[1];
      const options = first === 'Osaka' ? { cutAfter: 2 } : first === 'Kyoto' ? { badPart: 2 } : {};
      return streamedPlan(tokyoPlan(5), { delayMs: 50, ...options });
    });
    server = await startTestServer({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: standIn.baseUrl });
  });
  afterAll(async () => {
    await server.stop();
    await standIn.stop();
  });

  it('sends each day of both plans as the model finishes it, then the whole plan', async () => {
    const { browser } = await signedInClient(server);
    const { lines } = await progressLines(browser, tripRequest({ cities: ['Tokyo'] }));
    const result = lines.at(-1)!.result as Body;
    for (const plan of ['budget', 'experience']) {
      const days = lines.filter((line) => 'day' in line && line.plan === plan);
      expect(days.map((line) => line.index)).toEqual([0, 1, 2, 3, 4]);
      expect(days.map((line) => line.day)).toEqual((result[`${plan}Itinerary`] as Body).days);
    }
    // Without progress, the same plan in the same plain JSON as ever.
    const plain = await browser.post('/api/generate-trip', tripRequest({ cities: ['Tokyo'] }));
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['budgetItinerary', 'experienceItinerary']);
  });

  it("ends a stream cut or broken midway with the spec's message, never a 5xx nor a plan", async () => {
    const { browser } = await signedInClient(server);
    for (const [city, message, reason] of [
      ['Osaka', english(plannerMessages.unavailable), 'unavailable'],
      ['Kyoto', english(plannerMessages.invalidResponse), 'invalidResponse'],
    ] as const) {
      const { response, lines } = await progressLines(browser, tripRequest({ cities: [city] }));
      expect(response.status).toBe(200);
      expect(lines.some((line) => 'day' in line)).toBe(true);
      expect(lines.some((line) => 'result' in line)).toBe(false);
      expect(lines.at(-1)).toEqual({ error: { message, code: 'SERVICE_UNAVAILABLE', reason } });

      const plain = await browser.post('/api/generate-trip', tripRequest({ cities: [city] }));
      expect(plain.status).toBe(503);
      expect(plain.body).toEqual({ message, reason });
    }
    const saved = await browser.graphql('{ tripCounts { upcoming past canceled } }');
    expect(saved).toEqual({ data: { tripCounts: { upcoming: 0, past: 0, canceled: 0 } } });
  });
});
