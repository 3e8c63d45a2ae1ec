import { Text, type TextProps } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatRateDate, pesoAmount, usePesoMoney } from '@/lib/peso-rates';

/**
 * The one line that says which dated rate the peso amounts on a screen use
 * ("Peso amounts at 1 JPY = ₱0.3858 (rate of May 8, 2026)"), and that it is an
 * approximate rate when it is not confirmed against a central bank, or why
 * there are none. Nothing for trips in pesos or while the rates load.
 */
export function PesoRateNote({ currency, ...props }: { currency: string } & TextProps) {
  const { t } = useTranslation('common');
  const { state } = usePesoMoney(currency);
  let text: string;
  switch (state.kind) {
    case 'peso':
    case 'loading':
      return null;
    case 'unavailable':
      text = t('money.unavailable');
      break;
    case 'unrated':
      text = t('money.noRate', { currency: state.currency });
      break;
    case 'rated':
      text = t(state.rate.confirmed ? 'money.rateNote' : 'money.rateNoteUnconfirmed', {
        currency: state.rate.currency,
        rate: formatNumber(state.rate.php, { maximumFractionDigits: 6 }),
        date: formatRateDate(state.rate.date),
      });
  }
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="peso-rate-note" {...props}>
      {text}
    </Text>
  );
}

/**
 * A lone amount's peso equivalent with its rate date, for a card ("≈ ₱4,490 at the rate of May 8, 2026",
 * or "at an approximate rate" when the rate is not confirmed), or that there is none for a currency
 * without a dated rate.
 */
export function PesoEquivalent({ amount, currency, ...props }: { amount: number; currency: string } & TextProps) {
  const { t } = useTranslation('common');
  const { state } = usePesoMoney(currency);
  if (state.kind !== 'rated' && state.kind !== 'unrated') return null;
  return (
    <Text textStyle="xs" color="fg.muted" {...props}>
      {state.kind === 'unrated'
        ? t('money.cardNoRate', { currency: state.currency })
        : t(state.rate.confirmed ? 'money.cardPeso' : 'money.cardPesoUnconfirmed', {
            peso: formatMoney(pesoAmount(amount, state.rate), 'PHP'),
            date: formatRateDate(state.rate.date),
          })}
    </Text>
  );
}
