import type { expenseForm } from '@lakbay/validation/expenses';
import type { z } from 'zod';

import type { TripExpensesFragment } from '@/gql/graphql';

// The Add/Edit Expense form's values as typed (docs/product/expenses.md,
// issue #17 item 3). Its rules, and the ExpenseInput they turn the values
// into, are the API's: validation/src/expenses.ts.

export type Ledger = TripExpensesFragment['expenses'];
export type Expense = Ledger['expenses'][number];
export type ExpensePerson = Ledger['people'][number];

export type ExpenseFormValues = z.input<ReturnType<typeof expenseForm>>;

/** A new expense (paid by `me`, split equally among everyone on the trip, no category yet), or the one being edited. */
export function toExpenseFormValues(
  expense: Expense | null,
  people: readonly ExpensePerson[],
  currency: string,
  me: number,
): ExpenseFormValues {
  const ids = people.map((person) => person.userId);
  if (!expense) {
    return {
      amount: '',
      currency,
      // Chosen by the traveler, never a default (docs/product/expenses.md).
      category: '',
      day: '',
      paidBy: String(ids.includes(me) ? me : ids[0]),
      split: 'equal',
      people: ids.map((userId) => ({ userId, chosen: true, shares: '1', amount: '' })),
      note: '',
      phpRate: '',
    };
  }
  const share = (id: number) => expense.shares.find((part) => part.userId === id);
  return {
    amount: expense.amount,
    currency: expense.currency,
    category: expense.category,
    day: expense.day === null ? '' : String(expense.day),
    paidBy: String(expense.paidBy),
    split: expense.split,
    people: ids.map((userId) => ({
      userId,
      chosen: Boolean(share(userId)),
      shares: String(expense.split === 'shares' ? (share(userId)?.weight ?? 0) : 1),
      amount: expense.split === 'exact' ? (share(userId)?.amount ?? '') : '',
    })),
    note: expense.note,
    phpRate: expense.rateSource === 'traveler' ? expense.phpRate : '',
  };
}
