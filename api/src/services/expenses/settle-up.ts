// Who owes whom (issue #17 item 5, docs/product/expenses.md), in centavos.
//
// Balances are built from the shares alone: each share moves its centavos
// from the person who owes it to the person who paid. Every move adds to one
// balance what it takes from another, so the balances always sum to exactly
// zero, whatever the currencies, rates and splits, and even after an account
// (with its shares) is deleted.
//
// Transfers: the fewest that settle everyone. People whose balances sum to
// zero can settle among themselves with one transfer fewer than their number,
// so the fewest transfers is the number of people minus the most groups the
// balances split into that each sum to zero. That is found exactly, over
// subsets, for up to EXACT_LIMIT people who owe or are owed; beyond that the
// largest debtor pays the largest creditor until all are even, which is never
// more than one transfer fewer than the people involved.

/** One share of an expense, in centavos: `debtor` owes it to `payer`. */
export interface ShareMove {
  payer: number;
  debtor: number;
  centavos: number;
}

export interface Balance {
  userId: number;
  /** What they paid for others' shares and their own. */
  paid: number;
  /** Their shares of every expense. */
  owed: number;
  /** paid − owed: above zero, others owe them. */
  balance: number;
}

export interface Transfer {
  from: number;
  to: number;
  centavos: number;
}

/** Exact search up to this many people with a balance (2^16 subsets). */
export const EXACT_LIMIT = 16;

/** Each person's paid, owed and balance, for `people` (in that order) and anyone else the moves name. */
export function balances(people: readonly number[], moves: readonly ShareMove[]): Balance[] {
  const byUser = new Map<number, Balance>();
  const of = (userId: number) => {
    let entry = byUser.get(userId);
    if (!entry) byUser.set(userId, (entry = { userId, paid: 0, owed: 0, balance: 0 }));
    return entry;
  };
  for (const userId of people) of(userId);
  for (const { payer, debtor, centavos } of moves) {
    of(payer).paid += centavos;
    of(payer).balance += centavos;
    of(debtor).owed += centavos;
    of(debtor).balance -= centavos;
  }
  return [...byUser.values()];
}

/** The fewest transfers that bring every balance to zero (see the top of this file). */
export function settle(all: readonly Pick<Balance, 'userId' | 'balance'>[]): Transfer[] {
  const open = all.filter((entry) => entry.balance !== 0);
  if (open.length === 0) return [];
  const groups = open.length <= EXACT_LIMIT ? zeroSumGroups(open) : [open];
  return groups.flatMap(settleGroup);
}

/** Largest debtor pays largest creditor: one transfer evens at least one of them. */
function settleGroup(group: readonly Pick<Balance, 'userId' | 'balance'>[]): Transfer[] {
  const left = group.map((entry) => ({ ...entry }));
  const transfers: Transfer[] = [];
  for (;;) {
    const debtor = left.reduce((a, b) => (b.balance < a.balance ? b : a));
    const creditor = left.reduce((a, b) => (b.balance > a.balance ? b : a));
    if (debtor.balance === 0 || creditor.balance === 0) return transfers;
    const centavos = Math.min(-debtor.balance, creditor.balance);
    transfers.push({ from: debtor.userId, to: creditor.userId, centavos });
    debtor.balance += centavos;
    creditor.balance -= centavos;
  }
}

/** Splits the balances into as many groups as possible that each sum to zero (dynamic programming over subsets). */
function zeroSumGroups<T extends { balance: number }>(open: readonly T[]): T[][] {
  const size = 1 << open.length;
  const sums = new Float64Array(size);
  const most = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sums[mask] = sums[mask & (mask - 1)]! + open[low]!.balance;
    let best = 0;
    for (let bit = 0; bit < open.length; bit++) {
      if (mask & (1 << bit)) best = Math.max(best, most[mask ^ (1 << bit)]!);
    }
    most[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back: remove people one by one keeping the count; a group closes wherever the rest sums to zero.
  const groups: T[][] = [];
  let current: T[] = [];
  let mask = size - 1;
  while (mask) {
    const target = most[mask]! - (sums[mask] === 0 ? 1 : 0);
    let bit = 0;
    while (!(mask & (1 << bit)) || most[mask ^ (1 << bit)] !== target) bit++;
    current.push(open[bit]!);
    mask ^= 1 << bit;
    if (sums[mask] === 0) {
      groups.push(current);
      current = [];
    }
  }
  return groups;
}
