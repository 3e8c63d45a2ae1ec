// `generateTrip` and `tripFormOptions` over real HTTP, the offline planner and
// a real database.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCountry, loadDomestic } from '../../domain/catalogue/destination-data.js';
import { startGeminiStandIn, streamedPlan, tokyoPlan, type GeminiStandIn } from '../../planners/gemini-stand-in.js';
import { planTrip } from '../../planners/offline-planner.js';
import { plannerMessages } from '../../planners/planner.js';
import { tripRequestMessages } from '../../domain/itinerary/trip-request.js';
import { messages } from '../../services/auth/auth.js';
import { parseTripRequest } from '../../services/trip-generation/trip-generation.js';
import { itinerarySchema, itineraryTotal, type Itinerary } from '@lakbay/validation/itinerary';
import { eventStream } from '../../test/event-stream.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signedInClient } from '../../test/trips.js';

const DAY_FIELDS = `
  day title activities accommodation transportation meals costs { accommodation meals activities transportation }
  stops { kind line meal placeId name area position { lat lng approximate } slot start minutes cost note next { mode minutes km } }`;

const ITINERARY_FIELDS = `
  destination totalBudget currency duration startDate overview tips
  days { ${DAY_FIELDS} }
  extraCosts { label amount note category }
  unverifiedPlaceCount`;

/** The plan as GraphQL answers it, with the stops' nulls left out as the plan leaves those fields out. */
function withoutNulls<T>(value: T): T {
  const stripped = (stop: object) => Object.fromEntries(Object.entries(stop).filter(([, member]) => member !== null));
  return JSON.parse(JSON.stringify(value), (key, member: unknown) =>
    key === 'stops' && Array.isArray(member) ? member.map(stripped) : member,
  ) as T;
}

const GENERATE = `mutation Generate($input: TripRequestInput!) {
  generateTrip(input: $input) {
    budgetItinerary { ${ITINERARY_FIELDS} }
    experienceItinerary { ${ITINERARY_FIELDS} }
  }
}`;

const OPTIONS = `{
  tripFormOptions {
    originAirports { code label }
    destinationCountries { code name cities }
    currencies { code label symbol }
    preferences { key label }
    months { value label }
    limits { durationMin durationMax defaultDuration budgetMin budgetStep defaultBudget defaultCurrency }
  }
}`;

const input = (overrides: Record<string, unknown> = {}) => ({
  originAirport: 'DVO',
  destinationCountry: 'KR',
  travelMonth: 10,
  currency: 'KRW',
  duration: 4,
  budget: 2_000_000,
  preferences: ['food', 'instagrammable'],
  ...overrides,
});

interface Generated {
  generateTrip: { budgetItinerary: Itinerary; experienceItinerary: Itinerary };
}

const SUBSCRIBE = `subscription Generate($input: TripRequestInput!) {
  tripGeneration(input: $input) {
    stage
    day { plan index day { ${DAY_FIELDS} } }
    result {
      budgetItinerary { ${ITINERARY_FIELDS} }
      experienceItinerary { ${ITINERARY_FIELDS} }
    }
  }
}`;

interface GenerationStep {
  data?: {
    tripGeneration: {
      stage: string | null;
      day: { plan: 'budget' | 'experience'; index: number; day: Itinerary['days'][number] } | null;
      result: Generated['generateTrip'] | null;
    } | null;
  } | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** Every event of a `tripGeneration` subscription, to the end of the stream. */
async function subscribe(client: TestClient, variables: Record<string, unknown>) {
  const response = await client.fetch('/graphql/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { input: variables } }),
  });
  const { next } = eventStream<GenerationStep>(response);
  const events: NonNullable<Awaited<ReturnType<typeof next>>>[] = [];
  for (let event = await next(); event; event = await next()) events.push(event);
  return events;
}

