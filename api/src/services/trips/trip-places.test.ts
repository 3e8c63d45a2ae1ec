// "Add to trip" over REST and GraphQL on a real database, with live places from
// a local Overpass stand-in: a curated pick and an OpenStreetMap place land on
// the chosen day as the server looked them up, and every rule of editing a
// trip (owner, verified, not canceled, no stale overwrite) still holds.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, sampleItinerary, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { messages } from '../auth/auth.js';
import type { LocalSecret } from '../local-secrets/local-secrets.js';
import {
  osmNode,
  overpassElements,
  startOverpassStandIn,
  type OverpassStandIn,
} from '../local-secrets/overpass-stand-in.js';
import type { Itinerary } from '@lakbay/validation/itinerary';
import { tripPlaceMessages } from './trip-places.js';
import { PLACEHOLDER_ACTIVITY, tripMessages } from './trips.js';

const ASAKUSA = { latitude: 35.7118, longitude: 139.7966 };

interface RestTrip {
  id: number;
  version: number;
  budgetItinerary: Itinerary;
  experienceItinerary: Itinerary;
}

describe('adding a Local Secrets place to a trip', () => {
  let overpass: OverpassStandIn;
  let server: TestServer;
  let curated: LocalSecret;
  let live: LocalSecret;

  beforeAll(async () => {
    overpass = await startOverpassStandIn(() =>
      overpassElements(
        osmNode(701, 35.7101, 139.7982, {
          amenity: 'restaurant',
          name: 'Asakusa Imahan',
          'addr:housenumber': '3-1-12',
          'addr:street': 'Nishiasakusa',
        }),
      ),
    );
    server = await startTestServer({ OVERPASS_URL: overpass.url });
    const found = await TestClient.for(server).post<LocalSecret[]>('/api/local-secrets', { ...ASAKUSA, radius: 5000 });
    expect(found.status).toBe(200);
    curated = found.body.find((place) => place.source === 'lakbay')!;
    live = found.body.find((place) => place.source === 'openstreetmap')!;
    expect(live).toMatchObject({ id: 'osm-node-701', name: 'Asakusa Imahan' });
  });
  afterAll(async () => {
    await server.stop();
    await overpass.stop();
  });

  async function savedTrip(body: Record<string, unknown> = sampleSaveBody()) {
    const traveler = await signedInClient(server);
    const saved = await traveler.browser.post<RestTrip>('/api/trips', body);
    expect(saved.status).toBe(201);
    return { ...traveler, trip: saved.body };
  }

  it('appends a curated pick (REST) and a live place (GraphQL) to the chosen day, with name, address and map link', async () => {
    const { browser, trip } = await savedTrip();

    const rest = await browser.post<RestTrip>(`/api/trips/${trip.id}/places`, { placeId: curated.id, day: 2 });
    expect(rest.status).toBe(200);
    const { lat, lng } = curated.coordinates;
    const curatedLine = `${curated.name} (${curated.address}) · https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
    expect(rest.body.budgetItinerary.days[1]!.activities).toEqual(['Walk around Asakusa', curatedLine]);
    expect(rest.body.budgetItinerary.days[0]).toEqual(trip.budgetItinerary.days[0]);
    // The trip shows the budget itinerary (savedType): the other one is left as it was.
    expect(rest.body.experienceItinerary).toEqual(trip.experienceItinerary);
    expect(rest.body.version).toBe(trip.version + 1);

    const graphql = await browser.graphql<{ addPlaceToTrip: { version: number; savedItinerary: Itinerary } }>(
      `mutation Add($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {
        addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {
          version
          savedItinerary { days { activities } }
        }
      }`,
      { id: trip.id, placeId: live.id, day: 1, expectedVersion: rest.body.version },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.addPlaceToTrip.savedItinerary.days[0]!.activities).toEqual([
      'Walk around Asakusa',
      'Asakusa Imahan (3-1-12 Nishiasakusa) · https://www.openstreetmap.org/node/701',
    ]);
  });

  it('lets a co-traveler who may edit the trip add a place, and tells a viewer why not', async () => {
    const owner = await savedTrip();
    const editor = await signedInClient(server);
    const viewer = await signedInClient(server);
    await addCoTraveler(server, owner, owner.trip.id, editor, 'editor');
    await addCoTraveler(server, owner, owner.trip.id, viewer, 'viewer');

    const added = await editor.browser.post<RestTrip>(`/api/trips/${owner.trip.id}/places`, {
      placeId: curated.id,
      day: 1,
    });
    expect(added.status).toBe(200);
    expect(added.body.budgetItinerary.days[0]!.activities.at(-1)?.startsWith(`${curated.name} (`)).toBe(true);
    const refused = await viewer.browser.post<{ message: string }>(`/api/trips/${owner.trip.id}/places`, {
      placeId: curated.id,
      day: 1,
    });
    expect(refused).toMatchObject({ status: 403, body: { message: english(tripMessages.editorsOnly) } });
    const stored = await server.database.prisma.trip.findUniqueOrThrow({ where: { id: owner.trip.id } });
    expect(stored.version).toBe(added.body.version);
  });

  it('replaces the "Free day" placeholder of a day not planned yet', async () => {
    const { browser, trip } = await savedTrip({
      ...sampleSaveBody(),
      budgetItinerary: undefined,
      experienceItinerary: undefined,
    });
    expect(trip.budgetItinerary.days[0]!.activities).toEqual([PLACEHOLDER_ACTIVITY]);
    const added = await browser.post<RestTrip>(`/api/trips/${trip.id}/places`, { placeId: live.id, day: 1 });
    expect(added.status).toBe(200);
    expect(added.body.budgetItinerary.days[0]!.activities).toEqual([expect.stringMatching(/^Asakusa Imahan /)]);
  });

  it('refuses what it cannot add with the reason, and leaves the trip as it was', async () => {
    const { browser, trip } = await savedTrip();
    const full = sampleItinerary('Full');
    full.days[0]!.activities = Array.from({ length: 30 }, (_, index) => `Stop ${index + 1}`);
    const { browser: fullBrowser, trip: fullTrip } = await savedTrip(
      sampleSaveBody({ budgetItinerary: full, experienceItinerary: full }),
    );
    const cases: Array<[TestClient, number, unknown, number, string]> = [
      [browser, trip.id, { placeId: 'jp-no-such-place', day: 1 }, 404, english(tripPlaceMessages.placeNotFound)],
      // A live place no search has found: nothing to look it up in.
      [browser, trip.id, { placeId: 'osm-node-999999', day: 1 }, 404, english(tripPlaceMessages.placeNotFound)],
      [browser, trip.id, { placeId: '<script>', day: 1 }, 400, english(tripPlaceMessages.placeId)],
      [browser, trip.id, { placeId: curated.id }, 400, english('validation:tripPlaces.day')],
      [browser, trip.id, { placeId: curated.id, day: 3 }, 400, english(tripMessages.dayMissing)],
      [browser, trip.id, { placeId: curated.id, day: 1.5 }, 400, english('validation:tripPlaces.day')],
      [
        browser,
        trip.id,
        { placeId: curated.id, day: 1, expectedVersion: trip.version + 5 },
        409,
        english(tripMessages.stale),
      ],
      [browser, trip.id, [], 400, 'Send the details as a JSON object.'],
      [browser, 999_999_999, { placeId: curated.id, day: 1 }, 404, english(tripMessages.notFound)],
      [fullBrowser, fullTrip.id, { placeId: curated.id, day: 1 }, 400, english(tripMessages.dayFull)],
    ];
    for (const [client, id, body, status, message] of cases) {
      const response = await client.post<{ message: string }>(`/api/trips/${id}/places`, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
    }
    expect((await browser.get<RestTrip>(`/api/trips/${trip.id}`)).body).toEqual(trip);
    expect((await fullBrowser.get<RestTrip>(`/api/trips/${fullTrip.id}`)).body).toEqual(fullTrip);
  });

  it('changes only the traveler’s own, verified, not canceled trips', async () => {
    const { browser, trip } = await savedTrip();
    const stranger = await signedInClient(server);
    const unverified = await signedInClient(server, { verified: false });
    const place = { placeId: curated.id, day: 1 };

    const theirs = await stranger.browser.post<{ message: string }>(`/api/trips/${trip.id}/places`, place);
    expect([theirs.status, theirs.body.message]).toEqual([404, english(tripMessages.notFound)]);
    const unchecked = await unverified.browser.post<{ message: string }>(`/api/trips/${trip.id}/places`, place);
    expect([unchecked.status, unchecked.body.message]).toEqual([403, english(messages.verifyFirst)]);
    const signedOut = await TestClient.for(server).post<{ message: string }>(`/api/trips/${trip.id}/places`, place);
    expect([signedOut.status, signedOut.body.message]).toEqual([401, english(messages.signedOut)]);

    expect((await browser.request('PATCH', `/api/trips/${trip.id}/status`, { status: 'canceled' })).status).toBe(200);
    const canceled = await browser.post<{ message: string }>(`/api/trips/${trip.id}/places`, place);
    expect([canceled.status, canceled.body.message]).toEqual([409, english(tripMessages.canceled)]);
    const stored = await browser.get<RestTrip>(`/api/trips/${trip.id}`);
    expect(stored.body.budgetItinerary).toEqual(trip.budgetItinerary);
  });

  it('answers in Filipino for a Filipino reader', async () => {
    const { browser } = await signedInClient(server, { locale: 'fil' });
    const trip = (await browser.post<RestTrip>('/api/trips', sampleSaveBody())).body;
    const response = await browser.post<{ message: string }>(`/api/trips/${trip.id}/places`, {
      placeId: 'jp-no-such-place',
      day: 1,
    });
    expect([response.status, response.body.message]).toEqual([
      404,
      'Hindi na namin mahanap ang lugar na iyon. Maghanap muli at idagdag ito mula sa mga resulta.',
    ]);
  });
});
