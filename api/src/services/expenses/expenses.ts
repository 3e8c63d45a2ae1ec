// Shared expenses on a trip (issue #17 items 3–6, docs/product/expenses.md).
// GraphQL (graphql/types/trip-expenses.ts) and REST (rest/trip-expenses.ts)
// are thin adapters over this service.
//
// Rules:
// - Everyone on the trip reads its expenses; the owner and editors record,
//   change and delete them (the trip service decides who is who, so a
//   stranger gets "Trip not found"). A canceled trip's expenses are final.
// - An amount is a whole number of its currency's minor unit. It is converted
//   to pesos once, when recorded, at the dated rate of the same table the
//   planners use (api/data/philippines.json); a currency the table lacks
//   needs the rate the traveler got. The rate, its date and its source stay
//   with the expense, so totals never shift when the table is updated.
//   Changing the amount or the currency converts again; changing anything
//   else keeps the rate.
// - Who paid and everyone in the split must be on the trip. The split's
//   parts add up to the expense exactly, in its currency and in pesos
//   (money.ts allocate), so the balances always sum to zero (settle-up.ts).
import {
  amount,
  category,
  currency,
  note,
  participantList,
  phpRate,
  shares,
  split,
  wholeNumber,
} from '@lakbay/validation/expenses';
import { formatMinor, minorDigits, parseMinor } from '@lakbay/validation/money';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { ExpenseSplit, TripStatus, type ExpenseCategory } from '../../generated/prisma/enums.js';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { PesoRate } from '../../domain/catalogue/philippines-data.js';
import type { TripEvents } from '../trips/trip-events.js';
import { body, rowIdSchema, tripMessages, type TripService } from '../trips/trips.js';
import { budgetReport, type BudgetReport } from './budget.js';
import { allocate, canonicalRate, toCentavos } from '../../domain/money/money.js';
import { balances, settle, type Balance, type Transfer } from './settle-up.js';
import { message } from '../../lib/messages.js';
import { DEFAULT_LOCALE, t, type Locale, type MessageKey } from '../../lib/i18n.js';

export const expenseMessages = {
  notFound: 'trips:expenses.notFound',
  decimals: 'trips:expenses.decimals',
  wholeOnly: 'trips:expenses.wholeOnly',
  tooLarge: 'trips:expenses.tooLarge',
  payer: 'trips:expenses.payer',
  notOnTrip: 'trips:expenses.notOnTrip',
  twice: 'trips:expenses.twice',
  exactMissing: 'trips:expenses.exactMissing',
  noRate: 'trips:expenses.noRate',
  tooMany: 'trips:expenses.tooMany',
} as const;

/** Messages of the rules this service shares with the expense form (validation/src/expenses.ts). */
const amountMessage = 'validation:expenses.amount' satisfies MessageKey;
const rateMessage = 'validation:expenses.rate' satisfies MessageKey;

/** What one trip may hold: enough for a month of a barkada's receipts, bounded for the page and the CSV. */
export const MAX_EXPENSES = 2000;
/** The most centavos one expense may come to: ₱10,000,000 (the table's integers stay far from overflowing). */
const MAX_CENTAVOS = 1_000_000_000;
/**
 * The most minor units one expense may hold in its own currency: what its `amount_minor` column (a
 * PostgreSQL integer) stores. A weak currency can stay under the peso limit above it: ₫2.2 billion is
 * about ₱4.8 million, and answered 500 when the insert overflowed (issue #33 S13).
 */
const MAX_MINOR = 2 ** 31 - 1;

const participantSchema = z.object(
  {
    userId: rowIdSchema.catch(0),
    shares: shares.nullish(),
    amount: amount.nullish(),
  },
  { error: expenseMessages.notOnTrip },
);

const expenseSchema = body({
  amount,
  currency,
  category,
  day: wholeNumber(1, 31, tripMessages.dayMissing).nullish(),
  // A malformed id names nobody on the trip: the same answer as a stranger's id.
  paidBy: rowIdSchema.catch(0),
  split,
  participants: participantList(participantSchema).max(50, expenseMessages.notOnTrip),
  note: note.nullish(),
  phpRate: phpRate.nullish(),
});

export type ExpenseInput = z.input<typeof expenseSchema>;

