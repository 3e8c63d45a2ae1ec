// The deals service on a real database: the catalogue is upserted once per
// process and mirrors the file, and only deals valid today in Manila are offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { loadDealData, type DealRecord } from './deal-data.js';
import { createDealsService, manilaToday } from './deals.js';

const deal = (id: string, fields: Partial<DealRecord> = {}): DealRecord => ({
  id,
  type: 'flight',
  title: `Deal ${id}`,
  description: 'A test deal.',
  originalPrice: 10000,
  discountedPrice: 7000,
  currency: 'PHP',
  validUntil: '2026-11-22',
  imageKey: 'tokyo',
  provider: 'Test Air',
  featured: false,
  ...fields,
});

describe('the deals service', () => {
  let server: TestServer;
  const prisma = () => server.database.prisma;
  const ids = (deals: { id: string }[]) => deals.map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('takes today from the Manila calendar', () => {
    // 15:59 UTC is 23:59 in Manila; 16:00 UTC is already the next day there.
    expect(manilaToday(new Date('2026-11-22T15:59:59Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(manilaToday(new Date('2026-11-22T16:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('upserts the data file once, idempotently, and offers only deals still valid', async () => {
    const now = () => new Date('2026-11-22T04:00:00Z');
    const first = createDealsService({ prisma: prisma(), now });
    const offered = await first.list({});
    const file = loadDealData();
    expect(await prisma().deal.count()).toBe(file.length);
    expect(ids(offered).sort()).toEqual(ids(file.filter((row) => row.validUntil >= '2026-11-22')).sort());
    expect(ids(offered)).not.toContain('mnl-osaka-cebu-pacific-2023');
    // Featured first, then the soonest to end.
    const featured = offered.filter((row) => row.featured);
    expect(offered.slice(0, featured.length)).toEqual(featured);

    // A second process syncs again: same rows, nothing duplicated.
    await createDealsService({ prisma: prisma(), now }).ensureCatalogue();
    expect(await prisma().deal.count()).toBe(file.length);
  });

  it('filters by type and featured flag, and refuses an unknown type', async () => {
    const deals = createDealsService({ prisma: prisma(), now: () => new Date('2026-11-22T04:00:00Z') });
    for (const type of ['flight', 'hotel', 'package'] as const) {
      const rows = await deals.list({ type });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.type === type)).toBe(true);
    }
    const featured = await deals.list({ featuredOnly: true });
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((row) => row.featured)).toBe(true);
    expect((await deals.list({ featuredOnly: false })).length).toBeGreaterThan(featured.length);
    const featuredHotels = await deals.list({ type: 'hotel', featuredOnly: true });
    expect(featuredHotels.every((row) => row.type === 'hotel' && row.featured)).toBe(true);
    await expect(deals.list({ type: 'cruise' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Deal type must be flight, hotel or package.',
    });
  });

  it('offers a deal through its last day in Manila, mirrors edits and drops removed deals', async () => {
    const catalogue = [deal('ends-today'), deal('ended-yesterday', { validUntil: '2026-11-21' })];
    const late = createDealsService({ prisma: prisma(), catalogue, now: () => new Date('2026-11-22T15:59:00Z') });
    expect(ids(await late.list({}))).toEqual(['ends-today']);
    expect(await prisma().deal.count()).toBe(2);

    const nextDay = createDealsService({
      prisma: prisma(),
      catalogue: [deal('ends-today', { title: 'Renamed' })],
      now: () => new Date('2026-11-22T16:00:00Z'),
    });
    expect(await nextDay.list({})).toEqual([]);
    expect(await prisma().deal.findMany({ select: { id: true, title: true } })).toEqual([
      { id: 'ends-today', title: 'Renamed' },
    ]);
  });
});
