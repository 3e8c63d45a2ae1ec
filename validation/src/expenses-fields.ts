// An expense's choices and limits and the split the form shows as it is typed
// (docs/product/expenses.md), without zod: the Add/Edit Expense dialog uses them
// before its rules (expenses.ts) load.
import { minorDigits, parseMinor } from './money.js';

export const EXPENSE_CATEGORIES = [
  'accommodation',
  'meals',
  'activities',
  'transportation',
  'flights',
  'shopping',
  'fees',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_SPLITS = ['equal', 'shares', 'exact'] as const;
export type ExpenseSplit = (typeof EXPENSE_SPLITS)[number];

export const NOTE_MAX = 300;

/** One person in the form's split: ticked (equal), shares ('0' leaves them out) or an amount ('' leaves them out). */
export interface FormPerson {
  userId: number;
  chosen: boolean;
  shares: string;
  amount: string;
}

/** Who the form's split includes, with their shares or amount, as the API takes them. */
export function splitOf(kind: ExpenseSplit, people: readonly FormPerson[]) {
  return people.flatMap(
    ({ userId, chosen, shares, amount }): { userId: number; shares?: number; amount?: string }[] => {
      if (kind === 'equal') return chosen ? [{ userId }] : [];
      if (kind === 'shares') return Number(shares) > 0 ? [{ userId, shares: Number(shares) }] : [];
      return amount.trim() ? [{ userId, amount: amount.trim() }] : [];
    },
  );
}

/**
 * What is still to be assigned in an exact split, in minor units (negative
 * when over); null while the amount or a part cannot be read.
 */
export function leftToAssign(values: { amount: string; currency: string; people: readonly FormPerson[] }) {
  const digits = minorDigits(values.currency);
  const total = parseMinor(values.amount, digits);
  const parts = splitOf('exact', values.people).map((part) => parseMinor(part.amount ?? '', digits));
  if (total === null || parts.includes(null)) return null;
  return parts.reduce<number>((left, part) => left - part!, total);
}