/** Someone an expense names, with whether they are still on the trip. */
export interface ExpensePerson {
  userId: number;
  username: string;
  /** Off the trip now (left or removed); their expenses and shares still count. */
  former: boolean;
}

export interface ExpenseShareView {
  userId: number;
  weight: number;
  /** Their part in the expense's currency, as a decimal string ("750.25"). */
  amount: string;
  /** Their part in centavos. */
  amountPhp: number;
}

export interface ExpenseView {
  id: number;
  amount: string;
  amountMinor: number;
  currency: string;
  category: ExpenseCategory;
  day: number | null;
  paidBy: number;
  split: ExpenseSplit;
  note: string;
  phpRate: string;
  rateDate: string | null;
  rateSource: string;
  amountPhp: number;
  recordedBy: number | null;
  createdAt: Date;
  shares: ExpenseShareView[];
}

/** Everything the Expenses section of a trip shows. */
export interface TripLedger {
  tripId: number;
  /** The trip's own currency (its itinerary's). */
  currency: string;
  people: ExpensePerson[];
  expenses: ExpenseView[];
  balances: Balance[];
  transfers: Transfer[];
  budget: BudgetReport;
}

const ledgerColumns = {
  id: true,
  userId: true,
  status: true,
  currency: true,
  duration: true,
  destinationCountry: true,
  savedType: true,
  budgetItinerary: true,
  experienceItinerary: true,
  version: true,
  user: { select: { id: true, username: true } },
  members: { select: { user: { select: { id: true, username: true } } }, orderBy: { createdAt: 'asc' } },
} as const;

