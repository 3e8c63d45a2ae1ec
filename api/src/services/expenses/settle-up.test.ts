// Settle-up and exact money (issue #17 items 3 and 5), proved over random
// trips with fast-check: random people, currencies (with the rate table's
// rates and typed-in ones), amounts, splits. Whatever they are, every split
// adds up to its expense exactly, the balances sum to exactly zero, and
// paying the suggested transfers leaves everyone at zero, with the fewest
// transfers possible.
import { formatMinor, minorDigits, parseMinor } from '@lakbay/validation/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPhilippines } from '../../domain/catalogue/philippines-data.js';
import { allocate, canonicalRate, fromCentavos, toCentavos } from '../../domain/money/money.js';
import { balances, EXACT_LIMIT, settle, type ShareMove } from './settle-up.js';

const tableRates = loadPhilippines().pesoRates.map((rate) => ({
  currency: rate.currency,
  rate: canonicalRate(rate.php)!,
}));

/** A currency with its rate: the table's, pesos, or one a traveler typed for a currency the table lacks. */
const currencyWithRate = fc.oneof(
  fc.constantFrom(...tableRates),
  fc.constant({ currency: 'PHP', rate: '1' }),
  fc.record({
    currency: fc.constantFrom('CHF', 'TWD', 'BHD', 'INR', 'CLF'),
    rate: fc
      .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 99_999_999 }))
      .map(([whole, fraction]) => canonicalRate(`${whole}.${String(fraction).padStart(8, '0')}`))
      .filter((rate): rate is string => rate !== null),
  }),
);

/** One expense among `people` people: who paid, for whom, how split, in which currency. */
const expense = (people: number) =>
  fc
    .record({
      money: currencyWithRate,
      amount: fc.integer({ min: 1, max: 50_000_000 }),
      payer: fc.integer({ min: 0, max: people - 1 }),
      split: fc.uniqueArray(fc.integer({ min: 0, max: people - 1 }), { minLength: 1, maxLength: people }),
      kind: fc.constantFrom('equal', 'shares', 'exact'),
      weights: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: people, maxLength: people }),
    })
    .filter(({ money, amount }) => toCentavos(amount, minorDigits(money.currency), money.rate) > 0);

const trip = fc
  .integer({ min: 1, max: 21 })
  .chain((people) =>
    fc.record({ people: fc.constant(people), expenses: fc.array(expense(people), { maxLength: 40 }) }),
  );

type GeneratedTrip = typeof trip extends fc.Arbitrary<infer T> ? T : never;

/** The share moves of a trip's expenses, converted and split as the expense service does. */
function movesOf({ expenses }: GeneratedTrip) {
  return expenses.flatMap(({ money, amount, payer, split, kind, weights }) => {
    const centavos = toCentavos(amount, minorDigits(money.currency), money.rate);
    // An exact split's weights are amounts in the currency that add up to the expense.
    const splitWeights =
      kind === 'equal'
        ? split.map(() => 1)
        : kind === 'shares'
          ? split.map((person) => weights[person]!)
          : allocate(
              amount,
              split.map((person) => weights[person]!),
            );
    const usable = splitWeights.some((weight) => weight > 0);
    const parts = usable ? allocate(centavos, splitWeights) : [];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(usable ? centavos : 0);
    return parts.map((part, index): ShareMove => ({ payer, debtor: split[index]!, centavos: part }));
  });
}

