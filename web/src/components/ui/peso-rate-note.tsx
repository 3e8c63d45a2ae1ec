import { Text, type TextProps } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatRateDate, pesoAmount, usePesoMoney } from '@/lib/peso-rates';

/**
 * The one line that says which dated rate the peso amounts on a screen use
 * ("Peso amounts at 1 JPY = ₱0.3742 (rate of Feb 19, 2026)"), or why there
 * are none. Nothing for trips in pesos or while the rates load.
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
      text = t('money.rateNote', {
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
 * A lone amount's peso equivalent with its rate date, for a card ("≈ ₱4,490 at the rate of Feb 19, 2026"),
 * or that there is none for a currency without a dated rate.
 */
export function PesoEquivalent({ amount, currency, ...props }: { amount: number; currency: string } & TextProps) {
  const { t } = useTranslation('common');
  const { state } = usePesoMoney(currency);
  if (state.kind !== 'rated' && state.kind !== 'unrated') return null;
  return (
    <Text textStyle="xs" color="fg.muted" {...props}>
      {state.kind === 'unrated'
        ? t('money.cardNoRate', { currency: state.currency })
        : t('money.cardPeso', {
            peso: formatMoney(pesoAmount(amount, state.rate), 'PHP'),
            date: formatRateDate(state.rate.date),
          })}
    </Text>
  );
}
