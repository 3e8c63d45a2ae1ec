// POST /api/local-secrets and the GraphQL `localSecrets` query over real HTTP:
// public, the list of places, the same places on both, 400 with the
// form messages for bad input, and the map settings the page reads.
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSecretsMessages } from '../services/local-secrets/local-secrets.js';
import { loadLocalSecrets } from '../domain/catalogue/local-secrets-data.js';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const PLACE_FIELDS = `source id name type category address description coordinates { lat lng } approximateLocation rating openNow priceLevel aiTip
  tips distanceMeters hoursToday hoursNote timeZone city country sources { title url date } lastChecked`;
const QUERY = `query ($input: LocalSecretsInput!) {
  localSecrets(input: $input) {
    places { ${PLACE_FIELDS} }
    tips { city country bestTimeToVisit thisMonth localEtiquette hiddenGem { id name description tip } }
  }
}`;
const TOKYO = { latitude: 35.6812, longitude: 139.7671 };
const HOI_AN = { latitude: 15.8772, longitude: 108.328 };

describe('local secrets over REST and GraphQL', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);

  beforeAll(async () => {
    server = await startTestServer({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with the list of places, nearest first', async () => {
    const response = await client().post<Record<string, unknown>[]>('/api/local-secrets', {
      ...TOKYO,
      radius: 5000,
      category: 'attraction',
    });
    expect(response.status).toBe(200);
    const places = response.body;
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const place of places) {
      expect(place).toMatchObject({
        name: expect.any(String),
        type: expect.any(String),
        category: 'attraction',
        address: expect.any(String),
        description: expect.any(String),
        coordinates: { lat: expect.any(Number), lng: expect.any(Number) },
        rating: expect.any(Number),
        priceLevel: expect.any(Number),
        tips: [expect.any(String)],
        timeZone: 'Asia/Tokyo',
      });
      expect([true, false, null]).toContain(place.openNow);
    }
    const distances = places.map((place) => place.distanceMeters as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('gives the same places over GraphQL, with the tip cards of the nearest city', async () => {
    const input = { ...TOKYO, radius: 3000 };
    const rest = await client().post('/api/local-secrets', input);
    const graph = await client().graphql<{ localSecrets: { places: unknown[]; tips: Record<string, unknown> } }>(
      QUERY,
      { input },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.localSecrets.places).toEqual(rest.body);
    expect(graph.data!.localSecrets.tips).toMatchObject({ city: 'Tokyo', hiddenGem: { name: 'Omoide Yokocho' } });
  });

  it('says which places are only approximately placed, on both, and no other', async () => {
    type Place = { id: string; name: string; approximateLocation: boolean };
    const rest = await client().post<Place[]>('/api/local-secrets', { ...HOI_AN, radius: 1000 });
    const graph = await client().graphql<{ localSecrets: { places: Place[] } }>(QUERY, {
      input: { ...HOI_AN, radius: 1000 },
    });
    expect(graph.errors).toBeUndefined();
    for (const places of [rest.body, graph.data!.localSecrets.places]) {
      const byName = new Map(places.map((place) => [place.name, place]));
      // No cited source confirms Tan Ky's position; the Covered Bridge's is sourced.
      expect(byName.get('Tan Ky Old House')?.approximateLocation).toBe(true);
      expect(byName.get('Japanese Covered Bridge')?.approximateLocation).toBe(false);
      for (const place of places) expect(typeof place.approximateLocation, place.id).toBe('boolean');
    }
  });

  it('answers an empty list where nothing is curated, and the default radius when none is sent', async () => {
    const auckland = await client().post('/api/local-secrets', { latitude: -36.8485, longitude: 174.7633 });
    expect(auckland.status).toBe(200);
    expect(auckland.body).toEqual([]);
    // Manila has curated Philippine picks since issue #19.
    const manila = await client().post<{ country: string }[]>('/api/local-secrets', {
      latitude: 14.5995,
      longitude: 120.9842,
    });
    expect(manila.status).toBe(200);
    expect(manila.body.length).toBeGreaterThan(0);
    expect(manila.body.every((place) => place.country === 'PH')).toBe(true);
    const byDefault = await client().post('/api/local-secrets', TOKYO);
    const explicit = await client().post('/api/local-secrets', { ...TOKYO, radius: 5000, category: null });
    expect(byDefault.body).toEqual(explicit.body);
  });

  it('refuses bad input with 400 and the form messages', async () => {
    const cases: [unknown, string][] = [
      [{ longitude: 139.7 }, english('validation:localSecrets.latitudeRequired')],
      [{ latitude: -91, longitude: 139.7 }, english('validation:localSecrets.latitudeRange')],
      [{ latitude: '35.6', longitude: 139.7 }, english('validation:localSecrets.latitudeRange')],
      [{ latitude: 35.6 }, english('validation:localSecrets.longitudeRequired')],
      [{ latitude: 35.6, longitude: 181 }, english('validation:localSecrets.longitudeRange')],
      [{ ...TOKYO, radius: 500 }, english('validation:localSecrets.radiusRange')],
      [{ ...TOKYO, radius: 20_000 }, english('validation:localSecrets.radiusRange')],
      [{ ...TOKYO, category: 'nightlife' }, english('validation:localSecrets.categoryUnknown')],
      [[], english(localSecretsMessages.notObject)],
    ];
    for (const [body, message] of cases) {
      const response = await client().post('/api/local-secrets', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const radius = await client().post('/api/local-secrets', { ...TOKYO, radius: 500 });
    expect(radius.body).toEqual({ message: english('validation:localSecrets.radiusRange'), field: 'radius' });
    const graph = await client().graphql(QUERY, { input: { ...TOKYO, radius: 100 } });
    expect(graph.errors?.[0]).toMatchObject({
      message: english('validation:localSecrets.radiusRange'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('serves the covered cities and the configured map tiles, which the CSP allows as images only', async () => {
    const graph = await client().graphql<{
      localSecretsCities: { name: string }[];
      mapSettings: { tileUrl: string; attribution: string };
    }>(
      '{ localSecretsCities { name countryName coordinates { lat lng } places } mapSettings { tileUrl attribution } }',
    );
    expect(graph.errors).toBeUndefined();
    // Every curated city, the second cities (Osaka, Busan, …) included.
    expect(graph.data!.localSecretsCities).toHaveLength(loadLocalSecrets().length);
    expect(graph.data!.localSecretsCities.map((city) => city.name)).toEqual(
      expect.arrayContaining(['Tokyo', 'Osaka', 'Seoul', 'Busan', 'Bangkok', 'Chiang Mai', 'Hoi An']),
    );
    expect(graph.data!.mapSettings).toEqual({
      tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    const page = await fetch(`${server.baseUrl}/api/local-secrets`, { method: 'POST' });
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:9/);
    expect(csp).not.toMatch(/(connect|script|frame)-src [^;]*127\.0\.0\.1:9/);
  });
});
