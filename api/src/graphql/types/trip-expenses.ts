// Shared expenses over GraphQL (issue #17 items 3–5): a thin adapter over
// services/expenses/expenses.ts. Mutations answer the trip, so a client that
// selects `expenses` sees the new balances and budget at once.
import { ExpenseCategory, ExpenseSplit } from '../../generated/prisma/enums.js';
import type { BudgetLine, BudgetReport } from '../../services/expenses/budget.js';
import type { ExpensePerson, ExpenseShareView, ExpenseView, TripLedger } from '../../services/expenses/expenses.js';
import type { Balance, Transfer } from '../../services/expenses/settle-up.js';
import { builder } from '../builder.js';
import { fieldCost } from '../query-cost.js';

const ExpenseCategoryEnum = builder.enumType('ExpenseCategory', {
  description: 'What an expense was for: the day cost categories, then what lies outside the days.',
  values: {
    accommodation: { value: ExpenseCategory.accommodation, description: 'Where the travelers stay.' },
    meals: { value: ExpenseCategory.meals, description: 'Food and drink.' },
    activities: { value: ExpenseCategory.activities, description: 'Tickets, tours, entrance fees of sights.' },
    transportation: { value: ExpenseCategory.transportation, description: 'Getting around: trains, taxis, ferries.' },
    flights: { value: ExpenseCategory.flights, description: 'Flights.' },
    shopping: { value: ExpenseCategory.shopping, description: 'Shopping and pasalubong.' },
    fees: { value: ExpenseCategory.fees, description: 'Travel tax, terminal fees, visas and other fees.' },
    other: { value: ExpenseCategory.other, description: 'Anything else.' },
  },
});

const ExpenseSplitEnum = builder.enumType('ExpenseSplit', {
  description: 'How an expense is divided among the people it was for.',
  values: {
    equal: { value: ExpenseSplit.equal, description: 'The same part each.' },
    shares: { value: ExpenseSplit.shares, description: 'In proportion to whole-number shares.' },
    exact: { value: ExpenseSplit.exact, description: 'Amounts per person that add up to the expense.' },
  },
});

const centavos = (description: string) => ({ description: `${description} In centavos (₱1 = 100).` });

const ExpensePersonRef = builder.objectRef<ExpensePerson>('ExpensePerson').implement({
  description: 'Someone the expenses of a trip name: its owner, its members, and people who have left it.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'Their user id, as `paidBy` and the shares name them.' }),
    username: t.exposeString('username', {
      description: 'Their username; "Deleted account" (in the reader’s language) once they deleted their account.',
    }),
    former: t.exposeBoolean('former', {
      description: 'True when they are no longer on the trip; what they paid and owe still counts.',
    }),
  }),
});

const ExpenseShareRef = builder.objectRef<ExpenseShareView>('ExpenseShare').implement({
  description: 'One person’s part of an expense.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'Whose part it is.' }),
    weight: t.exposeInt('weight', {
      description:
        '1 for an equal split, their shares for a split by shares, their amount in minor units for an exact split.',
    }),
    amount: t.exposeString('amount', { description: 'Their part in the expense’s currency, e.g. "750.25".' }),
    amountPhp: t.exposeInt('amountPhp', centavos('Their part in pesos.')),
  }),
});

const ExpenseRef = builder.objectRef<ExpenseView>('Expense').implement({
  description: 'Money spent on a trip, with the rate it was converted to pesos with when it was recorded.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Names the expense to change or delete it.' }),
    amount: t.exposeString('amount', { description: 'The amount as a decimal string, e.g. "1500.50" or "3000".' }),
    amountMinor: t.exposeInt('amountMinor', { description: 'The amount in the currency’s minor unit.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code.' }),
    category: t.expose('category', { type: ExpenseCategoryEnum, description: 'What it was for.' }),
    day: t.exposeInt('day', { nullable: true, description: 'The trip day it belongs to; null for none.' }),
    paidBy: t.exposeInt('paidBy', { description: 'The user id of who paid.' }),
    split: t.expose('split', { type: ExpenseSplitEnum, description: 'How it is divided.' }),
    note: t.exposeString('note', { description: 'What it was, in the recorder’s words; may be empty.' }),
    phpRate: t.exposeString('phpRate', {
      description: 'Pesos per unit of the currency it was converted with, e.g. "0.3742".',
    }),
    rateDate: t.exposeString('rateDate', { nullable: true, description: 'The date of that rate; null for pesos.' }),
    rateSource: t.exposeString('rateSource', {
      description: '"lakbay" (the dated rate table), "traveler" (typed in for a currency the table lacks) or "peso".',
    }),
    amountPhp: t.exposeInt('amountPhp', centavos('The amount in pesos at that rate.')),
    recordedBy: t.exposeInt('recordedBy', {
      nullable: true,
      description: 'The user id of who wrote it down; null once their account is deleted.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was recorded.' }),
    shares: t.field({
      type: [ExpenseShareRef],
      description: 'Each person’s part.',
      resolve: (expense) => expense.shares,
    }),
  }),
});

