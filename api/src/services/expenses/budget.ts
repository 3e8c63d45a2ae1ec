// Budget against actual (issue #17 item 4, docs/product/expenses.md): what the
// saved itinerary planned, per category and per day, beside what the
// expenses came to, in the trip's currency and in pesos.
//
// Planned amounts are the itinerary's day costs (accommodation, meals,
// activities, transportation) and its costs outside the days (flights, fees),
// in the trip's currency. They get their peso figure at today's rate from the
// table; spent amounts use each expense's own stored conversion. A trip in a
// currency the table lacks shows pesos only for what was spent, and its own
// currency only for expenses paid in it.
import { minorDigits } from '@lakbay/validation/money';
import { ExpenseCategory } from '../../generated/prisma/enums.js';
import type { PesoRate } from '../../domain/catalogue/philippines-data.js';
import type { Itinerary } from '@lakbay/validation/itinerary';
import { canonicalRate, fromCentavos, toCentavos } from '../../domain/money/money.js';

export interface BudgetLine {
  /** Planned, in the trip currency's minor unit. */
  planned: number;
  /** Planned in centavos; null when the trip's currency has no rate. */
  plannedPhp: number | null;
  /** Spent, in the trip currency's minor unit; null when some of it cannot be shown in that currency. */
  spent: number | null;
  /** Spent in centavos. */
  spentPhp: number;
}

export interface BudgetReport {
  /** The itinerary's currency, in which `planned` and `spent` are. */
  currency: string;
  /** Pesos per unit of it ("1" for PHP), from the table; null when the table lacks it. */
  phpRate: string | null;
  rateDate: string | null;
  categories: (BudgetLine & { category: ExpenseCategory })[];
  /** Each day of the itinerary, then `day: null` for what belongs to no day (flights, fees). */
  days: (BudgetLine & { day: number | null })[];
  total: BudgetLine;
}

interface SpentExpense {
  currency: string;
  amountMinor: number;
  amountPhp: number;
  category: ExpenseCategory;
  day: number | null;
}

const DAY_CATEGORIES = ['accommodation', 'meals', 'activities', 'transportation'] as const;

export function budgetReport(
  itinerary: Itinerary,
  expenses: readonly SpentExpense[],
  rates: readonly PesoRate[],
): BudgetReport {
  const { currency } = itinerary;
  const digits = minorDigits(currency);
  const listed = rates.find((rate) => rate.currency === currency);
  const phpRate = currency === 'PHP' ? '1' : listed ? canonicalRate(listed.php) : null;
  const minor = (amount: number) => Math.round(amount * 10 ** digits);

  const line = (planned: number, spentHere: readonly SpentExpense[]): BudgetLine => {
    const spentPhp = spentHere.reduce((sum, expense) => sum + expense.amountPhp, 0);
    const inTripCurrency = spentHere.map((expense) => {
      if (expense.currency === currency) return expense.amountMinor;
      return phpRate ? fromCentavos(expense.amountPhp, digits, phpRate) : null;
    });
    return {
      planned,
      plannedPhp: phpRate ? toCentavos(planned, digits, phpRate) : null,
      spent: inTripCurrency.includes(null) ? null : inTripCurrency.reduce<number>((sum, part) => sum + part!, 0),
      spentPhp,
    };
  };

  const plannedByCategory = new Map<ExpenseCategory, number>();
  const add = (category: ExpenseCategory, amount: number) =>
    plannedByCategory.set(category, (plannedByCategory.get(category) ?? 0) + minor(amount));
  for (const day of itinerary.days) for (const category of DAY_CATEGORIES) add(category, day.costs[category]);
  for (const cost of itinerary.extraCosts) add(cost.category ?? ExpenseCategory.other, cost.amount);

  const dayTotal = (day: Itinerary['days'][number]) =>
    DAY_CATEGORIES.reduce((sum, category) => sum + minor(day.costs[category]), 0);
  const outsideDays = itinerary.extraCosts.reduce((sum, cost) => sum + minor(cost.amount), 0);
  const dayNumbers = new Set(itinerary.days.map((day) => day.day));
  // An expense on a day the itinerary no longer has (it was shortened) counts outside the days.
  const dayOf = (expense: SpentExpense) => (expense.day !== null && dayNumbers.has(expense.day) ? expense.day : null);

  const categories = Object.values(ExpenseCategory).map((category) => ({
    category,
    ...line(
      plannedByCategory.get(category) ?? 0,
      expenses.filter((expense) => expense.category === category),
    ),
  }));
  const days = [
    ...itinerary.days.map((day) => ({
      day: day.day,
      ...line(
        dayTotal(day),
        expenses.filter((expense) => dayOf(expense) === day.day),
      ),
    })),
    {
      day: null,
      ...line(
        outsideDays,
        expenses.filter((expense) => dayOf(expense) === null),
      ),
    },
  ];
  const planned = categories.reduce((sum, entry) => sum + entry.planned, 0);
  return {
    currency,
    phpRate,
    rateDate: currency === 'PHP' ? null : (listed?.date ?? null),
    categories,
    days,
    total: line(planned, expenses),
  };
}
