// The expenses of a trip as CSV (issue #17 item 6): one row per expense, one
// column per person for their share in pesos, for a spreadsheet. RFC 4180
// quoting; text a spreadsheet would run as a formula (=, +, -, @) is prefixed
// with an apostrophe, since notes and usernames are typed by travelers.
import { formatMinor } from '@lakbay/validation/money';
import type { TripLedger } from './expenses.js';

const FORMULA = /^[=+\-@\t\r]/;

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const pesos = (centavos: number) => formatMinor(centavos, 2);

export function expensesCsv(ledger: TripLedger): string {
  const names = new Map(ledger.people.map((person) => [person.userId, person.username]));
  const header = [
    'Recorded',
    'Day',
    'Category',
    'Note',
    'Paid by',
    'Amount',
    'Currency',
    'PHP per unit',
    'Rate date',
    'Rate source',
    'Amount (PHP)',
    'Split',
    ...ledger.people.map((person) => `${person.username} share (PHP)`),
  ];
  const rows = ledger.expenses.map((expense) => {
    const shares = new Map(expense.shares.map((share) => [share.userId, share.amountPhp]));
    return [
      expense.createdAt.toISOString().slice(0, 10),
      expense.day,
      expense.category,
      expense.note,
      names.get(expense.paidBy) ?? '',
      expense.amount,
      expense.currency,
      expense.phpRate,
      expense.rateDate,
      expense.rateSource,
      pesos(expense.amountPhp),
      expense.split,
      ...ledger.people.map((person) => {
        const share = shares.get(person.userId);
        return share === undefined ? null : pesos(share);
      }),
    ];
  });
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
