// The shape of api/data/deals.json: the curated sample deals (docs/product/deals-and-quotes.md). Loaded
// and checked once per process; the same checks run in a test.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const DEAL_TYPES = ['flight', 'hotel', 'package'] as const;
export type DealTypeName = (typeof DEAL_TYPES)[number];

const text = z.string().trim().min(1);
const peso = z.number().int().positive();

const dealSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,60}$/, 'ids are lower-case slugs'),
    type: z.enum(DEAL_TYPES),
    title: text.max(80),
    description: text.max(300),
    originalPrice: peso,
    discountedPrice: peso,
    currency: z.literal('PHP'),
    validUntil: z.iso.date(),
    /** A local cover in the web app (web/src/features/deals/components/deal-cover.tsx), never a URL. */
    imageKey: z.string().regex(/^[a-z0-9-]+$/),
    provider: text.max(60),
    featured: z.boolean(),
  })
  .refine((deal) => deal.discountedPrice < deal.originalPrice, {
    message: 'discountedPrice must be below originalPrice',
  });

export type DealRecord = z.infer<typeof dealSchema>;

const dealFileSchema = z
  .object({ about: text, deals: z.array(dealSchema).min(1) })
  .refine((file) => new Set(file.deals.map((deal) => deal.id)).size === file.deals.length, {
    message: 'deal ids must be unique',
  });

/** Whole percent off, from the two prices: the only place the discount is worked out. */
export const discountPercent = (deal: { originalPrice: number; discountedPrice: number }) =>
  Math.round((1 - deal.discountedPrice / deal.originalPrice) * 100);

export function parseDealData(raw: unknown): DealRecord[] {
  return dealFileSchema.parse(raw).deals;
}

export function loadDealData(): DealRecord[] {
  const file = new URL('../../../data/deals.json', import.meta.url);
  return parseDealData(JSON.parse(readFileSync(file, 'utf8')));
}
