// A missing exchange rate over real HTTP, both planners, REST and GraphQL:
// the test's data has no VND rate, and a trip to Vietnam must still be planned
// (in dong), say why there is no peso equivalent, and save like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAskedFor, modelAnswer, startGeminiStandIn, type GeminiStandIn } from '../../planners/gemini-stand-in.js';
import { phrasesFor } from '../../planners/planner.js';
import { itinerarySchema, itineraryTotal, type Itinerary } from '@lakbay/validation/itinerary';
import { plannerDataWithoutRate } from '../../test/planner-data.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signedInClient } from '../../test/trips.js';

const vietnam = {
  originAirport: 'CEB',
  destinationCountry: 'VN',
  cities: ['Hanoi'],
  travelMonth: 11,
  currency: 'PHP',
  duration: 3,
  budget: 40000,
  preferences: ['food'],
};

const GENERATE = `mutation Generate($input: TripRequestInput!) {
  generateTrip(input: $input) {
    budgetItinerary { currency totalBudget tips overview days { costs { accommodation meals activities transportation } } extraCosts { label amount } }
    experienceItinerary { currency totalBudget tips }
  }
}`;

const noRateTip = phrasesFor('en')('tip.noRate', { codes: 'VND', currency: 'VND' });

function expectPlannedInDong(itinerary: Itinerary) {
  expect(itinerary.currency).toBe('VND');
  expect(itinerary.extraCosts).toEqual([]);
  expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
  expect(itinerary.tips).toContain(noRateTip);
  expect(itinerary.tips.join(' ')).toContain('Paid in pesos and not in this VND total');
  expect(itinerary.tips.join(' ')).toContain('Your budget of ₱40,000 could not be checked');
}

describe('a missing exchange rate with the offline planner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { overrides: { plannerData: plannerDataWithoutRate('VND') } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('plans Vietnam in dong over REST and GraphQL, and the trip saves', async () => {
    const { browser } = await signedInClient(server);
    const rest = await browser.post('/api/generate-trip', vietnam);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const budgetItinerary = itinerarySchema.parse(rest.body.budgetItinerary);
    expectPlannedInDong(budgetItinerary);
    expectPlannedInDong(itinerarySchema.parse(rest.body.experienceItinerary));

    const graph = await browser.graphql<{ generateTrip: { budgetItinerary: Itinerary } }>(GENERATE, {
      input: vietnam,
    });
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.generateTrip.budgetItinerary.currency).toBe('VND');
    expect(graph.data!.generateTrip.budgetItinerary.tips).toContain(noRateTip);

    const saved = await browser.post('/api/trips', {
      ...vietnam,
      budgetItinerary,
      experienceItinerary: rest.body.experienceItinerary,
      savedType: 'budget',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ currency: 'PHP', budgetItinerary: { currency: 'VND' } });
  });

  it('answers a Filipino reader in Filipino', async () => {
    const { browser } = await signedInClient(server, { locale: 'fil' });
    const response = await browser.post('/api/generate-trip', vietnam);
    expect(response.status).toBe(200);
    const tips = itinerarySchema.parse(response.body.budgetItinerary).tips;
    expect(tips).toContain(phrasesFor('fil')('tip.noRate', { codes: 'VND', currency: 'VND' }));
  });

  it('leaves the currency out of pesoRates, so the web app shows no peso equivalent', async () => {
    const { browser } = await signedInClient(server);
    const result = await browser.graphql<{ pesoRates: { currency: string }[] }>('{ pesoRates { currency } }');
    const currencies = result.data!.pesoRates.map((rate) => rate.currency);
    expect(currencies).toContain('JPY');
    expect(currencies).not.toContain('VND');
  });
});

describe('a missing exchange rate with Gemini', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;

  beforeAll(async () => {
    standIn = await startGeminiStandIn((call) =>
      modelAnswer({
        overview: 'Pho and old streets.',
        tips: ['Cross streets slowly and steadily.'],
        days: Array.from({ length: daysAskedFor(call) }, (_, index) => ({
          day: index + 1,
          title: `Day ${index + 1} in Hanoi`,
          activities: [{ text: 'Hoan Kiem Lake' }],
          accommodation: { text: 'Guesthouse in the Old Quarter' },
          transportation: 'Walking and Grab',
          meals: [{ text: 'Pho' }],
          costs: { accommodation: 400_000, meals: 250_000, activities: 50_000, transportation: 100_000 },
        })),
      }),
    );
    server = await startTestServer(
      { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: standIn.baseUrl },
      { overrides: { plannerData: plannerDataWithoutRate('VND') } },
    );
  });
  afterAll(async () => {
    await server.stop();
    await standIn.stop();
  });

  it('asks for dong, tells the model the budget cannot be converted, and answers in dong', async () => {
    const { browser } = await signedInClient(server);
    const response = await browser.post('/api/generate-trip', vietnam);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const prompt = standIn.calls[0]!.prompt;
    expect(prompt).toContain('Curated places (costs per person in VND)');
    expect(prompt).toContain('cannot be converted to VND');
    expect(prompt).not.toContain('Budget for the whole trip');
    const itinerary = itinerarySchema.parse(response.body.budgetItinerary);
    expectPlannedInDong(itinerary);
    expect(itinerary.totalBudget).toBe(3 * 800_000);
  });
});
