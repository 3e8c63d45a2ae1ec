// Travel deals (docs/product/deals-and-quotes.md): the curated SAMPLE offers in
// api/data/deals.json, served from the deals table.
//
// Seeding: the file is the source of truth. Each process upserts it into the
// table once, before its first read, and removes rows the file no longer has.
// Upserts by id are idempotent and safe when several processes start at once,
// and need no separate seed step after a migration, in either database mode.
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { DEAL_TYPES, loadDealData, type DealRecord } from './deal-data.js';

const filterSchema = z
  .object(
    {
      type: z.enum(DEAL_TYPES, { error: 'deals:type' }).nullish(),
      featuredOnly: z.boolean({ error: 'deals:featuredOnly' }).nullish(),
    },
    { error: 'deals:notObject' },
  )
  .default({});

export type DealFilter = z.input<typeof filterSchema>;

/** Pothos passes the fields a GraphQL query selects; other callers get whole rows. */
export type DealSelection = Pick<Prisma.DealFindManyArgs, 'select'>;

/** The deals' calendar: a deal valid until a day is offered through that whole day in Manila. */
const TIME_ZONE = 'Asia/Manila';

/** Today's date in Manila, as the midnight-UTC Date that Prisma compares with a DATE column. */
export function manilaToday(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  return new Date(`${day}T00:00:00.000Z`);
}

const row = (deal: DealRecord) => ({ ...deal, validUntil: new Date(`${deal.validUntil}T00:00:00.000Z`) });

export function createDealsService(deps: {
  prisma: PrismaClient;
  /** Tests pin the clock; the default is the real one. */
  now?: () => Date;
  /** Tests pass their own catalogue; the default is api/data/deals.json. */
  catalogue?: DealRecord[];
}) {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  let synced: Promise<void> | undefined;

  async function syncCatalogue() {
    const deals = (deps.catalogue ?? loadDealData()).map(row);
    await prisma.$transaction([
      ...deals.map(({ id, ...fields }) =>
        prisma.deal.upsert({ where: { id }, create: { id, ...fields }, update: fields }),
      ),
      prisma.deal.deleteMany({ where: { id: { notIn: deals.map((deal) => deal.id) } } }),
    ]);
  }

  /** Once per process; a failed attempt is retried by the next read. */
  function ensureCatalogue(): Promise<void> {
    synced ??= syncCatalogue().catch((error: unknown) => {
      synced = undefined;
      throw error;
    });
    return synced;
  }

  return {
    ensureCatalogue,

    /**
     * Deals still on offer (valid until today or later, Manila time), optionally
     * of one type or featured only: featured first, then the soonest to end.
     */
    async list(filter: unknown, selection: DealSelection = {}) {
      const { type, featuredOnly } = parseInput(filterSchema, filter);
      await ensureCatalogue();
      return prisma.deal.findMany({
        ...selection,
        where: {
          validUntil: { gte: manilaToday(now()) },
          ...(type ? { type } : {}),
          ...(featuredOnly ? { featured: true } : {}),
        },
        orderBy: [{ featured: 'desc' }, { validUntil: 'asc' }, { id: 'asc' }],
      });
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