const BalanceRef = builder.objectRef<Balance>('ExpenseBalance').implement({
  description: 'Where one person stands: what they paid for the group against their own shares.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'Whose balance it is.' }),
    paid: t.exposeInt('paid', centavos('What they paid towards others’ shares and their own.')),
    owed: t.exposeInt('owed', centavos('Their shares of every expense.')),
    balance: t.exposeInt('balance', centavos('paid − owed: above zero, others owe them. All balances sum to zero.')),
  }),
});

const TransferRef = builder.objectRef<Transfer>('SettleUpTransfer').implement({
  description: 'One payment of the fewest that settle everyone.',
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'The user id of who pays.' }),
    to: t.exposeInt('to', { description: 'The user id of who receives.' }),
    amountPhp: t.exposeInt('centavos', centavos('How much.')),
  }),
});

const BudgetLineRef = builder.objectRef<BudgetLine>('BudgetLine').implement({
  description: 'Planned against spent for one category, one day or the whole trip.',
  fields: (t) => ({
    planned: t.exposeInt('planned', { description: 'Planned, in the minor unit of the trip’s currency.' }),
    plannedPhp: t.exposeInt('plannedPhp', {
      nullable: true,
      ...centavos('Planned in pesos, at today’s rate; null when the trip’s currency has no rate.'),
    }),
    spent: t.exposeInt('spent', {
      nullable: true,
      description:
        'Spent, in the minor unit of the trip’s currency; null when some of it cannot be shown in that currency.',
    }),
    spentPhp: t.exposeInt('spentPhp', centavos('Spent in pesos, at each expense’s own rate.')),
  }),
});

const BudgetCategoryRef = builder.objectRef<BudgetReport['categories'][number]>('BudgetCategoryLine').implement({
  description: 'Planned against spent in one expense category.',
  fields: (t) => ({
    category: t.expose('category', { type: ExpenseCategoryEnum, description: 'The category.' }),
    line: t.field({ type: BudgetLineRef, description: 'Its figures.', resolve: (entry) => entry }),
  }),
});

const BudgetDayRef = builder.objectRef<BudgetReport['days'][number]>('BudgetDayLine').implement({
  description: 'Planned against spent on one day of the itinerary.',
  fields: (t) => ({
    day: t.exposeInt('day', {
      nullable: true,
      description: 'The day; null for what belongs to no day (flights, fees).',
    }),
    line: t.field({ type: BudgetLineRef, description: 'Its figures.', resolve: (entry) => entry }),
  }),
});

const BudgetReportRef = builder.objectRef<BudgetReport>('BudgetReport').implement({
  description: 'The saved itinerary’s plan against the trip’s expenses.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'The trip’s currency: `planned` and `spent` are in it.' }),
    phpRate: t.exposeString('phpRate', {
      nullable: true,
      description: 'Pesos per unit of it, today; null when unknown.',
    }),
    rateDate: t.exposeString('rateDate', { nullable: true, description: 'The date of that rate; null for pesos.' }),
    categories: t.field({
      type: [BudgetCategoryRef],
      description: 'Every category.',
      resolve: (report) => report.categories,
    }),
    days: t.field({
      type: [BudgetDayRef],
      description: 'Every day, then the costs outside the days.',
      resolve: (report) => report.days,
    }),
    total: t.field({ type: BudgetLineRef, description: 'The whole trip.', resolve: (report) => report.total }),
  }),
});

