import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// Shared expenses (issue #17 items 3–6): the trip's expenses, balances,
// settle-up transfers and budget against actual, read by everyone on the
// trip. Each mutation answers the trip with these fields, and the live trip
// (live-trip.ts) selects them too once the Expenses tab is open, so another
// member's expense lands in the cache under Trip:id and every screen showing it updates.

/** Everything the Expenses tab and the printed trip show. Money is in integer minor units (centavos for pesos). */
export const tripExpensesFragment = graphql(`
  fragment TripExpenses on Trip {
    id
    expenses {
      people {
        userId
        username
        former
      }
      expenses {
        id
        amount
        amountMinor
        currency
        category
        day
        paidBy
        split
        note
        phpRate
        rateDate
        rateSource
        amountPhp
        createdAt
        shares {
          userId
          weight
          amount
          amountPhp
        }
      }
      balances {
        userId
        paid
        owed
        balance
      }
      transfers {
        from
        to
        amountPhp
      }
      budget {
        currency
        phpRate
        rateDate
        categories {
          category
          line {
            ...BudgetLineFigures
          }
        }
        days {
          day
          line {
            ...BudgetLineFigures
          }
        }
        total {
          ...BudgetLineFigures
        }
      }
    }
  }
`);

export const budgetLineFragment = graphql(`
  fragment BudgetLineFigures on BudgetLine {
    planned
    plannedPhp
    spent
    spentPhp
  }
`);

const tripExpensesQuery = graphql(`
  query TripExpenses($id: Int!) {
    trip(id: $id) {
      ...TripExpenses
    }
  }
`);

const addExpenseMutation = graphql(`
  mutation AddExpense($tripId: Int!, $input: ExpenseInput!) {
    addExpense(tripId: $tripId, input: $input) {
      ...TripExpenses
    }
  }
`);

const updateExpenseMutation = graphql(`
  mutation UpdateExpense($tripId: Int!, $expenseId: Int!, $input: ExpenseInput!) {
    updateExpense(tripId: $tripId, expenseId: $expenseId, input: $input) {
      ...TripExpenses
    }
  }
`);

const deleteExpenseMutation = graphql(`
  mutation DeleteExpense($tripId: Int!, $expenseId: Int!) {
    deleteExpense(tripId: $tripId, expenseId: $expenseId) {
      ...TripExpenses
    }
  }
`);

/** The trip's expenses; read only while `skip` is false (once the Expenses tab opens). */
export function useTripExpenses(id: number, { skip = false } = {}) {
  const { data, loading, error, refetch } = useQuery(tripExpensesQuery, { variables: { id }, skip });
  return { ledger: data?.trip.expenses, loading, error, refetch };
}

/** Recording, changing and deleting an expense (owner and editors); each answer updates the cached trip. */
export function useExpenseMutations() {
  const [add, { loading: adding }] = useMutation(addExpenseMutation);
  const [update, { loading: updating }] = useMutation(updateExpenseMutation);
  const [remove] = useMutation(deleteExpenseMutation);
  return { add, update, remove, saving: adding || updating };
}