describe('trip generation over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('lists the form options for anyone, cities from the curated data', async () => {
    type Options = Record<
      'originAirports' | 'destinationCountries' | 'currencies' | 'preferences' | 'months',
      unknown[]
    >;
    const result = await TestClient.for(server).graphql<{ tripFormOptions: Options & { limits: unknown } }>(OPTIONS);
    expect(result.errors).toBeUndefined();
    const options = result.data!.tripFormOptions;
    expect(options.originAirports).toHaveLength(10);
    expect(options.originAirports[0]).toEqual({ code: 'MNL', label: 'Manila' });
    // The spec's 15 foreign countries, then the Philippines for trips at home (issue #19).
    expect(options.destinationCountries).toHaveLength(16);
    expect(options.destinationCountries.at(-1)).toEqual({
      code: 'PH',
      name: 'Philippines',
      // The destinations of api/data/destinations/PH.json, in its order (domestic-planner.test.ts lists them).
      cities: loadDomestic().cities.map((city) => city.name),
    });
    expect(options.destinationCountries).toContainEqual({
      code: 'JP',
      name: 'Japan',
      cities: loadCountry('JP').cities.map((city) => city.name),
    });
    expect(options.currencies).toHaveLength(8);
    expect(options.currencies[0]).toEqual({ code: 'PHP', label: 'Philippine Peso', symbol: '₱' });
    expect(options.preferences).toContainEqual({ key: 'instagrammable', label: 'Instagrammable Spots' });
    expect(options.months).toHaveLength(12);
    expect(options.months[0]).toEqual({ value: 1, label: 'January' });
    expect(options.limits).toEqual({
      durationMin: 1,
      durationMax: 30,
      defaultDuration: 7,
      budgetMin: 1000,
      budgetStep: 1000,
      defaultBudget: 50000,
      defaultCurrency: 'PHP',
    });
  });

  it('writes the plan in the language of the lakbay_lang cookie', async () => {
    const { browser } = await signedInClient(server, { locale: 'fil' });
    const result = await browser.graphql<Generated>(GENERATE, { input: input() });
    expect(result.errors).toBeUndefined();
    const filipino = planTrip(parseTripRequest(input()), 'fil');
    // GraphQL says null where the plan leaves a field out (a stop's meal, the last stop's way on).
    expect(withoutNulls(result.data!.generateTrip)).toEqual(filipino);
    expect(filipino.budgetItinerary.days[0]!.title).toMatch(/^Pagdating sa Seoul/);
    expect(filipino.budgetItinerary.overview).toContain('Oktubre');
  });

  it('generates both itineraries as typed objects', async () => {
    const { browser } = await signedInClient(server);
    const result = await browser.graphql<Generated>(GENERATE, { input: input() });
    expect(result.errors).toBeUndefined();
    for (const itinerary of Object.values(withoutNulls(result.data!.generateTrip))) {
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
      expect(itinerary).toMatchObject({ currency: 'KRW', duration: 4 });
      expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
      expect(itinerary.extraCosts.map((cost) => cost.label)).toContain('Philippine travel tax (economy)');
    }
  });

  it('streams the stages, each day of both itineraries and the result over /graphql/stream', async () => {
    const { browser } = await signedInClient(server);
    const events = await subscribe(browser, input());
    const data = events.map((event) => event.data?.data?.tripGeneration);
    expect(events.at(-1)).toEqual({ event: 'complete', data: null });
    const steps = data.slice(0, -1);
    expect(steps.every((step) => step && Object.values(step).filter((value) => value !== null).length === 1)).toBe(
      true,
    );
    const result = steps.at(-1)!.result!;
    for (const kind of ['budget', 'experience'] as const) {
      const days = steps.flatMap((step) => (step?.day?.plan === kind ? [step.day] : []));
      expect(days.map((day) => day.index)).toEqual([0, 1, 2, 3]);
      expect(days.map((day) => day.day)).toEqual(result[`${kind}Itinerary`].days);
    }
    expect(steps.map((step) => step?.stage).filter(Boolean)).toEqual([
      'budget-started',
      'experience-started',
      'budget-done',
      'experience-done',
    ]);
    const mutation = await browser.graphql<Generated>(GENERATE, { input: input() });
    expect(result).toEqual(mutation.data!.generateTrip);

    // The mutation's refusals, as an error that ends the stream.
    const unverified = await subscribe((await signedInClient(server, { verified: false })).browser, input());
    expect(unverified[0]!.data?.errors?.[0]).toMatchObject({
      message: english(messages.verifyFirst),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(unverified.at(-1)).toEqual({ event: 'complete', data: null });
    // Signed out, the stream does not open (live-streams.test.ts).
    const anonymous = await TestClient.for(server).fetch('/graphql/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: SUBSCRIBE, variables: { input: input() } }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: english(messages.signedOut) });
  });

  it('refuses signed-out and unverified users', async () => {
    const anonymous = await TestClient.for(server).graphql(GENERATE, { input: input() });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: english(messages.signedOut),
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const { browser } = await signedInClient(server, { verified: false });
    const unverified = await browser.graphql(GENERATE, { input: input() });
    expect(unverified.errors?.[0]).toMatchObject({
      message: english(messages.verifyFirst),
      extensions: { code: 'FORBIDDEN', requiresVerification: true },
    });
  });

  it("answers BAD_USER_INPUT with the spec's messages", async () => {
    const { browser } = await signedInClient(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ originAirport: '' }, english(tripRequestMessages.origin)],
      [{ destinationCountry: '' }, english(tripRequestMessages.country)],
      [{ currency: '' }, english(tripRequestMessages.currency)],
      [{ duration: 0 }, english(tripRequestMessages.durationMin)],
      [{ budget: 0 }, english(tripRequestMessages.budget)],
      [{ preferences: [] }, english(tripRequestMessages.preferences)],
      [
        { cities: ['Tokyo'] },
        'Tokyo is not one of the cities we plan for in South Korea. Choose cities from the list.',
      ],
    ];
    for (const [change, message] of cases) {
      const result = await browser.graphql(GENERATE, { input: input(change) });
      expect(result.errors?.[0], JSON.stringify(change)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe('trip generation over GraphQL with Gemini streaming its days', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;

  beforeAll(async () => {
    // Tokyo streams well; a Tokyo trip from Cebu is cut after two days.
    standIn = await startGeminiStandIn((call) =>
      streamedPlan(tokyoPlan(3), { delayMs: 30, ...(call.prompt.includes('(CEB)') ? { cutAfter: 2 } : {}) }),
    );
    server = await startTestServer({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: standIn.baseUrl });
  });
  afterAll(async () => {
    await server.stop();
    await standIn.stop();
  });

  const tokyo = (originAirport: string) =>
    input({ originAirport, destinationCountry: 'JP', cities: ['Tokyo'], currency: 'PHP', duration: 3, budget: 60000 });

  it('sends the days as the model writes them, and a cut stream as the catalogue’s error', async () => {
    const { browser } = await signedInClient(server);
    const steps = (await subscribe(browser, tokyo('MNL'))).map((event) => event.data?.data?.tripGeneration);
    expect(
      steps
        .filter((step) => step?.day)
        .map((step) => `${step!.day!.plan} ${step!.day!.index}`)
        .sort(),
    ).toEqual(['budget 0', 'budget 1', 'budget 2', 'experience 0', 'experience 1', 'experience 2']);
    expect(steps.at(-2)?.result?.budgetItinerary.days).toHaveLength(3);

    const cut = await subscribe(browser, tokyo('CEB'));
    expect(cut.some((event) => event.data?.data?.tripGeneration?.day)).toBe(true);
    expect(cut.some((event) => event.data?.data?.tripGeneration?.result)).toBe(false);
    expect(cut.at(-2)!.data?.errors?.[0]).toMatchObject({
      message: english(plannerMessages.unavailable),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(cut.at(-1)).toEqual({ event: 'complete', data: null });
  });
});
