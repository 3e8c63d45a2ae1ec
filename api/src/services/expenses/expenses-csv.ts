// The expenses of a trip as CSV (issue #17 item 6): one row per expense, one
// column per person for their share in pesos, for a spreadsheet. Notes and
// usernames are typed by travelers, so no text cell may run as a formula
// (OWASP's CSV injection advice; issue #33 S9): every text cell is quoted
// (RFC 4180), so a spreadsheet that splits rows on `;`, a tab or `|` instead
// of `,` still reads it as one cell, and one that starts, after any spaces,
// with =, +, -, @ or their full-width forms, a tab or a carriage return is
// prefixed with an apostrophe. Numbers stay bare.
import { formatMinor } from '@lakbay/validation/money';
import type { TripLedger } from './expenses.js';

const FORMULA = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
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
