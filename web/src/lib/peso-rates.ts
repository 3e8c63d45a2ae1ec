import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';

import { graphql } from '@/gql/gql';
import type { PesoRatesQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

// Peso-first money: every amount in a foreign currency also shows its peso
// equivalent, at the dated rates of the API's one rate table (the one the
// planners convert prices with). One request, then cached for every screen.

export const pesoRatesQuery = graphql(`
  query PesoRates {
    pesoRates {
      currency
      php
      date
      confirmed
    }
  }
`);

export type PesoRate = PesoRatesQuery['pesoRates'][number];

/** Where the peso equivalents of one currency stand. */
export type PesoRateState =
  | { kind: 'peso' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'unrated'; currency: string }
  | { kind: 'rated'; rate: PesoRate };

/** The date of a rate in the active language; a rate known only by its month (YYYY-MM) shows as the month. */
export function formatRateDate(date: string): string {
  return /^\d{4}-\d{2}$/.test(date)
    ? formatDate(`${date}-01`, { year: 'numeric', month: 'long', timeZone: 'UTC' })
    : formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Whole pesos for `amount` at `rate`. */
export const pesoAmount = (amount: number, rate: PesoRate) => Math.round(amount * rate.php);

/**
 * Money in `currency` with its peso equivalent: `money(12000)` gives
 * "¥12,000 (≈ ₱4,490)" for yen, and just the amount for pesos, for a currency
 * without a dated rate (VND), or until the rates arrive.
 */
export function usePesoMoney(currency: string) {
  const { t } = useTranslation('common');
  const peso = currency === 'PHP';
  const { data, error } = useQuery(pesoRatesQuery, { skip: peso });
  const rate = data?.pesoRates.find((candidate) => candidate.currency === currency);
  const state: PesoRateState = peso
    ? { kind: 'peso' }
    : rate
      ? { kind: 'rated', rate }
      : data
        ? { kind: 'unrated', currency }
        : error
          ? { kind: 'unavailable' }
          : { kind: 'loading' };
  const money = (amount: number) => {
    const local = formatMoney(amount, currency);
    if (!rate) return local;
    return t('money.withPeso', { amount: local, peso: formatMoney(pesoAmount(amount, rate), 'PHP') });
  };
  return { money, state };
}
