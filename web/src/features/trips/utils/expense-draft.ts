import type { ExpenseCategory, ExpenseInput, ExpenseSplit, TripExpensesFragment } from '@/gql/graphql';
import { minorDigits } from '@/lib/money';

// The Add/Edit Expense form's values as typed, and the ExpenseInput the API
// takes (docs/product/expenses.md, issue #17 item 3). The server checks
// every rule again and names the field it refuses; these checks only catch
// what can be told before sending.

type Ledger = TripExpensesFragment['expenses'];
export type Expense = Ledger['expenses'][number];
export type ExpensePerson = Ledger['people'][number];

export const EXPENSE_CATEGORIES = [
  'accommodation',
  'meals',
  'activities',
  'transportation',
  'flights',
  'shopping',
  'fees',
  'other',
] as const satisfies readonly ExpenseCategory[];

export const EXPENSE_SPLITS = ['equal', 'shares', 'exact'] as const satisfies readonly ExpenseSplit[];

export interface ExpenseDraft {
  amount: string;
  currency: string;
  category: ExpenseCategory;
  /** '' for no day. */
  day: string;
  paidBy: string;
  split: ExpenseSplit;
  /** Per user id: ticked (equal), shares ('0' leaves them out) or an amount ('' leaves them out). */
  chosen: Record<number, boolean>;
  shares: Record<number, string>;
  amounts: Record<number, string>;
  note: string;
  phpRate: string;
}

export type ExpenseField = 'amount' | 'currency' | 'category' | 'day' | 'paidBy' | 'participants' | 'note' | 'phpRate';
export type ExpenseErrors = Partial<Record<ExpenseField, string>>;

export const NOTE_MAX = 300;

/** A new expense (paid by `me`, split equally among everyone on the trip), or the one being edited. */
export function toExpenseDraft(
  expense: Expense | null,
  people: readonly ExpensePerson[],
  currency: string,
  me: number,
) {
  const ids = people.map((person) => person.userId);
  const by = <T>(value: (id: number) => T) => Object.fromEntries(ids.map((id) => [id, value(id)]));
  if (!expense) {
    return {
      amount: '',
      currency,
      category: 'meals',
      day: '',
      paidBy: String(ids.includes(me) ? me : ids[0]),
      split: 'equal',
      chosen: by(() => true),
      shares: by(() => '1'),
      amounts: by(() => ''),
      note: '',
      phpRate: '',
    } satisfies ExpenseDraft;
  }
  const share = (id: number) => expense.shares.find((part) => part.userId === id);
  return {
    amount: expense.amount,
    currency: expense.currency,
    category: expense.category,
    day: expense.day === null ? '' : String(expense.day),
    paidBy: String(expense.paidBy),
    split: expense.split,
    chosen: by((id) => Boolean(share(id))),
    shares: by((id) => String(expense.split === 'shares' ? (share(id)?.weight ?? 0) : 1)),
    amounts: by((id) => (expense.split === 'exact' ? (share(id)?.amount ?? '') : '')),
    note: expense.note,
    phpRate: expense.rateSource === 'traveler' ? expense.phpRate : '',
  } satisfies ExpenseDraft;
}

/** "1500.5" in a currency of 2 minor digits is 150050; null when it is not such an amount (as the API reads it). */
export function parseMinor(text: string, digits: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

/** Who the split includes, with their shares or amount. */
function participants(draft: ExpenseDraft, people: readonly ExpensePerson[]): ExpenseInput['participants'] {
  return people.flatMap(({ userId }) => {
    if (draft.split === 'equal') return draft.chosen[userId] ? [{ userId }] : [];
    if (draft.split === 'shares') {
      const shares = Number(draft.shares[userId]);
      return shares > 0 ? [{ userId, shares }] : [];
    }
    const amount = draft.amounts[userId]?.trim();
    return amount ? [{ userId, amount }] : [];
  });
}

/** What is still to be assigned in an exact split, in minor units (negative when over); null while unreadable. */
export function leftToAssign(draft: ExpenseDraft, people: readonly ExpensePerson[]): number | null {
  const digits = minorDigits(draft.currency);
  const total = parseMinor(draft.amount, digits);
  const parts = participants(draft, people).map((part) => parseMinor(part.amount ?? '', digits));
  if (total === null || parts.includes(null)) return null;
  return parts.reduce<number>((left, part) => left - part!, total);
}

export function validateExpenseDraft(
  draft: ExpenseDraft,
  people: readonly ExpensePerson[],
  {
    needsRate,
    errors,
  }: { needsRate: boolean; errors: { amount: string; nobody: string; rate: string; note: string; exactSum: string } },
): ExpenseErrors {
  const found: ExpenseErrors = {};
  if (!parseMinor(draft.amount, minorDigits(draft.currency))) found.amount = errors.amount;
  if (participants(draft, people).length === 0) found.participants = errors.nobody;
  else if (draft.split === 'exact' && leftToAssign(draft, people) !== 0) found.participants = errors.exactSum;
  if (draft.note.trim().length > NOTE_MAX) found.note = errors.note;
  if (needsRate && !(Number(draft.phpRate) > 0)) found.phpRate = errors.rate;
  return found;
}

export function fromExpenseDraft(draft: ExpenseDraft, people: readonly ExpensePerson[]): ExpenseInput {
  return {
    amount: draft.amount.trim(),
    currency: draft.currency,
    category: draft.category,
    day: draft.day ? Number(draft.day) : null,
    paidBy: Number(draft.paidBy),
    split: draft.split,
    participants: participants(draft, people),
    note: draft.note.trim(),
    phpRate: draft.phpRate.trim() || null,
  };
}