const TripExpensesRef = builder.objectRef<TripLedger>('TripExpenses').implement({
  description: 'A trip’s shared expenses, who owes whom, and the budget against them.',
  fields: (t) => ({
    people: t.field({
      type: [ExpensePersonRef],
      description: 'Everyone the expenses may name.',
      resolve: (ledger) => ledger.people,
    }),
    expenses: t.field({ type: [ExpenseRef], description: 'Oldest first.', resolve: (ledger) => ledger.expenses }),
    balances: t.field({
      type: [BalanceRef],
      description: 'Each person’s balance.',
      resolve: (ledger) => ledger.balances,
    }),
    transfers: t.field({
      type: [TransferRef],
      description: 'The fewest payments that settle every balance.',
      resolve: (ledger) => ledger.transfers,
    }),
    budget: t.field({
      type: BudgetReportRef,
      description: 'Planned against spent.',
      resolve: (ledger) => ledger.budget,
    }),
  }),
});

builder.prismaObjectFields('Trip', (t) => ({
  expenses: t.field({
    type: TripExpensesRef,
    description: 'Shared expenses, balances, settle-up and budget against actual; everyone on the trip reads them.',
    extensions: fieldCost({ queries: 4 }),
    resolve: async (trip, _args, context) =>
      context.services.expenses.ledger(context.userId, trip.id, await context.locale()),
  }),
}));

const ExpenseParticipantInput = builder.inputType('ExpenseParticipantInput', {
  description: 'Someone an expense is split with.',
  fields: (t) => ({
    userId: t.int({ required: true, description: 'Their user id; they must be on the trip.' }),
    shares: t.int({ required: false, description: 'For a split by shares: 1 to 1000 (default 1).' }),
    amount: t.string({ required: false, description: 'For an exact split: their amount, e.g. "750.25".' }),
  }),
});

const ExpenseInput = builder.inputType('ExpenseInput', {
  description: 'An expense as recorded (docs/product/expenses.md).',
  fields: (t) => ({
    amount: t.string({ required: true, description: 'More than 0, with at most the currency’s decimals: "1500.50".' }),
    currency: t.string({ required: true, description: 'Any ISO 4217 code, e.g. JPY.' }),
    category: t.field({ type: ExpenseCategoryEnum, required: true, description: 'What it was for.' }),
    day: t.int({ required: false, description: 'The trip day it belongs to, or null.' }),
    paidBy: t.int({ required: true, description: 'The user id of who paid; on the trip.' }),
    split: t.field({ type: ExpenseSplitEnum, required: true, description: 'How it is divided.' }),
    participants: t.field({ type: [ExpenseParticipantInput], required: true, description: 'Who it is split with.' }),
    note: t.string({ required: false, description: 'What it was: at most 300 characters.' }),
    phpRate: t.string({
      required: false,
      description: 'Pesos per unit, only for a currency without a dated rate (e.g. "0.0123"); ignored otherwise.',
    }),
  }),
});

const tripIdArg = { required: true, description: 'The trip id.' } as const;
const expenseIdArg = { required: true, description: 'The expense’s `id`.' } as const;

builder.mutationFields((t) => ({
  addExpense: t.prismaField({
    type: 'Trip',
    description: 'Records an expense on a trip you own or edit. FORBIDDEN for viewers; CONFLICT on a canceled trip.',
    args: {
      tripId: t.arg.int(tripIdArg),
      input: t.arg({ type: ExpenseInput, required: true, description: 'The expense.' }),
    },
    resolve: async (query, _root, { tripId, input }, context) => {
      await context.services.expenses.add(context.userId, tripId, input);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  updateExpense: t.prismaField({
    type: 'Trip',
    description: 'Replaces an expense. It keeps its rate unless the amount or the currency changes.',
    args: {
      tripId: t.arg.int(tripIdArg),
      expenseId: t.arg.int(expenseIdArg),
      input: t.arg({ type: ExpenseInput, required: true, description: 'The expense.' }),
    },
    resolve: async (query, _root, { tripId, expenseId, input }, context) => {
      await context.services.expenses.update(context.userId, tripId, expenseId, input);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  deleteExpense: t.prismaField({
    type: 'Trip',
    description: 'Deletes an expense.',
    args: { tripId: t.arg.int(tripIdArg), expenseId: t.arg.int(expenseIdArg) },
    resolve: async (query, _root, { tripId, expenseId }, context) => {
      await context.services.expenses.remove(context.userId, tripId, expenseId);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
}));
