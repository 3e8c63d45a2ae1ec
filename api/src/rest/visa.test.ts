// POST /api/visa-check and the GraphQL `visaRequirements` query over real HTTP:
// public, the spec's field names, the same answer on both, 400 with the form
// messages for a bad request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaMessages } from '../services/visa/visa.js';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const SPEC_FIELDS = [
  'country',
  'requirement',
  'visaFree',
  'stayDuration',
  'documents',
  'processingTime',
  'fees',
  'additionalInfo',
];
const ALL_FIELDS = `country countryCode travelPurpose nationality requirement visaFree stayDuration documents
  processingTime fees additionalInfo visaType status statusNote lastChecked
  sources { title url publisher date } officialLink { title url }`;
const QUERY = `query ($input: VisaCheckInput!) { visaRequirements(input: $input) { ${ALL_FIELDS} } }`;

describe('visa check over REST and GraphQL', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with the spec fields plus sources, date and status', async () => {
    const response = await client().post('/api/visa-check', {
      destinationCountry: 'JP',
      travelPurpose: 'Tourism',
      nationality: 'Filipino',
    });
    expect(response.status).toBe(200);
    const body = response.body;
    for (const field of SPEC_FIELDS) expect(body, field).toHaveProperty(field);
    expect(body).toMatchObject({
      country: 'Japan',
      visaFree: false,
      status: 'sourced',
      lastChecked: '2026-11-22',
      documents: expect.arrayContaining(['Certificate of employment']),
      sources: expect.arrayContaining([
        { title: expect.any(String), url: expect.any(String), publisher: expect.any(String), date: '2025' },
      ]),
    });
  });

  it('gives the same answer over GraphQL, with the status as an enum', async () => {
    const input = { destinationCountry: 'Singapore', travelPurpose: 'Visit Family/Friends' };
    const rest = await client().post('/api/visa-check', input);
    const graph = await client().graphql<{ visaRequirements: Record<string, unknown> }>(QUERY, { input });
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.visaRequirements).toEqual({ ...rest.body, status: 'SOURCED' });
    expect(rest.body).toMatchObject({ visaFree: true, stayDuration: expect.stringMatching(/^30 days/) });
  });

  it('answers other nationalities with "not covered yet" (200)', async () => {
    const input = { destinationCountry: 'KR', travelPurpose: 'Business', nationality: 'Canadian' };
    const rest = await client().post('/api/visa-check', input);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'not_covered', nationality: 'Canadian', sources: [] });
    expect(rest.body.requirement).toMatch(/Philippine passport holders only/);
    const graph = await client().graphql<{ visaRequirements: Record<string, unknown> }>(QUERY, { input });
    expect(graph.data!.visaRequirements).toMatchObject({ status: 'NOT_COVERED', officialLink: null });
  });

  it('refuses a bad request with 400 and the form messages', async () => {
    const cases: [unknown, string][] = [
      [{ travelPurpose: 'Tourism' }, visaMessages.countryRequired],
      [{ destinationCountry: 'PH', travelPurpose: 'Tourism' }, visaMessages.countryUnknown],
      [{ destinationCountry: 'JP', travelPurpose: '' }, visaMessages.purposeRequired],
      [{ destinationCountry: 'JP', travelPurpose: 'Pilgrimage' }, visaMessages.purposeUnknown],
      [[], 'Send the details as a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await client().post('/api/visa-check', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const graph = await client().graphql(QUERY, { input: { destinationCountry: '', travelPurpose: 'Tourism' } });
    expect(graph.errors?.[0]).toMatchObject({
      message: visaMessages.countryRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
