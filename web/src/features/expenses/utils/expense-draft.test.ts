import { expenseForm } from '@lakbay/validation/expenses';
import { leftToAssign } from '@lakbay/validation/expenses-fields';
import { describe, expect, it } from 'vitest';

import { toExpenseFormValues, type Expense, type ExpensePerson } from '@/features/expenses/utils/expense-draft';

const people: ExpensePerson[] = [
  { userId: 1, username: 'ana', former: false },
  { userId: 2, username: 'ben', former: false },
  { userId: 3, username: 'cora', former: false },
];
const form = (needsRate: boolean) => expenseForm(() => needsRate);

/** The message of each field in error, by field. */
const errorsOf = (result: ReturnType<ReturnType<typeof form>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

// Reading amounts in minor units (decision 034): validation/src/expenses.test.ts.
describe('the expense form', () => {
  it('starts a new expense paid by me, split equally among everyone, in the trip currency', () => {
    const values = toExpenseFormValues(null, people, 'JPY', 2);
    expect(values).toMatchObject({ currency: 'JPY', paidBy: '2', split: 'equal', day: '', category: '' });
    expect(form(false).parse({ ...values, amount: '9000', category: 'transportation' })).toEqual({
      amount: '9000',
      currency: 'JPY',
      category: 'transportation',
      day: null,
      paidBy: 2,
      split: 'equal',
      participants: [{ userId: 1 }, { userId: 2 }, { userId: 3 }],
      note: '',
      phpRate: null,
    });
  });

  it('has no category until the traveler chooses one: a van ride is not Meals by default', () => {
    const values = { ...toExpenseFormValues(null, people, 'PHP', 1), amount: '1500' };
    expect(errorsOf(form(false).safeParse(values))).toEqual({ category: 'validation:expenses.category' });
    expect(errorsOf(form(false).safeParse({ ...values, category: 'bribes' }))).toEqual({
      category: 'validation:expenses.category',
    });
    expect(form(false).parse({ ...values, category: 'transportation' }).category).toBe('transportation');
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
    const values = toExpenseFormValues(expense, people, 'PHP', 1);
    expect(leftToAssign(values)).toBe(0);
    expect(form(true).parse(values)).toMatchObject({
      amount: '40.00',
      day: 2,
      split: 'exact',
      participants: [
        { userId: 1, amount: '15.50' },
        { userId: 2, amount: '24.50' },
      ],
      phpRate: '70.125',
    });
    const short = {
      ...values,
      people: values.people.map((person) => (person.userId === 2 ? { ...person, amount: '20' } : person)),
    };
    expect(leftToAssign(short)).toBe(450);
    expect(errorsOf(form(true).safeParse(short))).toEqual({
      people: 'validation:expenses.exactSum{"amount":"40.00","currency":"CHF"}',
    });
  });

  it('catches what can be told before sending', () => {
    const values = {
      ...toExpenseFormValues(null, people, 'PHP', 1),
      category: 'fees',
      amount: '12.345',
      note: 'x'.repeat(301),
    };
    const nobody = { ...values, people: values.people.map((person) => ({ ...person, chosen: false })) };
    expect(errorsOf(form(true).safeParse(nobody))).toEqual({
      amount: 'validation:expenses.amount',
      people: 'validation:expenses.nobody',
      note: 'validation:expenses.note',
      phpRate: 'validation:expenses.rate',
    });
    const byShares = {
      ...values,
      amount: '100',
      note: '',
      split: 'shares' as const,
      people: values.people.map((person) => ({ ...person, shares: { 1: '2', 2: '0', 3: '1' }[person.userId]! })),
    };
    expect(form(false).parse(byShares).participants).toEqual([
      { userId: 1, shares: 2 },
      { userId: 3, shares: 1 },
    ]);
  });
});