describe('settle-up', () => {
  it('balances always sum to exactly zero, and the suggested transfers zero every balance', () => {
    fc.assert(
      fc.property(trip, (generated) => {
        const people = Array.from({ length: generated.people }, (_, index) => index);
        const all = balances(people, movesOf(generated));
        expect(all.reduce((sum, entry) => sum + entry.balance, 0)).toBe(0);
        for (const entry of all) expect(entry.balance).toBe(entry.paid - entry.owed);

        const transfers = settle(all);
        const after = new Map(all.map((entry) => [entry.userId, entry.balance]));
        for (const { from, to, centavos } of transfers) {
          expect(centavos).toBeGreaterThan(0);
          expect(from).not.toBe(to);
          after.set(from, after.get(from)! + centavos);
          after.set(to, after.get(to)! - centavos);
        }
        expect([...after.values()].every((balance) => balance === 0)).toBe(true);
        const open = all.filter((entry) => entry.balance !== 0).length;
        expect(transfers.length).toBeLessThanOrEqual(Math.max(open - 1, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the fewest transfers: groups that even out among themselves settle separately', () => {
    // A owes B 10, C owes D 25, E owes F and G 5 each: three groups, four transfers (greedy would pair across groups).
    const all = [
      { userId: 1, balance: -1000 },
      { userId: 2, balance: 1000 },
      { userId: 3, balance: -2500 },
      { userId: 4, balance: 2500 },
      { userId: 5, balance: -1000 },
      { userId: 6, balance: 500 },
      { userId: 7, balance: 500 },
    ];
    expect(settle(all)).toHaveLength(4);
    // The same check against brute force for random small groups: the count is people minus the most zero-sum groups.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 7 }), (values) => {
        const debts = [...values, -values.reduce((a, b) => a + b, 0)].map((balance, userId) => ({ userId, balance }));
        const open = debts.filter((entry) => entry.balance !== 0).map((entry) => entry.balance);
        expect(settle(debts)).toHaveLength(open.length - mostZeroGroups(open));
      }),
      { numRuns: 300 },
    );
  });

  it('settles more people than the exact search covers, still with at most one transfer fewer than the people', () => {
    const many = Array.from({ length: EXACT_LIMIT + 4 }, (_, index) => ({
      userId: index,
      balance: index % 2 ? 700 : -700,
    }));
    const transfers = settle(many);
    expect(transfers.length).toBeLessThanOrEqual(many.length - 1);
    expect(transfers.reduce((sum, transfer) => sum + transfer.centavos, 0)).toBe(700 * (many.length / 2));
  });
});

/** Brute force: the most disjoint groups with sum zero that the values split into. */
function mostZeroGroups(values: number[]): number {
  if (values.length === 0) return 0;
  const [first, ...rest] = values;
  let best = 0;
  // The group holding the first value: try every subset of the rest to join it.
  for (let mask = 0; mask < 1 << rest.length; mask++) {
    const group = rest.filter((_, index) => mask & (1 << index));
    if (first! + group.reduce((a, b) => a + b, 0) !== 0) continue;
    best = Math.max(best, 1 + mostZeroGroups(rest.filter((_, index) => !(mask & (1 << index)))));
  }
  return best;
}

describe('exact money', () => {
  it('reads and writes amounts in minor units without floating point', () => {
    // Reading amounts: validation/src/expenses.test.ts.
    expect(formatMinor(150050, 2)).toBe('1500.50');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(3000, 0)).toBe('3000');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(0, 2, 3, 4), (minor, digits) => {
        expect(parseMinor(formatMinor(minor, digits), digits)).toBe(minor);
      }),
    );
  });

  it('converts to pesos exactly, rounding half-centavos up', () => {
    // ¥10,000 at 0.3742 (the table's rate until May 2026) is ₱3,742.00; ¥1 is ₱0.3742, rounded to 37 centavos.
    expect(toCentavos(10000, 0, '0.3742')).toBe(374200);
    expect(toCentavos(1, 0, '0.3742')).toBe(37);
    expect(toCentavos(1, 0, '0.375')).toBe(38);
    // US$19.99 at 57.942: ₱1,158.26 (1158.26058).
    expect(toCentavos(1999, 2, '57.942')).toBe(115826);
    expect(fromCentavos(374200, 0, '0.3742')).toBe(10000);
    expect(canonicalRate(0.0023332)).toBe('0.0023332');
    expect(canonicalRate('00.50')).toBe('0.5');
    expect(canonicalRate('0')).toBeNull();
    expect(canonicalRate('-1')).toBeNull();
    expect(canonicalRate('1e5')).toBeNull();
  });

  it('splits any total into parts that add up to it exactly, in proportion to the weights', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [1, 3])).toEqual([250, 750]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1));
        },
      ),
    );
  });
});
