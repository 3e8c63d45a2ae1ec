// `travelCalendar` and `pesoRates` over real HTTP: public to
// visitors and API tokens, the form's messages for bad input, the dated rate
// table of philippines.json for peso equivalents.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPhilippines } from '../../domain/catalogue/philippines-data.js';
import { tripRequestMessages } from '../../domain/itinerary/trip-request.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signedInClient } from '../../test/trips.js';
import { partnerClient } from '../../test/api-tokens.js';

const CALENDAR = `query ($country: String!, $month: Int!, $year: Int) {
  travelCalendar(country: $country, month: $month, year: $year) {
    countryCode country month year holidaysDeclared holidaysLastChecked destinationLastChecked
    holidays { date key name type dayOff }
    longWeekends { start end days holidays { name } }
    proclamation { name signed sources { title url date } }
    destination { season weather notes events { name where note } sources { title url date } }
  }
}`;

interface Calendar {
  year: number;
  holidaysDeclared: boolean;
  holidays: { date: string; name: string; type: string; dayOff: boolean }[];
  longWeekends: { start: string; end: string; days: number; holidays: { name: string }[] }[];
  proclamation: { name: string; sources: { url: string }[] } | null;
  destination: { season: string; events: { name: string }[]; sources: { url: string }[] };
}

describe('travelCalendar over GraphQL', () => {
  let server: TestServer;
  const calendar = async (variables: Record<string, unknown>, client = TestClient.for(server)) => {
    const result = await client.graphql<{ travelCalendar: Calendar }>(CALENDAR, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.travelCalendar;
  };

  beforeAll(async () => {
    server = await startTestServer({}, { overrides: { now: () => new Date('2026-11-22T04:00:00Z') } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with holidays, long weekends and the season', async () => {
    const april = await calendar({ country: 'JP', month: 4, year: 2026 });
    expect(april.holidaysDeclared).toBe(true);
    expect(april.holidays.map((h) => [h.date, h.type, h.dayOff])).toEqual([
      ['2026-04-02', 'REGULAR', true],
      ['2026-04-03', 'REGULAR', true],
      ['2026-04-04', 'SPECIAL_NON_WORKING', true],
      ['2026-04-09', 'REGULAR', true],
    ]);
    expect(april.longWeekends).toEqual([
      {
        start: '2026-04-02',
        end: '2026-04-05',
        days: 4,
        holidays: [{ name: 'Maundy Thursday' }, { name: 'Good Friday' }, { name: 'Black Saturday' }],
      },
    ]);
    expect(april.proclamation?.name).toBe('Proclamation No. 1006, s. 2025');
    expect(april.proclamation?.sources.map((source) => source.url)).toContain(
      'https://www.sunstar.com.ph/superbalita-cebu/lista-sa-holidays-sunod-tuig',
    );
    expect(april.destination.season).toBe('Spring');
    expect(april.destination.events.map((event) => event.name)).toContain('Golden Week');
    expect(april.destination.sources.length).toBeGreaterThan(0);

    const february = await calendar({ country: 'JP', month: 2, year: 2026 });
    expect(february.holidays.find((h) => h.date === '2026-02-25')).toMatchObject({
      type: 'SPECIAL_WORKING',
      dayOff: false,
    });
  });

  it('says plainly when the travel year is not in the data, and still gives the season', async () => {
    const nextApril = await calendar({ country: 'JP', month: 4 });
    expect(nextApril).toMatchObject({
      year: 2027,
      holidaysDeclared: false,
      holidays: [],
      longWeekends: [],
      proclamation: null,
    });
    expect(nextApril.destination.season).toBe('Spring');
  });

  it('is open to any API token', async () => {
    const { browser } = await signedInClient(server);
    const token = await partnerClient(server, browser);
    expect((await calendar({ country: 'VN', month: 12 }, token)).year).toBe(2026);
  });

  it("refuses a bad country or month with the spec's messages, and malformed arguments with 400", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ country: '', month: 4 }, english(tripRequestMessages.country)],
      [{ country: 'Narnia', month: 4 }, english(tripRequestMessages.countryUnknown)],
      [{ country: 'JP', month: 13 }, english(tripRequestMessages.month)],
    ];
    for (const [variables, message] of cases) {
      const result = await TestClient.for(server).graphql(CALENDAR, variables);
      expect(result.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const malformed = await TestClient.for(server).post('/graphql', {
      query: CALENDAR,
      variables: { country: 'JP', month: 'April' },
    });
    expect(malformed.status).toBe(400);
    const missing = await TestClient.for(server).post('/graphql', { query: CALENDAR, variables: { country: 'JP' } });
    expect(missing.status).toBe(400);
  });
});

describe('pesoRates over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('lists the dated rates of philippines.json for anyone, each saying whether it is confirmed', async () => {
    const result = await TestClient.for(server).graphql<{
      pesoRates: { currency: string; php: number; date: string; status: string; confirmed: boolean }[];
    }>('{ pesoRates { currency php date status confirmed } }');
    expect(result.errors).toBeUndefined();
    const rates = result.data!.pesoRates;
    // The ECB's reference rates of 2026-05-08 (through the euro): confirmed against a central bank.
    expect(rates.find((rate) => rate.currency === 'JPY')).toEqual({
      currency: 'JPY',
      php: 0.385833,
      date: '2026-05-08',
      status: 'sourced',
      confirmed: true,
    });
    // A cross of two commercial rate APIs' answers found in code files: not confirmed, and it says so.
    expect(rates.find((rate) => rate.currency === 'VND')).toEqual({
      currency: 'VND',
      php: 0.0023332,
      date: '2026-05-12',
      status: 'unverified',
      confirmed: false,
    });
    // The dirham through the ECB's dollar rate and its fixed rate to the dollar, which a secondary page gives:
    // derived, not confirmed.
    expect(rates.find((rate) => rate.currency === 'AED')).toMatchObject({
      php: 16.4696,
      status: 'derived',
      confirmed: false,
    });
    expect(rates.map((rate) => rate.currency)).not.toContain('PHP');
    const table = loadPhilippines().rates;
    expect(Object.fromEntries(rates.map(({ currency, ...rate }) => [currency, rate]))).toEqual(table);
    // Only a sourced rate is confirmed.
    for (const rate of rates) expect(rate.confirmed, rate.currency).toBe(rate.status === 'sourced');
  });
});
