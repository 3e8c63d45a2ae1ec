// POST /api/visa-check and the GraphQL `visaRequirements` query over real HTTP:
// public, the answer's field names, the same answer on both, 400 with the form
// messages for a bad request.
import { english } from '../lib/messages.js';
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
      documents: expect.arrayContaining([expect.stringMatching(/^Certificate of employment/)]),
      sources: expect.arrayContaining([
        { title: expect.any(String), url: expect.any(String), publisher: expect.any(String), date: '2025-03-19' },
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

  it('words its own sentences in the language of the lakbay_lang cookie, the curated facts as curated', async () => {
    const filipino = client();
    filipino.cookies.set('lakbay_lang', 'fil');
    const both = async (input: Record<string, string>, status: string) => {
      const rest = await filipino.post('/api/visa-check', input);
      expect(rest.status).toBe(200);
      const graph = await filipino.graphql<{ visaRequirements: Record<string, unknown> }>(QUERY, { input });
      expect(graph.errors).toBeUndefined();
      expect(graph.data!.visaRequirements).toEqual({ ...rest.body, status });
      const english = await client().post('/api/visa-check', input);
      return { fil: rest.body, en: english.body };
    };

    // A purpose the data could not confirm: the purpose in Filipino inside the sentence.
    const unconfirmed = await both({ destinationCountry: 'VN', travelPurpose: 'Medical' }, 'NOT_FOUND');
    expect(unconfirmed.fil).toMatchObject({
      requirement:
        'Hindi namin makumpirma ang mga patakaran sa visa para sa pagpapagamot sa Vietnam. Makipag-ugnayan sa embahada o konsulado bago ka bumiyahe.',
      processingTime: 'Hindi pa kumpirmado. Magtanong sa embahada o konsulado.',
      fees: 'Hindi pa kumpirmado. Magtanong sa embahada o konsulado.',
    });
    expect(unconfirmed.en).toMatchObject({
      requirement:
        'We could not confirm the visa rules for medical trips to Vietnam. Contact the embassy or consulate before you travel.',
      processingTime: visaMessages.notConfirmed,
    });
    expect({ ...unconfirmed.fil, requirement: '', processingTime: '', fees: '' }).toEqual({
      ...unconfirmed.en,
      requirement: '',
      processingTime: '',
      fees: '',
    });

    // A passport Lakbay does not cover yet.
    const canadian = await both(
      { destinationCountry: 'KR', travelPurpose: 'Business', nationality: 'Canadian' },
      'NOT_COVERED',
    );
    expect(canadian.fil).toMatchObject({
      requirement:
        'Hindi pa sakop: sa ngayon, ang mga may hawak ng Philippine passport lang ang saklaw ng Lakbay, kaya hindi pa namin masasagot ang para sa mga Canadian passport. Pakitanong sa embahada o konsulado ng South Korea.',
      processingTime: 'Hindi pa sakop',
      fees: 'Hindi pa sakop',
      nationality: 'Canadian',
    });
    expect(canadian.en).toMatchObject({
      processingTime: visaMessages.notCovered,
      fees: visaMessages.notCovered,
    });

    // A visa's granted stay: the label in Filipino, the stay and every other fact as curated.
    const japan = await both({ destinationCountry: 'JP', travelPurpose: 'Tourism' }, 'SOURCED');
    const [filStay, ...filRest] = japan.fil.additionalInfo as string[];
    const [enStay, ...enRest] = japan.en.additionalInfo as string[];
    expect(enStay).toMatch(/^Length of stay: /);
    expect(filStay).toBe(enStay!.replace(/^Length of stay: /, 'Haba ng pananatili: '));
    expect(filRest).toEqual(enRest);
    expect({ ...japan.fil, additionalInfo: [] }).toEqual({ ...japan.en, additionalInfo: [] });
  });

  it('refuses a bad request with 400 and the form messages', async () => {
    const cases: [unknown, string][] = [
      [{ travelPurpose: 'Tourism' }, english(visaMessages.countryRequired)],
      [{ destinationCountry: 'Narnia', travelPurpose: 'Tourism' }, english(visaMessages.countryUnknown)],
      // The Philippines is a destination of the trip planner, never of the visa checker: no visa at home.
      [{ destinationCountry: 'PH', travelPurpose: 'Tourism' }, english(visaMessages.homeCountry)],
      [{ destinationCountry: 'Philippines', travelPurpose: 'Tourism' }, english(visaMessages.homeCountry)],
      [{ destinationCountry: 'JP', travelPurpose: '' }, english(visaMessages.purposeRequired)],
      [{ destinationCountry: 'JP', travelPurpose: 'Pilgrimage' }, english(visaMessages.purposeUnknown)],
      [[], 'Send the details as a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await client().post('/api/visa-check', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const graph = await client().graphql(QUERY, { input: { destinationCountry: '', travelPurpose: 'Tourism' } });
    expect(graph.errors?.[0]).toMatchObject({
      message: english(visaMessages.countryRequired),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