export function createExpenseService(deps: {
  prisma: PrismaClient;
  trips: Pick<TripService, 'get' | 'getEditable' | 'savedItinerary'>;
  events: Pick<TripEvents, 'publish'>;
  /** The dated rate table (the planner service's), read on every conversion. */
  rates: () => readonly PesoRate[];
}) {
  const { prisma, trips, events } = deps;

  /** A trip the user may add expenses to, with the ids of everyone on it. */
  async function editableTrip(userId: number | null, tripId: unknown) {
    const trip = await trips.getEditable(userId, tripId, {
      select: { id: true, status: true, duration: true, userId: true, members: { select: { userId: true } } },
    });
    if (trip.status === TripStatus.canceled) throw new AppError('CONFLICT', tripMessages.canceled);
    const people = new Set([trip.userId, ...trip.members.map((member) => member.userId)]);
    return { id: trip.id, duration: trip.duration, people };
  }

  /** The rate to convert with: the table's, else the traveler's; pesos need none. */
  function rateFor(currency: string, given: string | number | null | undefined) {
    if (currency === 'PHP') return { phpRate: '1', rateDate: null, rateSource: 'peso' };
    const listed = deps.rates().find((rate) => rate.currency === currency);
    if (listed) return { phpRate: canonicalRate(listed.php)!, rateDate: listed.date, rateSource: 'lakbay' };
    if (given === null || given === undefined || given === '') {
      throw badInput(message(expenseMessages.noRate, { currency }), { field: 'phpRate' });
    }
    const phpRate = canonicalRate(given);
    if (!phpRate) throw badInput(rateMessage, { field: 'phpRate' });
    return { phpRate, rateDate: new Date().toISOString().slice(0, 10), rateSource: 'traveler' };
  }

  /** Checks an expense against the trip and works out its parts; `keep` is the stored rate when it may stay. */
  function priced(
    input: z.output<typeof expenseSchema>,
    trip: { duration: number; people: Set<number> },
    keep?: { currency: string; amountMinor: number; phpRate: string; rateDate: string | null; rateSource: string },
  ) {
    const digits = minorDigits(input.currency);
    const amountText = String(input.amount);
    const amountMinor = parseMinor(amountText, digits);
    if (amountMinor === null) {
      const tooPrecise = /^\s*\d{1,15}\.\d+\s*$/.test(amountText);
      const decimals = digits ? expenseMessages.decimals : expenseMessages.wholeOnly;
      throw badInput(tooPrecise ? message(decimals, { currency: input.currency, digits }) : amountMessage, {
        field: 'amount',
      });
    }
    if (amountMinor === 0) throw badInput(amountMessage, { field: 'amount' });
    if (input.day && input.day > trip.duration) throw badInput(tripMessages.dayMissing, { field: 'day' });
    const { people } = trip;
    if (!people.has(input.paidBy)) throw badInput(expenseMessages.payer, { field: 'paidBy' });
    const ids = input.participants.map((participant) => participant.userId);
    if (new Set(ids).size !== ids.length) throw badInput(expenseMessages.twice, { field: 'participants' });
    if (ids.some((id) => !people.has(id))) throw badInput(expenseMessages.notOnTrip, { field: 'participants' });

    const weights = input.participants.map((participant) => {
      if (input.split === ExpenseSplit.equal) return 1;
      if (input.split === ExpenseSplit.shares) return participant.shares ?? 1;
      const part =
        participant.amount === null || participant.amount === undefined
          ? null
          : parseMinor(String(participant.amount), digits);
      if (part === null) throw badInput(expenseMessages.exactMissing, { field: 'participants' });
      return part;
    });
    if (input.split === ExpenseSplit.exact && weights.reduce((a, b) => a + b, 0) !== amountMinor) {
      const amount = formatMinor(amountMinor, digits);
      throw badInput(message('validation:expenses.exactSum', { amount, currency: input.currency }), {
        field: 'participants',
      });
    }
    if (weights.every((weight) => weight === 0))
      throw badInput(expenseMessages.exactMissing, { field: 'participants' });

    const sameMoney = keep && keep.currency === input.currency && keep.amountMinor === amountMinor;
    const rate = sameMoney ? keep : rateFor(input.currency, input.phpRate);
    const amountPhp = toCentavos(amountMinor, digits, rate.phpRate);
    if (amountMinor > MAX_MINOR || amountPhp > MAX_CENTAVOS)
      throw badInput(expenseMessages.tooLarge, { field: 'amount' });

    const inCurrency = allocate(amountMinor, weights);
    const inPesos = allocate(amountPhp, weights);
    const shares = ids.map((userId, index) => ({
      userId,
      weight: weights[index]!,
      amountMinor: inCurrency[index]!,
      amountPhp: inPesos[index]!,
    }));
    return {
      expense: {
        amountMinor,
        currency: input.currency,
        category: input.category,
        day: input.day ?? null,
        paidById: input.paidBy,
        split: input.split,
        note: input.note ?? '',
        phpRate: rate.phpRate,
        rateDate: rate.rateDate,
        rateSource: rate.rateSource,
        amountPhp,
      },
      shares,
    };
  }

  const parseExpenseId = (id: unknown) => {
    const parsed = rowIdSchema.safeParse(id);
    if (!parsed.success) throw notFound(expenseMessages.notFound);
    return parsed.data;
  };

  return {
    /** The trip's expenses, who owes whom and the budget against them, for anyone on the trip. */
    /**
     * Everything the Expenses section shows. A person whose account was deleted stays in it, as
     * "Deleted account" in `locale`, with what they paid and owe (issue #33 S12).
     */
    async ledger(userId: number | null, tripId: unknown, locale: Locale = DEFAULT_LOCALE): Promise<TripLedger> {
      const trip = await trips.get(userId, tripId, { select: ledgerColumns });
      const rows = await prisma.tripExpense.findMany({
        where: { tripId: trip.id },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: { shares: { orderBy: { userId: 'asc' } } },
      });
      const current = [trip.user, ...trip.members.map((member) => member.user)];
      const currentIds = new Set(current.map((person) => person.id));
      const formerIds = [
        ...new Set(rows.flatMap((row) => [row.paidById, ...row.shares.map((share) => share.userId)])),
      ].filter((id) => !currentIds.has(id));
      const formers = formerIds.length
        ? await prisma.user.findMany({ where: { id: { in: formerIds } }, select: { id: true, username: true } })
        : [];
      const deleted = formerIds.filter((id) => !formers.some((person) => person.id === id)).sort((a, b) => a - b);
      const deletedName = (index: number) =>
        deleted.length === 1
          ? t(locale, 'trips:expenses.deletedAccount')
          : t(locale, 'trips:expenses.deletedAccountNumbered', { number: index + 1 });
      const people: ExpensePerson[] = [
        ...current.map((person) => ({ userId: person.id, username: person.username, former: false })),
        ...formers.map((person) => ({ userId: person.id, username: person.username, former: true })),
        ...deleted.map((id, index) => ({ userId: id, username: deletedName(index), former: true })),
      ];
      const expenses = rows.map(expenseView);
      const all = balances(
        people.map((person) => person.userId),
        rows.flatMap((row) =>
          row.shares.map((share) => ({ payer: row.paidById, debtor: share.userId, centavos: share.amountPhp })),
        ),
      );
      return {
        tripId: trip.id,
        currency: trip.currency,
        people,
        expenses,
        balances: all,
        transfers: settle(all),
        budget: budgetReport(trips.savedItinerary(trip), expenses, deps.rates()),
      };
    },

    /** Records an expense; answers it. */
    async add(userId: number | null, tripId: unknown, input: unknown): Promise<ExpenseView> {
      const parsed = parseInput(expenseSchema, input);
      const trip = await editableTrip(userId, tripId);
      const { expense, shares } = priced(parsed, trip);
      const row = await prisma.$transaction(async (transaction) => {
        if ((await transaction.tripExpense.count({ where: { tripId: trip.id } })) >= MAX_EXPENSES) {
          throw badInput(expenseMessages.tooMany);
        }
        return transaction.tripExpense.create({
          data: { ...expense, tripId: trip.id, recordedById: userId, shares: { create: shares } },
          include: { shares: { orderBy: { userId: 'asc' } } },
        });
      });
      await events.publish(trip.id, { by: userId!, what: 'expenses' });
      return expenseView(row);
    },

    /** Replaces an expense's details (see the top of this file for when it keeps its rate). */
    async update(userId: number | null, tripId: unknown, expenseId: unknown, input: unknown): Promise<ExpenseView> {
      const parsed = parseInput(expenseSchema, input);
      const trip = await editableTrip(userId, tripId);
      const id = parseExpenseId(expenseId);
      const stored = await prisma.tripExpense.findFirst({ where: { id, tripId: trip.id } });
      if (!stored) throw notFound(expenseMessages.notFound);
      const { expense, shares } = priced(parsed, trip, stored);
      const row = await prisma.$transaction(async (transaction) => {
        await transaction.tripExpenseShare.deleteMany({ where: { expenseId: id } });
        return transaction.tripExpense.update({
          where: { id },
          data: { ...expense, shares: { create: shares } },
          include: { shares: { orderBy: { userId: 'asc' } } },
        });
      });
      await events.publish(trip.id, { by: userId!, what: 'expenses' });
      return expenseView(row);
    },

    async remove(userId: number | null, tripId: unknown, expenseId: unknown): Promise<true> {
      const trip = await editableTrip(userId, tripId);
      const { count } = await prisma.tripExpense.deleteMany({
        where: { id: parseExpenseId(expenseId), tripId: trip.id },
      });
      if (count !== 1) throw notFound(expenseMessages.notFound);
      await events.publish(trip.id, { by: userId!, what: 'expenses' });
      return true;
    },
  };
}

function expenseView(row: {
  id: number;
  amountMinor: number;
  currency: string;
  category: ExpenseCategory;
  day: number | null;
  paidById: number;
  split: ExpenseSplit;
  note: string;
  phpRate: string;
  rateDate: string | null;
  rateSource: string;
  amountPhp: number;
  recordedById: number | null;
  createdAt: Date;
  shares: { userId: number; weight: number; amountMinor: number; amountPhp: number }[];
}): ExpenseView {
  const digits = minorDigits(row.currency);
  return {
    id: row.id,
    amount: formatMinor(row.amountMinor, digits),
    amountMinor: row.amountMinor,
    currency: row.currency,
    category: row.category,
    day: row.day,
    paidBy: row.paidById,
    split: row.split,
    note: row.note,
    phpRate: row.phpRate,
    rateDate: row.rateDate,
    rateSource: row.rateSource,
    amountPhp: row.amountPhp,
    recordedBy: row.recordedById,
    createdAt: row.createdAt,
    shares: row.shares.map((share) => ({
      userId: share.userId,
      weight: share.weight,
      amount: formatMinor(share.amountMinor, digits),
      amountPhp: share.amountPhp,
    })),
  };
}

export type ExpenseService = ReturnType<typeof createExpenseService>;
