// Trips within the Philippines over real HTTP and real PostgreSQL (issue #19),
// the done-cases: a 5-day Boracay trip from Cebu and a 7-day Palawan trip
// from Manila, planned within budget with their fees, saved like any other
// trip, with the Philippine holidays of the month in the travel calendar; and
// the Gemini path handed the same facts in its prompt (the stand-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAskedFor, modelAnswer, startGeminiStandIn, type GeminiStandIn } from '../../planners/gemini-stand-in.js';
import { phrasesFor } from '../../planners/planner.js';
import { itinerarySchema, itineraryTotal, type Itinerary } from '@lakbay/validation/itinerary';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signedInClient } from '../../test/trips.js';

const boracayFromCebu = {
  originAirport: 'CEB',
  destinationCountry: 'PH',
  cities: ['Boracay'],
  travelMonth: 2,
  currency: 'PHP',
  duration: 5,
  budget: 25000,
  preferences: ['adventure', 'instagrammable'],
};

const palawanFromManila = {
  originAirport: 'MNL',
  destinationCountry: 'PH',
  cities: ['Puerto Princesa', 'El Nido'],
  travelMonth: 4,
  currency: 'PHP',
  duration: 7,
  budget: 40000,
  preferences: ['adventure', 'landmarks'],
};

const GENERATE = `mutation Generate($input: TripRequestInput!) {
  generateTrip(input: $input) {
    budgetItinerary { destination currency totalBudget tips extraCosts { label amount note } days { day title } }
    experienceItinerary { destination currency totalBudget tips extraCosts { label amount note } }
  }
}`;

const CALENDAR = `query ($country: String!, $month: Int!, $year: Int) {
  travelCalendar(country: $country, month: $month, year: $year) {
    countryCode country holidaysDeclared holidays { date name } destination { season notes }
  }
}`;

const READINESS = `query ($tripId: Int!) { tripReadiness(tripId: $tripId) {
  openCount items { id title detail status amountPHP caveat sources { id url } } } }`;
const TICK = `mutation ($tripId: Int!, $input: UpdateTripReadinessInput!) {
  updateTripReadiness(tripId: $tripId, input: $input) { items { id status } } }`;

interface ReadinessItem {
  id: string;
  title: string;
  detail: string;
  status: string;
  amountPHP: number | null;
  caveat: string | null;
  sources: { id: string; url: string }[];
}

const domesticTip = phrasesFor('en')('tip.domestic');
const amount = (itinerary: Pick<Itinerary, 'extraCosts'>, label: string) =>
  itinerary.extraCosts.find((cost) => cost.label === label)?.amount;

