import { Flex, type FlexProps } from '@chakra-ui/react/flex';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/money';

interface OverBudgetNoteProps extends Omit<FlexProps, 'children'> {
  /** The traveler's budget, in `budgetCurrency`. */
  budget: number;
  budgetCurrency: string;
  /** What the plan comes to, in `totalCurrency`. */
  total: number;
  totalCurrency: string;
}

/**
 * "Over budget by ¥41,740: the plan costs ¥91,740 and the budget is ¥50,000." (docs/product/trips.md), where
 * a plan's budget and total are shown: the generation results, the trip page and the printed trip. Nothing
 * within the budget, nor when the two are in different currencies (a plan in the destination's currency
 * for want of a rate: its budget is unchecked, docs/decisions/026).
 */
export function OverBudgetNote({ budget, budgetCurrency, total, totalCurrency, ...flexProps }: OverBudgetNoteProps) {
  const { t } = useTranslation('common');
  if (budgetCurrency !== totalCurrency || !(total > budget)) return null;
  return (
    <Flex
      align="start"
      gap="2"
      color="fg.error"
      fontWeight="medium"
      textStyle="sm"
      data-testid="over-budget"
      {...flexProps}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" style={{ flexShrink: 0 }}>
        <path
          d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('trip.overBudget', {
        over: formatMoney(total - budget, totalCurrency),
        total: formatMoney(total, totalCurrency),
        budget: formatMoney(budget, budgetCurrency),
      })}
    </Flex>
  );
}
