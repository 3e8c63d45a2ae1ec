// Paging through many saved trips over real HTTP, REST and GraphQL alike: 250
// upcoming trips (more than the largest page) come back exactly once each,
// newest first, page after page, and the other tabs' trips stay out.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripStatus } from '../../generated/prisma/enums.js';
import type { GraphQLResult, TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedManyTrips, signedInClient } from '../../test/trips.js';
import { tripMessages } from './trips.js';

const TRIPS = 250;

const PAGE = `query Page($after: String) {
  trips(status: upcoming, first: 100, after: $after) {
    edges { node { id } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Page {
  trips: { edges: { node: { id: number } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

describe('paging through 250 trips', () => {
  let server: TestServer;
  let browser: TestClient;
  let upcoming: number[];
  let past: number[];

  beforeAll(async () => {
    server = await startTestServer();
    const signedIn = await signedInClient(server);
    browser = signedIn.browser;
    upcoming = await seedManyTrips(server.database.prisma, signedIn.userId, TRIPS);
    past = await seedManyTrips(server.database.prisma, signedIn.userId, 3, TripStatus.past);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('REST: follows the Link header page by page to every trip, once each, newest first', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    let next: string | null = '/api/trips?status=upcoming&limit=100';
    while (next) {
      const response: { status: number; headers: Headers; body: { id: number; status: string }[] } =
        await browser.get(next);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      sizes.push(response.body.length);
      expect(response.body.every((trip) => trip.status === 'upcoming')).toBe(true);
      seen.push(...response.body.map((trip) => trip.id));
      next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(seen).toEqual(upcoming);
  });

  it('REST: without paging parameters answers the whole list, as the spec says', async () => {
    const response = await browser.get<{ id: number }[]>('/api/trips');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
    expect(response.body).toHaveLength(TRIPS + past.length);
    const status = await browser.get<{ id: number }[]>('/api/trips?status=past');
    expect(status.body.map((trip) => trip.id)).toEqual(past);
  });

  it('REST: pages of 20 by default; refuses a bad limit or an unknown trip to continue after', async () => {
    const first = await browser.get<{ id: number }[]>(`/api/trips?after=${upcoming[9]}`);
    expect(first.body.map((trip) => trip.id)).toEqual([...upcoming.slice(10), ...past].slice(0, 20));
    expect(first.headers.get('link')).toBe(`</api/trips?after=${upcoming[29]}>; rel="next"`);
    for (const limit of ['0', '101', 'ten', '1.5']) {
      const refused = await browser.get(`/api/trips?limit=${limit}`);
      expect(refused).toMatchObject({ status: 400, body: { message: english(tripMessages.pageLimit) } });
    }
    const stranger = await signedInClient(server);
    const unknown = await stranger.browser.get(`/api/trips?limit=5&after=${upcoming[0]}`);
    expect(unknown).toMatchObject({ status: 400, body: { message: english(tripMessages.pageAfter) } });
    const status = await browser.get('/api/trips?limit=5&status=done');
    expect(status.status).toBe(400);
  });

  it('GraphQL: follows endCursor page by page to every trip, once each, newest first', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    for (;;) {
      const result: GraphQLResult<Page> = await browser.graphql<Page>(PAGE, { after });
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data!.trips;
      sizes.push(edges.length);
      seen.push(...edges.map((edge) => edge.node.id));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
      expect(seen.length).toBeLessThan(TRIPS);
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(seen).toEqual(upcoming);
  });
});