/** No visa, travel tax or eTravel at home; the journeys and fees instead. */
function expectAtHome(itinerary: Pick<Itinerary, 'extraCosts' | 'tips' | 'totalBudget'>, budget: number) {
  expect(itinerary.totalBudget).toBeLessThanOrEqual(budget);
  expect(itinerary.tips).toContain(domesticTip);
  expect(itinerary.tips.join(' ')).not.toMatch(/eTravel \(|Bureau of Immigration|Visa Help/);
  expect(itinerary.extraCosts.map((cost) => cost.label).join(' ')).not.toMatch(/travel tax/i);
}

/** The 7-day Palawan trip from Manila, by either planner: within budget, with the El Nido fee and Manila's terminal fee. */
function expectPalawanFromManila(itinerary: Itinerary) {
  expectAtHome(itinerary, palawanFromManila.budget);
  expect(itinerary.destination).toBe('Puerto Princesa, El Nido, Philippines');
  expect(amount(itinerary, 'El Nido Eco-Tourism Development Fee (ETDF)')).toBe(200);
  expect(amount(itinerary, 'Domestic terminal fee (MNL)')).toBe(390);
}

describe('trips at home with the offline planner', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { overrides: { now: () => new Date('2026-11-22T04:00:00Z') } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('plans 5 days in Boracay from Cebu within budget with its fees, and saves the trip', async () => {
    const { browser } = await signedInClient(server);
    const response = await browser.post('/api/generate-trip', boracayFromCebu);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const budgetItinerary = itinerarySchema.parse(response.body.budgetItinerary);
    const experienceItinerary = itinerarySchema.parse(response.body.experienceItinerary);
    for (const itinerary of [budgetItinerary, experienceItinerary]) {
      expectAtHome(itinerary, boracayFromCebu.budget);
      expect(itinerary.destination).toBe('Boracay, Philippines');
      expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
      expect(amount(itinerary, 'Boracay environmental fee')).toBe(150);
      expect(amount(itinerary, 'Caticlan jetty port terminal fee')).toBe(150);
      expect(amount(itinerary, 'Domestic terminal fee (CEB)')).toBe(365);
      // No fare dated 2026 for Cebu-Caticlan (issue 30 item 3): counted as 0, and the plan says so.
      expect(amount(itinerary, 'Getting to Boracay from CEB (one way)')).toBe(0);
      expect(itinerary.tips).toContain(phrasesFor('en')('tip.unpricedJourney', { origin: 'Cebu', city: 'Boracay' }));
    }

    const saved = await browser.post('/api/trips', {
      ...boracayFromCebu,
      budgetItinerary,
      experienceItinerary,
      savedType: 'budget',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const read = await browser.get(`/api/trips/${saved.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      destinationCountry: 'PH',
      cities: ['Boracay'],
      budgetItinerary: { totalBudget: budgetItinerary.totalBudget },
    });
  });

  it('plans 7 days in Palawan from Manila within budget over GraphQL, van and El Nido fee included', async () => {
    const { browser } = await signedInClient(server);
    const result = await browser.graphql<{
      generateTrip: Record<'budgetItinerary' | 'experienceItinerary', Itinerary>;
    }>(GENERATE, { input: palawanFromManila });
    expect(result.errors).toBeUndefined();
    const { budgetItinerary, experienceItinerary } = result.data!.generateTrip;
    for (const itinerary of [budgetItinerary, experienceItinerary]) expectPalawanFromManila(itinerary);
    expect(budgetItinerary.days.some((day) => day.title.startsWith('Travel to El Nido'))).toBe(true);
  });

  it('gives a trip at home its own readiness checklist: ID, local fees, bookings, boats, PAGASA in typhoon months', async () => {
    const { browser } = await signedInClient(server);
    const generated = await browser.post('/api/generate-trip', palawanFromManila);
    expect(generated.status).toBe(200);
    const save = (fields: Record<string, unknown>) =>
      browser.post<{ id: number }>('/api/trips', {
        ...palawanFromManila,
        budgetItinerary: generated.body.budgetItinerary,
        experienceItinerary: generated.body.experienceItinerary,
        savedType: 'budget',
        ...fields,
      });
    const april = await save({});
    const august = await save({ travelMonth: 8 });
    expect([april.status, august.status]).toEqual([201, 201]);
    const checklist = async (tripId: number) => {
      const result = await browser.graphql<{ tripReadiness: { items: ReadinessItem[] } }>(READINESS, { tripId });
      expect(result.errors).toBeUndefined();
      return new Map(result.data!.tripReadiness.items.map((item) => [item.id, item]));
    };

    const items = await checklist(april.body.id);
    expect([...items.keys()]).toEqual(['valid-id', 'local-fees', 'registrations', 'boats', 'weather']);
    expect(items.get('valid-id')).toMatchObject({
      status: 'todo',
      title: 'A valid government ID (no passport needed)',
    });
    expect(items.get('valid-id')!.sources[0]!.url).toMatch(/^https:\/\//);
    expect(items.get('local-fees')).toMatchObject({ status: 'todo', amountPHP: 200 });
    expect(items.get('local-fees')!.detail).toContain('El Nido Eco-Tourism Development Fee (ETDF) (El Nido), PHP 200');
    expect(items.get('registrations')!.detail).toContain('Puerto Princesa: Book the Underground River permit ahead');
    expect(items.get('weather')!.status).toBe('not_needed');
    const typhoon = (await checklist(august.body.id)).get('weather')!;
    expect(typhoon.status).toBe('todo');
    expect(typhoon.detail).toContain('PAGASA');
    // The weather's sources, not August's festival in Davao.
    const cited = typhoon.sources.map((source) => source.id);
    expect(cited).toContain('PAGASA-CYCLONES');
    expect(cited.some((id) => id.startsWith('DAV-KADAYAWAN'))).toBe(false);

    const ticked = await browser.graphql<{ updateTripReadiness: { items: { id: string; status: string }[] } }>(TICK, {
      tripId: april.body.id,
      input: { tickedIds: ['valid-id', 'boats'] },
    });
    expect(ticked.errors).toBeUndefined();
    const statuses = Object.fromEntries(ticked.data!.updateTripReadiness.items.map((item) => [item.id, item.status]));
    expect(statuses).toMatchObject({ 'valid-id': 'done', boats: 'done', 'local-fees': 'todo' });
  });

  it('shows the Philippine holidays of the month and the season at home in the travel calendar', async () => {
    const { browser } = await signedInClient(server);
    const result = await browser.graphql<{
      travelCalendar: {
        countryCode: string;
        holidaysDeclared: boolean;
        holidays: { date: string }[];
        destination: { season: string; notes: string[] };
      };
    }>(CALENDAR, { country: 'PH', month: 4, year: 2026 });
    expect(result.errors).toBeUndefined();
    const calendar = result.data!.travelCalendar;
    expect(calendar.countryCode).toBe('PH');
    expect(calendar.holidaysDeclared).toBe(true);
    // Maundy Thursday and Good Friday 2026.
    expect(calendar.holidays.map((holiday) => holiday.date)).toEqual(
      expect.arrayContaining(['2026-04-02', '2026-04-03']),
    );
    expect(calendar.destination.notes.join(' ')).toContain('Holy Week');
  });
});

describe('trips at home with Gemini (the stand-in)', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;

  beforeAll(async () => {
    standIn = await startGeminiStandIn((call) =>
      modelAnswer({
        overview: 'White Beach and island hopping.',
        tips: ['Bring reef-safe sunscreen.'],
        days: Array.from({ length: daysAskedFor(call) }, (_, index) => ({
          day: index + 1,
          title: `Day ${index + 1} in Boracay`,
          activities: [{ text: 'White Beach', place: { name: 'White Beach' } }],
          accommodation: { text: 'Guesthouse in Station 2' },
          transportation: 'Walking and e-trikes',
          meals: [{ text: 'Grilled fish' }],
          costs: { accommodation: 1200, meals: 600, activities: 0, transportation: 100 },
        })),
      }),
    );
    server = await startTestServer({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: standIn.baseUrl });
  });
  afterAll(async () => {
    await server.stop();
    await standIn.stop();
  });

  it('tells the model the journeys and local fees, and adds them itself', async () => {
    const { browser } = await signedInClient(server);
    const response = await browser.post('/api/generate-trip', boracayFromCebu);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const prompt = standIn.calls[0]!.prompt;
    expect(prompt).toContain('trip within the Philippines');
    expect(prompt).toContain('no visa, passport, travel tax or eTravel');
    expect(prompt).toContain('Getting to Boracay from CEB: Fly Cebu-Caticlan');
    expect(prompt).toContain('Boracay environmental fee: ₱150');
    expect(prompt).toContain('Caticlan jetty port terminal fee: ₱150');
    expect(prompt).toContain('day 1 travels from Cebu');
    expect(prompt).not.toContain('travel tax (economy)');
    const itinerary = itinerarySchema.parse(response.body.budgetItinerary);
    expectAtHome(itinerary, boracayFromCebu.budget);
    expect(amount(itinerary, 'Boracay environmental fee')).toBe(150);
    expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
    expect(itinerary.destination).toBe('Boracay, Philippines');
  });

  it('plans 7 days in Palawan from Manila within budget over GraphQL, the El Nido fee added by Lakbay', async () => {
    const { browser } = await signedInClient(server);
    const result = await browser.graphql<{
      generateTrip: Record<'budgetItinerary' | 'experienceItinerary', Itinerary>;
    }>(GENERATE, { input: palawanFromManila });
    expect(result.errors).toBeUndefined();
    const prompt = standIn.calls.at(-1)!.prompt;
    expect(prompt).toContain('Write exactly 7 days');
    expect(prompt).toContain('El Nido Eco-Tourism Development Fee (ETDF): ₱200');
    for (const itinerary of Object.values(result.data!.generateTrip)) expectPalawanFromManila(itinerary);
  });
});
