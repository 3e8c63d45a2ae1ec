import { describe, expect, it } from 'vitest';

import {
  fromExpenseDraft,
  leftToAssign,
  parseMinor,
  toExpenseDraft,
  validateExpenseDraft,
  type Expense,
  type ExpensePerson,
} from '@/features/trips/utils/expense-draft';

const people: ExpensePerson[] = [
  { userId: 1, username: 'ana', former: false },
  { userId: 2, username: 'ben', former: false },
  { userId: 3, username: 'cora', former: false },
];
const errors = { amount: 'amount', nobody: 'nobody', rate: 'rate', note: 'note', exactSum: 'exactSum' };

describe('the expense form', () => {
  it('reads amounts as the API does: minor units, no more decimals than the currency has', () => {
    expect(parseMinor('1500.5', 2)).toBe(150050);
    expect(parseMinor(' 9000 ', 0)).toBe(9000);
    expect(parseMinor('9000.5', 0)).toBeNull();
    expect(parseMinor('-1', 2)).toBeNull();
    expect(parseMinor('1e3', 2)).toBeNull();
  });

  it('starts a new expense paid by me, split equally among everyone, in the trip currency', () => {
    const draft = toExpenseDraft(null, people, 'JPY', 2);
    expect(draft).toMatchObject({ currency: 'JPY', paidBy: '2', split: 'equal', day: '' });
    expect(fromExpenseDraft({ ...draft, amount: '9000' }, people)).toEqual({
      amount: '9000',
      currency: 'JPY',
      category: 'meals',
      day: null,
      paidBy: 2,
      split: 'equal',
      participants: [{ userId: 1 }, { userId: 2 }, { userId: 3 }],
      note: '',
      phpRate: null,
    });
  });

  it('gives back an edited exact split as it was recorded, with the traveler’s own rate', () => {
    const expense = {
      id: 7,
      amount: '40.00',
      amountMinor: 4000,
      currency: 'CHF',
      category: 'activities',
      day: 2,
      paidBy: 1,
      split: 'exact',
      note: 'Gondola',
      phpRate: '70.125',
      rateDate: '2026-11-27',
      rateSource: 'traveler',
      amountPhp: 280500,
      createdAt: '2026-11-27T03:00:00.000Z',
      shares: [
        { userId: 1, weight: 1550, amount: '15.50', amountPhp: 108694 },
        { userId: 2, weight: 2450, amount: '24.50', amountPhp: 171806 },
      ],
    } as Expense;
    const draft = toExpenseDraft(expense, people, 'PHP', 1);
    expect(leftToAssign(draft, people)).toBe(0);
    expect(fromExpenseDraft(draft, people)).toMatchObject({
      amount: '40.00',
      day: 2,
      split: 'exact',
      participants: [
        { userId: 1, amount: '15.50' },
        { userId: 2, amount: '24.50' },
      ],
      phpRate: '70.125',
    });
    const short = { ...draft, amounts: { ...draft.amounts, 2: '20' } };
    expect(leftToAssign(short, people)).toBe(450);
    expect(validateExpenseDraft(short, people, { needsRate: true, errors })).toEqual({ participants: 'exactSum' });
  });

  it('catches what can be told before sending', () => {
    const draft = { ...toExpenseDraft(null, people, 'PHP', 1), amount: '12.345', note: 'x'.repeat(301) };
    const nobody = { ...draft, chosen: { 1: false, 2: false, 3: false } };
    expect(validateExpenseDraft(nobody, people, { needsRate: true, errors })).toEqual({
      amount: 'amount',
      participants: 'nobody',
      note: 'note',
      phpRate: 'rate',
    });
    const byShares = {
      ...draft,
      amount: '100',
      note: '',
      split: 'shares' as const,
      shares: { 1: '2', 2: '0', 3: '1' },
    };
    expect(fromExpenseDraft(byShares, people).participants).toEqual([
      { userId: 1, shares: 2 },
      { userId: 3, shares: 1 },
    ]);
  });
});
