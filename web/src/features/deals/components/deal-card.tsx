import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DealCover } from '@/features/deals/components/deal-cover';
import { formatDay } from '@/features/deals/utils/format';
import type { DealsQuery } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';

export type Deal = DealsQuery['deals'][number];

/** View Deal opens the quote form with the deal named in the trip details, ready for more. */
const quoteLink = (deal: Deal, t: TFunction<'deals'>) =>
  `/travel-package-quote?${new URLSearchParams({
    details: `${t('card.quoteDetails', { title: deal.title, provider: deal.provider })} `,
  })}`;

/** docs/product/deals-and-quotes.md: discount badge, type, provider, struck-through and deal prices, 'Valid until', View Deal. */
export function DealCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation('deals');
  const titleId = `deal-${deal.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" h="full">
      <DealCover imageKey={deal.imageKey}>
        <Badge position="absolute" top="3" right="3" colorPalette="sunset" variant="solid" size="lg">
          {t('card.discount', { percent: deal.discountPercent })}
        </Badge>
        <Badge position="absolute" top="3" left="3" variant="solid" bg="blackAlpha.600" color="white" size="md">
          {t(`types.${deal.type}`)}
        </Badge>
      </DealCover>
      <Card.Body gap="2">
        <Text textStyle="sm" color="fg.muted" fontWeight="medium">
          {deal.provider}
        </Text>
        {/* Right under the page's h1: the tabs hold no headings of their own. */}
        <Heading as="h2" id={titleId} size="md">
          {deal.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {deal.description}
        </Text>
        <Flex mt="auto" pt="2" align="baseline" gap="2" wrap="wrap">
          <Text as="s" color="fg.muted">
            <VisuallyHidden>{t('card.was')} </VisuallyHidden>
            {formatMoney(deal.originalPrice, deal.currency)}
          </Text>
          <Text textStyle="2xl" fontWeight="bold" color="brand.fg">
            <VisuallyHidden>{t('card.now')} </VisuallyHidden>
            {formatMoney(deal.discountedPrice, deal.currency)}
          </Text>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {t('card.validUntil', { date: formatDay(deal.validUntil) })}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Box w="full">
          <Button asChild w="full" colorPalette="brand">
            <RouterLink to={quoteLink(deal, t)} aria-label={t('card.viewLabel', { title: deal.title })}>
              {t('card.view')}
            </RouterLink>
          </Button>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
