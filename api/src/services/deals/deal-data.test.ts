// api/data/deals.json against its schema and docs/product/deals-and-quotes.md (six sample deals of three
// types, 20 to 40 percent off, PHP), and the checks against broken copies.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { discountPercent, loadDealData, parseDealData } from './deal-data.js';

const raw = () => JSON.parse(readFileSync(new URL('../../../data/deals.json', import.meta.url), 'utf8'));

function problems(mutate: (file: ReturnType<typeof raw>) => void): string[] {
  const file = raw();
  mutate(file);
  try {
    parseDealData(file);
    return [];
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => issue.message);
  }
}

describe('deal data', () => {
  it('offers six or more current sample deals of every type, 20 to 40 percent off, in PHP', () => {
    const deals = loadDealData();
    // The curated data was written on 2026-11-22; deals after it are the ones on offer.
    const current = deals.filter((deal) => deal.validUntil >= '2026-11-22');
    expect(current.length).toBeGreaterThanOrEqual(6);
    expect(new Set(current.map((deal) => deal.type))).toEqual(new Set(['flight', 'hotel', 'package']));
    for (const type of ['flight', 'hotel', 'package']) {
      expect(
        current.some((deal) => deal.type === type && deal.featured),
        `a featured ${type}`,
      ).toBe(true);
    }
    for (const deal of deals) {
      expect(discountPercent(deal), deal.id).toBeGreaterThanOrEqual(20);
      expect(discountPercent(deal), deal.id).toBeLessThanOrEqual(40);
      expect(deal.currency).toBe('PHP');
    }
    // The landing page's banner promises "Save up to 40% on hotels".
    expect(Math.max(...deals.filter((deal) => deal.type === 'hotel').map(discountPercent))).toBe(40);
    expect(raw().about).toMatch(/SAMPLE deals/);
    expect(problems(() => {})).toEqual([]);
  });

  it('computes the discount from the prices', () => {
    expect(discountPercent({ originalPrice: 32000, discountedPrice: 22400 })).toBe(30);
    expect(discountPercent({ originalPrice: 3, discountedPrice: 2 })).toBe(33);
  });

  it('rejects duplicate ids, a price that is no discount, another currency and an image URL', () => {
    expect(
      problems((file) => {
        file.deals.push({ ...file.deals[0] });
      }),
    ).toContain('deal ids must be unique');
    expect(
      problems((file) => {
        file.deals[0].discountedPrice = file.deals[0].originalPrice;
      }),
    ).toContain('discountedPrice must be below originalPrice');
    expect(
      problems((file) => {
        file.deals[0].currency = 'USD';
      }),
    ).not.toEqual([]);
    expect(
      problems((file) => {
        file.deals[0].imageKey = 'https://images.example.com/tokyo.jpg';
      }),
    ).not.toEqual([]);
    expect(
      problems((file) => {
        file.deals[0].validUntil = '31/03/2027';
      }),
    ).not.toEqual([]);
  });
});
