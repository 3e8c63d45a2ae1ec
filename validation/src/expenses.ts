// What an expense is (docs/product/expenses.md): the fields the API builds its
// body from (api/src/services/expenses/expenses.ts adds who is on the trip, the
// rate table and the exact sums), and the Add/Edit Expense form.
import { z } from 'zod';
import { formatMinor, isCurrency, minorDigits, parseMinor } from './money.js';
import { NO_CONTROL_CHARACTERS } from './checks.js';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_SPLITS,
  NOTE_MAX,
  leftToAssign,
  splitOf,
  type ExpenseCategory,
  type FormPerson,
} from './expenses-fields.js';
import { rule } from './rules.js';

const amountMessage = rule('validation:expenses.amount');
const currencyMessage = rule('validation:expenses.currency');
const noteMessage = rule('validation:expenses.note');
const rateMessage = rule('validation:expenses.rate');
const nobodyMessage = rule('validation:expenses.nobody');

/** A decimal as text ("1500.50") or as a number: read exactly later, against its currency. */
const decimalText = (message: string) =>
  z.union([z.string({ error: message }).max(40, message), z.number({ error: message }).finite()], { error: message });

/** A whole number from `min` to `max`; anything else gets `message`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const amount = decimalText(amountMessage);

export const currency = z
  .string({ error: currencyMessage })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && isCurrency(code), currencyMessage);

const categoryMessage = rule('validation:expenses.category');

export const category = z.enum(EXPENSE_CATEGORIES, { error: categoryMessage });

/**
 * The form's category: '' until the traveler chooses one, which they must (no default: a van ride is not
 * Meals unless someone says so).
 */
const chosenCategory = z
  .string({ error: categoryMessage })
  .refine((value) => (EXPENSE_CATEGORIES as readonly string[]).includes(value), categoryMessage)
  .transform((value) => value as ExpenseCategory);

export const split = z.enum(EXPENSE_SPLITS, { error: rule('validation:expenses.split') });

export const shares = wholeNumber(1, 1000, rule('validation:expenses.shares'));

export const note = z
  .string({ error: noteMessage })
  .trim()
  .max(NOTE_MAX, noteMessage)
  .regex(NO_CONTROL_CHARACTERS, noteMessage);

export const phpRate = decimalText(rateMessage);

/** Who the split includes: at least one. */
export const participantList = <Participant extends z.ZodType>(participant: Participant) =>
  z.array(participant, { error: nobodyMessage }).min(1, nobodyMessage);

/** One person in the form's split. */
const formPerson = z.object({
  userId: z.number(),
  chosen: z.boolean(),
  shares: z.string(),
  amount: z.string(),
}) satisfies z.ZodType<FormPerson>;

/**
 * The Add/Edit Expense form: text as typed, one row per person on the trip.
 * `needsRate(currency)`: whether the currency has no dated rate, so the
 * traveler gives theirs. Its values come out as the API's expense input.
 */
export const expenseForm = (needsRate: (currency: string) => boolean) =>
  z
    .object({
      amount: z.string().trim(),
      currency,
      category: chosenCategory,
      /** '' for no day. */
      day: z.string(),
      paidBy: z.string(),
      split,
      people: z.array(formPerson),
      note,
      phpRate: z.string().trim(),
    })
    .superRefine((values, context) => {
      const total = parseMinor(values.amount, minorDigits(values.currency));
      if (!total) context.addIssue({ code: 'custom', path: ['amount'], message: amountMessage });
      if (splitOf(values.split, values.people).length === 0) {
        context.addIssue({ code: 'custom', path: ['people'], message: nobodyMessage });
      } else if (values.split === 'exact' && total && leftToAssign(values) !== 0) {
        context.addIssue({
          code: 'custom',
          path: ['people'],
          message: rule('validation:expenses.exactSum', {
            amount: formatMinor(total, minorDigits(values.currency)),
            currency: values.currency,
          }),
        });
      }
      if (needsRate(values.currency) && !(Number(values.phpRate) > 0)) {
        context.addIssue({ code: 'custom', path: ['phpRate'], message: rateMessage });
      }
    })
    .transform((values) => ({
      amount: values.amount,
      currency: values.currency,
      category: values.category,
      day: values.day ? Number(values.day) : null,
      paidBy: Number(values.paidBy),
      split: values.split,
      participants: splitOf(values.split, values.people),
      note: values.note,
      phpRate: values.phpRate || null,
    }));
