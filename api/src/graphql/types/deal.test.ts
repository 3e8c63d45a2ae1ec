// The `deals` query over real HTTP, with the clock pinned to the day the sample
// data was written: public, filtered by type and featured flag, never an
// expired deal, the discount computed from the prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const QUERY = `query ($type: DealType, $featuredOnly: Boolean) {
  deals(type: $type, featuredOnly: $featuredOnly) {
    id type title description originalPrice discountedPrice discountPercent currency validUntil imageKey provider featured
  }
}`;

interface Deal {
  id: string;
  type: string;
  originalPrice: number;
  discountedPrice: number;
  discountPercent: number;
  validUntil: string;
  featured: boolean;
}

describe('deals over GraphQL', () => {
  let server: TestServer;
  const deals = async (variables: Record<string, unknown> = {}) => {
    const result = await TestClient.for(server).graphql<{ deals: Deal[] }>(QUERY, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.deals;
  };

  beforeAll(async () => {
    server = await startTestServer({}, { overrides: { now: () => new Date('2026-11-22T04:00:00Z') } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers a signed-out visitor with every current deal and its computed discount', async () => {
    const all = await deals();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((deal) => deal.id)).not.toContain('mnl-osaka-cebu-pacific-2023');
    for (const deal of all) {
      expect(deal.validUntil >= '2026-11-22', deal.id).toBe(true);
      expect(deal.discountPercent).toBe(Math.round((1 - deal.discountedPrice / deal.originalPrice) * 100));
    }
    expect(all.find((deal) => deal.id === 'mnl-tokyo-pal')).toEqual({
      id: 'mnl-tokyo-pal',
      type: 'flight',
      title: 'Manila to Tokyo round trip',
      description: expect.any(String),
      originalPrice: 32000,
      discountedPrice: 22400,
      discountPercent: 30,
      currency: 'PHP',
      validUntil: '2027-03-31',
      imageKey: 'tokyo',
      provider: 'Philippine Airlines',
      featured: true,
    });
  });

  it('filters by type and by the featured flag', async () => {
    for (const type of ['flight', 'hotel', 'package']) {
      const rows = await deals({ type });
      expect(rows.length, type).toBeGreaterThan(0);
      expect(rows.every((deal) => deal.type === type)).toBe(true);
    }
    const featured = await deals({ featuredOnly: true });
    expect(featured.map((deal) => deal.type).sort()).toEqual(['flight', 'hotel', 'package']);
    expect(await deals({ type: 'hotel', featuredOnly: true })).toEqual(
      featured.filter((deal) => deal.type === 'hotel'),
    );
  });

  it('refuses an unknown type as a bad request, not a server error', async () => {
    const response = await TestClient.for(server).post('/graphql', { query: QUERY, variables: { type: 'cruise' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/cruise/);
  });
});

describe('deals when the sample data has expired', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { overrides: { now: () => new Date('2030-01-01T00:00:00Z') } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('offers nothing rather than a stale deal', async () => {
    const result = await TestClient.for(server).graphql<{ deals: unknown[] }>(QUERY);
    expect(result).toEqual({ data: { deals: [] } });
  });
});
